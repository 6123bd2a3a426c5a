-- The prompts grid's all-time figures come from a window too: span 32767 (the longest a smallint holds, 89
-- years) is longer than any history, so an all-time grid reads one row per prompt and platform instead of
-- every day of each. Clearing the windows' state makes the next read build them all, this one included.
alter table public.prompt_window drop constraint prompt_window_span_check;
alter table public.prompt_window add constraint prompt_window_span_check check (span in (7, 30, 90, 32767));

delete from public.rollup_window_state;
