-- The question as it was asked: editing a prompt's wording later must not relabel the answers collected
-- before the edit. Null on rows written before this column existed (they read the prompt's wording, which
-- an edit freezes onto them first).
alter table public.answers add column question text;
