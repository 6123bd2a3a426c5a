-- The brand a member had open when they made a change: a workspace's audit log names it beside the change
-- (UX audit turn 4, L15). Entries written before it have none; a deleted brand's entries keep theirs.
alter table public.audit_log add column brand_id uuid;
