-- Two alert kinds read what answers say of the brand (issue 57): a theme turning negative, and the net
-- sentiment of its statements dropping.
alter table public.alert_rules drop constraint alert_rules_kind_check;
alter table public.alert_rules add constraint alert_rules_kind_check check (kind in ('visibility_drop',
  'competitor_overtake', 'negative_answer', 'new_competitor_source', 'run_failed', 'negative_theme',
  'net_sentiment_drop'));
