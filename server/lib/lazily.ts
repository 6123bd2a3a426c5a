/**
 * What `load` resolves to, loaded on the first call and shared by the later ones (a failed load is tried
 * again on the next call). For the large packages a start does not need (the AI vendors' SDKs, the mailer,
 * the password dictionaries): imported dynamically, they are separate chunks of the compiled server that
 * Node parses only when first used, not on every start.
 */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
}

/**
 * A CommonJS package's exports, from its dynamic import: Node's loader gives them by name and as the
 * default, but the compiled server's chunk of such a package exports them as its default only.
 */
export const commonJsExports = <T extends object>(namespace: T): T =>
  (namespace as { default?: T }).default ?? namespace;
