-- Adaptive allocation wired into runs (issue 62). A run records the samples it planned and why (its plan
-- reason in words), and what the month had cost when it planned: the spend and the budget it was held to.
alter table public.collection_runs add column planned_samples integer;
alter table public.collection_runs add column plan_reason text;
alter table public.collection_runs add column month_spend_usd numeric(12, 4);
alter table public.collection_runs add column month_budget_usd numeric(12, 2);
alter table public.collection_runs add column budget_spent boolean not null default false;

-- The first day a run asked prompts unequal samples: before it every day's samples were equal and the
-- headline is pooled impressions ÷ answers; a period that reaches it may be the mean of per-prompt rates.
-- Null for a brand that never sampled unevenly, so its dashboards read nothing more than before.
alter table public.profiles add column uneven_samples_since date;

-- An alert kind for the sampling budget: the month's spend reached a share of monthly_budget_usd.
alter table public.alert_rules drop constraint alert_rules_kind_check;
alter table public.alert_rules add constraint alert_rules_kind_check check (kind in ('visibility_drop',
  'competitor_overtake', 'negative_answer', 'new_competitor_source', 'run_failed', 'negative_theme',
  'net_sentiment_drop', 'wrong_fact', 'sampling_budget_spent'));
