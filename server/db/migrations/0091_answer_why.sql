-- Why the analyzer read an answer as it did (issue 45): the ids of the rules (or the judge) behind the brand's
-- mention or each way its name was left out, each competitor's first mention and the sentiment, as
-- analysis/why.ts keeps them (the competitors by id). The plain words are made when the answer is read, so a
-- rule's wording can change without touching the rows. Null for an answer read before this column, which
-- the drawer says predates explanations, and for failures, refusals and no answers; every analysis and
-- re-analysis writes it.
alter table public.answers add column why jsonb;
