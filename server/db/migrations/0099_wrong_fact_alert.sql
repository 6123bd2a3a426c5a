-- An alert kind for the fact check (issue 58): answers stating a wrong or out-of-date value of a fact.
alter table public.alert_rules drop constraint alert_rules_kind_check;
alter table public.alert_rules add constraint alert_rules_kind_check check (kind in ('visibility_drop',
  'competitor_overtake', 'negative_answer', 'new_competitor_source', 'run_failed', 'negative_theme',
  'net_sentiment_drop', 'wrong_fact'));
