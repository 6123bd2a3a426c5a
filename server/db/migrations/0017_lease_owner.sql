-- Which worker holds a run's or a report's lease: renewing (and finishing) checks it, so a worker whose
-- lease lapsed and was taken over stops instead of working the same row beside its successor.
alter table public.collection_runs add column lease_owner uuid;
alter table public.report_requests add column lease_owner uuid;
