-- Which answers a re-analysis generation reads again: those holding one of these folded strings (the names
-- a change of configuration touched, see namesAffectedByChange); null: every answer (an analyzer upgrade, the
-- account's first re-analysis, or a change requested while such a generation was unfinished).
alter table public.reanalysis_jobs add column scope text[];
