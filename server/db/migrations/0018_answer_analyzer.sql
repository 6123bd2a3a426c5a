-- Which analyzer (and version) produced each answer's visibility, position, competitors and sentiment.
-- Answers stored before this column existed keep null: the analyzer that read them was not recorded.
alter table public.answers add column analyzer text;
