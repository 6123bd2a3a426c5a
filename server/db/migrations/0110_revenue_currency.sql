-- Revenue with its currency (issue 63): GA4 reports revenue in its property's currency, which runReport
-- names in metadata.currencyCode (ISO 4217). Each pulled row keeps the currency it was reported in; rows
-- pulled before this column (or without a currency said) hold null: unknown.
alter table public.ai_traffic_days
  add column currency_code text check (currency_code ~ '^[A-Z]{3}$');
