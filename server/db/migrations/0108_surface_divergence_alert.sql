-- An alert kind for a platform's app answering apart from its API (issues 61 and 62): over the last 7 days
-- the two surfaces' visibility on the same prompts and days differs by at least the threshold, beyond chance.
alter table public.alert_rules drop constraint alert_rules_kind_check;
alter table public.alert_rules add constraint alert_rules_kind_check check (kind in ('visibility_drop',
  'competitor_overtake', 'negative_answer', 'new_competitor_source', 'run_failed', 'negative_theme',
  'net_sentiment_drop', 'wrong_fact', 'sampling_budget_spent', 'surface_divergence'));
