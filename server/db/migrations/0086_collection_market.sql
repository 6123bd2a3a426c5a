-- Where and in which language a brand's answers are asked (issue 43): an ISO 3166-1 alpha-2 country and an
-- ISO 639-1 language per brand (CollectionSettings.country, .language). Engines whose API takes a location
-- or a language get them (DataForSEO's Google AI Overview and AI Mode; OpenAI's, Anthropic's and
-- Perplexity's web search location). Every brand starts in the United States, in English; the service
-- checks a code against the ISO lists (graphql/shared/markets.ts), the constraints keep the shape.
alter table public.profiles add column country text not null default 'US'
  check (country ~ '^[A-Z]{2}$');
alter table public.profiles add column language text not null default 'en'
  check (language ~ '^[a-z]{2}$');
