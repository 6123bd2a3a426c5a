/**
 * What kind of site a cited domain is: the brand's own (owned), a tracked competitor's, editorial (news,
 * magazines, analysts), user-generated (forums, Q&A, review sites, social), reference (encyclopedias, docs,
 * standards, government and university sites) or other. An account's own override wins; then the brand's
 * and competitors' websites; then the built-in lists below.
 */
import { SOURCE_CATEGORY_LABELS, type SourceCategoryId } from '../../../graphql/shared/source-categories';

export const SOURCE_CATEGORIES = Object.keys(SOURCE_CATEGORY_LABELS) as SourceCategoryId[];
export type SourceCategory = SourceCategoryId;

/** Q&A sites and forums: the brand takes part in the discussion in its own name. */
const DISCUSSIONS = [
  'reddit.com',
  'quora.com',
  'stackoverflow.com',
  'stackexchange.com',
  'news.ycombinator.com',
  'discord.com',
];
/** Review sites: customers write the reviews; the brand asks them to and answers them. */
const REVIEW_SITES = [
  'g2.com',
  'capterra.com',
  'getapp.com',
  'softwareadvice.com',
  'trustradius.com',
  'trustpilot.com',
  'producthunt.com',
  'glassdoor.com',
  'yelp.com',
  'tripadvisor.com',
];
/** Where the brand publishes in its own name: social networks, video and blogging platforms. */
const SELF_PUBLISHED = [
  'youtube.com',
  'medium.com',
  'dev.to',
  'x.com',
  'twitter.com',
  'facebook.com',
  'linkedin.com',
  'instagram.com',
  'tiktok.com',
  'substack.com',
];

const USER_GENERATED = [...DISCUSSIONS, ...REVIEW_SITES, ...SELF_PUBLISHED];

const EDITORIAL = [
  'forbes.com',
  'techcrunch.com',
  'theverge.com',
  'wired.com',
  'nytimes.com',
  'wsj.com',
  'bloomberg.com',
  'reuters.com',
  'apnews.com',
  'bbc.com',
  'bbc.co.uk',
  'cnbc.com',
  'cnn.com',
  'businessinsider.com',
  'zdnet.com',
  'cnet.com',
  'venturebeat.com',
  'pcmag.com',
  'techradar.com',
  'tomsguide.com',
  'engadget.com',
  'arstechnica.com',
  'theguardian.com',
  'ft.com',
  'economist.com',
  'axios.com',
  'fastcompany.com',
  'inc.com',
  'entrepreneur.com',
  'hbr.org',
  'gartner.com',
  'forrester.com',
  'infoworld.com',
  'thenewstack.io',
  'techtarget.com',
  'nerdwallet.com',
  'investopedia.com',
  'consumerreports.org',
  'wirecutter.com',
];

const REFERENCE = [
  'wikipedia.org',
  'wikidata.org',
  'britannica.com',
  'github.com',
  'gitlab.com',
  'npmjs.com',
  'pypi.org',
  'arxiv.org',
  'w3.org',
  'ietf.org',
  'developer.mozilla.org',
  'schema.org',
  'readthedocs.io',
];

/** Host labels that mark documentation (docs.acme.io, developer.acme.io). */
const REFERENCE_PREFIXES = ['docs.', 'developer.', 'developers.', 'learn.', 'support.', 'help.'];
/** Public-sector and academic suffixes. */
const REFERENCE_SUFFIXES = ['.gov', '.edu', '.gov.uk', '.ac.uk', '.europa.eu', '.int'];

/** True when `domain` is `site` or a subdomain of it. */
export const isWithin = (domain: string, site: string) => domain === site || domain.endsWith(`.${site}`);

export interface CategoryContext {
  /** The brand's website host (no "www."), if set. */
  brandDomain: string | null;
  /** The tracked competitors' website hosts. */
  competitorDomains: readonly string[];
  /** The account's overrides, by domain (lower case, no "www."); each covers its subdomains. */
  overrides: ReadonlyMap<string, SourceCategory>;
}

/** Encyclopedias: a page about the brand is written by editors from sources, never pitched. */
const ENCYCLOPEDIAS = ['wikipedia.org', 'wikidata.org', 'britannica.com'];

/**
 * What kind of site a cited domain is, finer than its category where the way to reach it differs: an
 * encyclopedia (its editors source the brand's article), a Q&A site or forum (the brand answers there), a
 * review site (customers review the brand), a site where the brand publishes itself (social, video,
 * blogging platforms), documentation and public sites, a publication (editorial or other: its editors can
 * be pitched), the brand's own site or a competitor's.
 */
export type SiteKind =
  | 'own'
  | 'competitor'
  | 'encyclopedia'
  | 'discussion'
  | 'reviews'
  | 'self_published'
  | 'documentation'
  | 'publication';

export function siteKind(domain: string, category: SourceCategory): SiteKind {
  const host = domain.toLowerCase().replace(/^www\./, '');
  const within = (sites: readonly string[]) => sites.some((site) => isWithin(host, site));
  if (category === 'owned') return 'own';
  if (category === 'competitor') return 'competitor';
  if (within(ENCYCLOPEDIAS)) return 'encyclopedia';
  if (within(DISCUSSIONS)) return 'discussion';
  if (within(REVIEW_SITES)) return 'reviews';
  if (category === 'user_generated') return 'self_published';
  if (category === 'reference') return 'documentation';
  return 'publication';
}

/** A name as it stands in addresses: "Stride Labs" → ["stride-labs", "stridelabs", "stride_labs"]. */
function addressForms(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return [...new Set([words.join('-'), words.join(''), words.join('_')])].filter((form) => form.length >= 4);
}

/**
 * True when a cited page is the brand's own or about the brand alone: a page of its site, or a page of
 * another site whose address names the brand's site or name as a path segment (trustpilot.com/review/
 * stridelabs.com, g2.com/products/stride-labs/reviews). Such a page is not a source that "cites
 * competitors only": it is the brand's page there. Names shorter than four letters are not matched in
 * addresses (a brand called "On" would match too much).
 */
export function isBrandPage(url: string, brand: { domain: string | null; name: string }): boolean {
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z]+:\/\//i.test(url) ? url : `https://${url}`);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  if (brand.domain && isWithin(host, brand.domain)) return true;
  const segments = parsed.pathname
    .toLowerCase()
    .split('/')
    .map((segment) => segment.replace(/^www\./, ''))
    .filter(Boolean);
  const forms = addressForms(brand.name);
  return segments.some((segment) => segment === brand.domain || forms.includes(segment));
}

export function categorizeDomain(rawDomain: string, context: CategoryContext): SourceCategory {
  const domain = rawDomain.toLowerCase().replace(/^www\./, '');
  // An override covers the domain's subdomains too (reddit.com covers old.reddit.com); the closest wins.
  for (let host = domain; host.includes('.'); host = host.slice(host.indexOf('.') + 1)) {
    const override = context.overrides.get(host);
    if (override) return override;
  }
  if (context.brandDomain && isWithin(domain, context.brandDomain)) return 'owned';
  if (context.competitorDomains.some((site) => isWithin(domain, site))) return 'competitor';
  if (USER_GENERATED.some((site) => isWithin(domain, site))) return 'user_generated';
  if (EDITORIAL.some((site) => isWithin(domain, site))) return 'editorial';
  if (
    REFERENCE.some((site) => isWithin(domain, site)) ||
    REFERENCE_PREFIXES.some((prefix) => domain.startsWith(prefix)) ||
    REFERENCE_SUFFIXES.some((suffix) => domain.endsWith(suffix))
  )
    return 'reference';
  return 'other';
}
