-- Answer search (answers(filter: { search })): words through Postgres text search in the answer's language,
-- and any stretch of text (Japanese and other text that has no spaces to split it, parts of words)
-- through trigrams.
create extension if not exists pg_trgm;

-- The text search configuration of the answer's language, as the analyzer detected it when the answer was
-- stored (answer-search.ts). Answers stored before are searched with 'simple' (words as written, no
-- stemming): their language cannot be detected in SQL.
alter table public.answers add column search_config regconfig not null default 'simple';

-- Queries always name the account, but a GIN index cannot lead with it: the search's words and trigrams
-- narrow the rows first, and user_id is checked on those.
create index answers_search_words on public.answers
  using gin (to_tsvector(search_config, coalesce(answer_text, '')));
create index answers_search_trigrams on public.answers using gin (answer_text gin_trgm_ops);
