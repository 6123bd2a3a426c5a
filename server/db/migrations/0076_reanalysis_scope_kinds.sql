-- A re-analysis scope's entries now say how they are matched (ScopeEntry in analysis.ts): 'text:' a folded
-- string the answer holds, 'name:' a name variant's pattern, 'label:' a host label. Entries stored before
-- were all strings the answer holds.
update public.reanalysis_jobs
set scope = array(select 'text:' || entry from unnest(scope) as entry order by 1)
where scope is not null;
