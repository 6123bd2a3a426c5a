import { blankSpans } from './text/spans';
import { findBareHostPaths, findUrls, trimUrl } from './text/urls';

export interface AnswerSource {
  url: string;
  domain: string;
}

const TRACKING_PARAMS = /^(utm_\w+|gclid|fbclid|msclkid|mc_cid|mc_eid|ref_src)$/i;

/**
 * A URL in the form Sightline stores and counts: http(s) only, lower-case host without "www.", no
 * fragment, no tracking parameters, no trailing slash (except the root). Null when it is not a web URL.
 */
export function normalizeUrl(raw: string): AnswerSource | null {
  const cached = normalized.get(raw);
  if (cached !== undefined) return cached;
  const source = parseUrl(raw);
  if (normalized.size >= NORMALIZED_LIMIT) normalized.clear();
  normalized.set(raw, source);
  return source;
}

/** Answers cite the same pages over and over: parsed URLs are memoised in a bounded map. */
const normalized = new Map<string, AnswerSource | null>();
const NORMALIZED_LIMIT = 20_000;

function parseUrl(raw: string): AnswerSource | null {
  let text = trimUrl(raw);
  if (/^www\./i.test(text)) text = `https://${text}`;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const domain = parsed.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  if (!domain.includes('.')) return null;
  for (const key of [...parsed.searchParams.keys()]) {
    if (TRACKING_PARAMS.test(key)) parsed.searchParams.delete(key);
  }
  const search = parsed.searchParams.toString();
  let path = parsed.pathname;
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '');
  const port = parsed.port ? `:${parsed.port}` : '';
  const url = `${parsed.protocol}//${domain}${port}${path === '/' ? '' : path}${search ? `?${search}` : ''}`;
  return { url, domain };
}

/** The host of a website setting ("acme.io", "https://www.acme.io/") without "www.", or null. */
export function domainOf(website: string | null | undefined): string | null {
  if (!website?.trim()) return null;
  return (
    normalizeUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website.trim()}`)?.domain ??
    null
  );
}

/**
 * Cited sources, then URLs written in the text (with a scheme or "www.", or a bare host with a path, as in
 * footnote lists), normalised and de-duplicated, in first-seen order.
 */
export function extractSources(citations: readonly { url: string }[], text: string): AnswerSource[] {
  const seen = new Map<string, AnswerSource>();
  for (const citation of citations) addSource(seen, citation.url);
  const urls = findUrls(text);
  const found = [...urls, ...findBareHostPaths(blankSpans(text, urls))].sort((a, b) => a.start - b.start);
  for (const span of found)
    addSource(
      seen,
      /^[a-z][a-z0-9+.-]*:\/\//i.test(span.url) || /^www\./i.test(span.url)
        ? span.url
        : `https://${span.url}`,
    );
  return [...seen.values()];
}

/** Adds a URL's source, by its normalised URL, unless it is there already. */
function addSource(seen: Map<string, AnswerSource>, raw: string): void {
  const source = normalizeUrl(raw);
  if (source && !seen.has(source.url)) seen.set(source.url, source);
}
