import { AuthClient as SupabaseAuthClient, type SupabaseClient } from '@supabase/supabase-js';

export interface PublicConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** The part of supabase-js the client uses; tests pass a fake with the same shape. */
export type AuthClient = Pick<
  SupabaseClient['auth'],
  | 'getSession'
  | 'onAuthStateChange'
  | 'signInWithPassword'
  | 'signUp'
  | 'signOut'
  | 'resetPasswordForEmail'
  | 'updateUser'
>;

let pending: Promise<AuthClient> | undefined;

/**
 * Reads `GET /api/config` once at start-up (the only hand-written fetch in the client: it tells one build
 * whether to talk to the embedded auth server or to Supabase) and creates supabase-js's auth client.
 *
 * Only auth is used, so this builds the auth client exactly as `createClient(url, key, { auth })` does
 * (same `/auth/v1` URL, `apikey` and `Authorization` headers, storage key and refresh behaviour) without
 * `createClient`'s realtime, storage, PostgREST and functions clients: ~25 KB gzipped less on every page.
 */
export function loadSupabase(): Promise<AuthClient> {
  pending ??= (async () => {
    const res = await fetch('/api/config', { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`Could not load the app configuration (HTTP ${res.status}).`);
    const config = (await res.json()) as Partial<PublicConfig>;
    if (!config.supabaseUrl || !config.supabaseAnonKey) {
      throw new Error('The app configuration is missing supabaseUrl or supabaseAnonKey.');
    }
    // A relative URL (embedded mode) is resolved against this origin.
    const url = new URL(config.supabaseUrl, window.location.origin).toString().replace(/\/$/, '');
    return new SupabaseAuthClient({
      url: `${url}/auth/v1`,
      headers: { Authorization: `Bearer ${config.supabaseAnonKey}`, apikey: config.supabaseAnonKey },
      storageKey: 'sightline-auth',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
    });
  })();
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
