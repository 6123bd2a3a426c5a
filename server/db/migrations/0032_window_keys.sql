-- A dashboard read takes one topic's rows of one window for the page's kind of prompt and platforms: the
-- windows' keys put those columns first, so the read is one range of the index instead of every URL's or
-- competitor's entries filtered one by one. getTopicWindows reads every topic's rows of a window and the
-- one before it by user and span.
alter table public.source_window drop constraint source_window_pkey;
alter table public.source_window add primary key (topic_id, span, prompt_kind, platform, url);
alter table public.competitor_window drop constraint competitor_window_pkey;
alter table public.competitor_window add primary key (topic_id, span, prompt_kind, platform, competitor_id);
drop index public.topic_window_user;
create index topic_window_user_span on public.topic_window (user_id, span);
