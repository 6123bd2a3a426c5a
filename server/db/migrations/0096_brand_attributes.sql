-- The brand's own attributes (issue 57: "battery life", "vegan"), which the analyzer finds in the brand's
-- statements by their words per language (answer_statements.attributes): a list of
-- {"name": "battery life", "words": {"en": ["battery life", "battery"], "de": ["Akku"]}}, as the service
-- checks it (names unique in any casing, at most 30, each with 1 to 50 words).
alter table public.brands
  add column attributes jsonb not null default '[]'::jsonb
    check (jsonb_typeof(attributes) = 'array' and jsonb_array_length(attributes) <= 30);
