-- Each topic's active prompts, counted as prompts change instead of on every read: every dashboard
-- request lists the topics with their counts, and counting the account's prompts each time was one of
-- its costliest statements. The trigger keeps the counts equal to a recount after any insert, update
-- (topic, kind, archiving) or delete.
alter table public.topics add column prompt_count integer not null default 0;
alter table public.topics add column branded_prompt_count integer not null default 0;

update public.topics t set prompt_count = n.prompts, branded_prompt_count = n.branded
from (
  select topic_id, count(*)::int as prompts, (count(*) filter (where kind = 'brand'))::int as branded
  from public.prompts where archived_at is null group by topic_id
) n
where n.topic_id = t.id;

create function public.count_topic_prompts() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.archived_at is null then
    update public.topics
    set prompt_count = prompt_count - 1,
      branded_prompt_count = branded_prompt_count - (old.kind = 'brand')::int
    where id = old.topic_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.archived_at is null then
    update public.topics
    set prompt_count = prompt_count + 1,
      branded_prompt_count = branded_prompt_count + (new.kind = 'brand')::int
    where id = new.topic_id;
  end if;
  return null;
end
$$;

create trigger prompts_count_per_topic
after insert or delete or update of topic_id, kind, archived_at on public.prompts
for each row execute function public.count_topic_prompts();
