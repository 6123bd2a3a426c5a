-- How and where each session began, for the password rules of the embedded auth:
-- `method` is what its access tokens name in `amr`: 'password' (sign-in, sign-up) or 'recovery' (a mailed
-- link, whose session may set a new password without the current one for a short while);
-- `address_key` is the client as the sign-in limits count it (an IPv6 address by its /64): an account is
-- not held by the limits that strangers fill when its password is tried from where it signed in before.
-- Sessions from before this migration have no key: their accounts count as new to every address.
alter table public.auth_sessions
  add column method text not null default 'password' check (method in ('password', 'recovery')),
  add column address_key text;
create index auth_sessions_user_address on public.auth_sessions (user_id, address_key);
drop index public.auth_sessions_user;
