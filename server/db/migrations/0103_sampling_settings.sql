-- How a brand's samples are planned (issue 62, server/modules/sampling): the targets (95 % half-widths in
-- points), the floor and ceiling of samples per prompt and platform a day, and the month's budget. A brand
-- without a row plans with min = max = profiles.samples_per_prompt, no target and no budget: nothing changes
-- for it until someone sets one.
create table public.sampling_settings (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  headline_half_width real check (headline_half_width is null or (headline_half_width > 0 and headline_half_width <= 50)),
  prompt_half_width real check (prompt_half_width is null or (prompt_half_width > 0 and prompt_half_width <= 50)),
  min_samples_per_day smallint not null check (min_samples_per_day between 1 and 10),
  max_samples_per_day smallint not null check (max_samples_per_day between 1 and 10),
  monthly_budget_usd numeric(12, 2) check (monthly_budget_usd is null or monthly_budget_usd >= 0),
  updated_at timestamptz not null default now(),
  check (min_samples_per_day <= max_samples_per_day)
);

alter table public.sampling_settings enable row level security;
create policy sampling_settings_members_read on public.sampling_settings for select
  using (public.sightline_member_role(user_id) is not null);
-- Admins write, as with the collection settings: the plan spends money.
create policy sampling_settings_admins_write on public.sampling_settings for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN'));
