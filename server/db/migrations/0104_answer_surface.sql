-- A surface per answer (issue 61): where the answer was read, the platform's API or the page its consumer
-- app shows people. Google's AI Overview and AI Mode are result pages, so their answers are APP.
alter table public.answers add column surface text not null default 'API'
  check (surface in ('API', 'APP'));
update public.answers set surface = 'APP' where platform in ('google_ai_overview', 'google_ai_mode');

-- One answer per (prompt, platform, day, sample) and surface: a run may ask ChatGPT through its API and its
-- app on the same day.
alter table public.answers drop constraint answers_prompt_id_platform_collected_on_sample_key;
alter table public.answers add constraint answers_prompt_platform_day_sample_surface_key
  unique (prompt_id, platform, collected_on, sample, surface);

-- The platforms a brand also asks through their consumer app (CollectionSettings.appPlatforms).
alter table public.profiles add column app_platforms text[] not null default '{}';

-- Product cards an answer's page showed (a shopping carousel), in their order. The maker's name is kept as
-- the card shows it: the figures read it against the brand and its competitors as they are when read.
create table public.answer_products (
  answer_id uuid not null references public.answers (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  position smallint not null check (position >= 1),
  title text not null,
  brand text,
  merchants text[] not null default '{}',
  price numeric(12, 2),
  currency text,
  rating real check (rating is null or (rating >= 0 and rating <= 5)),
  url text,
  primary key (answer_id, position)
);
create index answer_products_user on public.answer_products (user_id);

alter table public.answer_products enable row level security;
create policy answer_products_members_read on public.answer_products for select
  using (public.sightline_member_role(user_id) is not null);
create policy answer_products_editors_write on public.answer_products for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));
