-- What a personal API token may do: 'read' (queries only, the default for new tokens) or 'full' (also
-- changes). Tokens made before scopes existed could change data, and keep that power.
alter table public.api_tokens add column scope text not null default 'full' check (scope in ('read', 'full'));
alter table public.api_tokens alter column scope set default 'read';
