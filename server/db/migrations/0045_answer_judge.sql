-- The LLM judge (server/modules/analysis/judge): the quotes a judged answer's facts rest on, the judge's
-- verdicts cached per account by answer text, brand configuration and analyzer version, and what each
-- collection run spent on the judge.

-- {"mention": [quotes naming the brand], "sentiment": [quotes carrying the sentiment]}; null when the rules
-- analyzer read the answer.
alter table public.answers add column evidence jsonb;

create table public.answer_judgements (
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- sha256 of the answer text and of the brand configuration (name, aliases, website, "not this",
  -- competitors with theirs), hex.
  text_hash text not null,
  brand_hash text not null,
  -- The judge's analyzer name and version, e.g. judge:openai/gpt-4.1-mini@1.
  analyzer text not null,
  -- {"judgement": {...}} or {"rejected": "reason"}.
  verdict jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, text_hash, brand_hash, analyzer)
);

alter table public.answer_judgements enable row level security;
create policy answer_judgements_owner on public.answer_judgements using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());

-- Calls and tokens the run's judge used, and whether its cap (ANALYSIS_MAX_CALLS_PER_RUN,
-- ANALYSIS_MAX_TOKENS_PER_RUN) left the rest of the run to the rules analyzer.
alter table public.collection_runs
  add column judge_calls integer not null default 0,
  add column judge_tokens integer not null default 0,
  add column judge_cap_reached boolean not null default false;
