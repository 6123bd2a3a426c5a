-- Alert and digest e-mails go only to an address its owner confirmed for them (double opt-in): a link
-- mailed to the address, opened and confirmed. Until then, and again after the address changes, nothing
-- is mailed (webhooks still get alerts). The link's token is stored as its SHA-256 only.
alter table public.alert_settings
  add column email_confirmed_address text,
  add column email_confirmed_at timestamptz,
  add column confirmation_address text,
  add column confirmation_token_hash text unique,
  add column confirmation_sent_at timestamptz;

-- The demo accounts (fixed ids, example.com addresses whose mail goes to the outbox) count as confirmed;
-- every other account confirms from Settings.
insert into public.alert_settings (user_id, email_confirmed_address, email_confirmed_at)
select p.id, lower(p.email), now() from public.profiles p
where p.id in ('d0d0d0d0-0000-4000-8000-000000000001', 'f0f0f0f0-0000-4000-8000-000000000001')
  and p.email is not null
on conflict (user_id) do update set email_confirmed_address = excluded.email_confirmed_address,
  email_confirmed_at = excluded.email_confirmed_at;
