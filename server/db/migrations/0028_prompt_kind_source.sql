-- A prompt's kind (branded: its question names the brand; unbranded) is set by the classifier unless the
-- account chose it; kind_classifier records which classifier version set it, so a newer one re-reads them.
alter table public.prompts add column kind_set_by_user boolean not null default false;
alter table public.prompts add column kind_classifier text;
