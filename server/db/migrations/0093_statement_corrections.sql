-- A reviewer's correction of a statement (correctStatement) may set its polarity, its aspects or both: each
-- flag says which the reviewer set, so a re-analysis keeps those and brings the other up to date.
alter table public.answer_statements
  add column polarity_corrected boolean not null default false,
  add column aspects_corrected boolean not null default false;
