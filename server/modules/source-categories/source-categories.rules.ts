/**
 * What kind of site a cited domain is: the brand's own (owned), a tracked competitor's, editorial (news,
 * magazines, analysts), user-generated (forums, Q&A, review sites, social), reference (encyclopedias, docs,
 * standards, government and university sites) or other. An account's own override wins; then the brand's
 * and competitors' websites; then the built-in lists below.
 */
import { SOURCE_CATEGORY_LABELS, type SourceCategoryId } from '../../../graphql/shared/source-categories';

export const SOURCE_CATEGORIES = Object.keys(SOURCE_CATEGORY_LABELS) as SourceCategoryId[];
export type SourceCategory = SourceCategoryId;

const USER_GENERATED = [
  'reddit.com',
  'quora.com',
  'stackoverflow.com',
  'stackexchange.com',
  'news.ycombinator.com',
  'youtube.com',
  'medium.com',
  'dev.to',
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
  'x.com',
  'twitter.com',
  'facebook.com',
  'linkedin.com',
  'instagram.com',
  'tiktok.com',
  'discord.com',
  'substack.com',
];

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
