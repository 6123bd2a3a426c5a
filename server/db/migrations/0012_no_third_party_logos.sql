-- Competitor logos were stored as URLs of a third-party logo service, which every dashboard page then
-- asked for (and which fails offline). The dashboard draws letter avatars; the stored URLs go.
update public.competitors set logo_url = null where logo_url ~* '^(https?:)?//';
