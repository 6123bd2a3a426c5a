-- Every account has its aggregate (overview) topic from the moment its profile exists, however the
-- profile was made (embedded sign-up, Supabase's handle_new_user trigger, the seed), so a new account's
-- overview is empty rather than missing.
create or replace function public.sightline_create_aggregate_topic() returns trigger
language plpgsql as $$
begin
  insert into public.topics (user_id, name, slug, is_aggregate)
  values (new.id, 'Aggregate', 'aggregate', true)
  on conflict do nothing;
  return new;
end;
$$;

create trigger profiles_aggregate_topic after insert on public.profiles
for each row execute function public.sightline_create_aggregate_topic();

insert into public.topics (user_id, name, slug, is_aggregate)
select p.id, 'Aggregate', 'aggregate', true from public.profiles p
where not exists (select 1 from public.topics t where t.user_id = p.id and t.is_aggregate)
on conflict do nothing;
