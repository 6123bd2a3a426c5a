-- Metrics.citedNotNamed (issue 55, cold overview) counts a period's answered answers that do not name the
-- brand. Without this index every answer of the period was read (the embedded store's planner combined two
-- indexes to find them) and most were thrown away; this one holds only the answers the count looks at.
create index answers_unnamed_user_day on public.answers (user_id, collected_on)
  where status = 'ok' and not visible;
