/**
 * Fact suggestions from the brand's own website: its home page's schema.org JSON-LD, read through the
 * suggestions module's guarded fetch (public addresses only, each redirect checked) when SUGGESTIONS_FETCH
 * allows. An Organization's foundingDate gives the year it was founded and its address (or location) where
 * it is; a Product's offers (or an Offer's itemOffered) give a price with its currency. What is read is
 * stored as SUGGESTED: it counts once a person confirms it.
 */
import { brandFactInput, type BrandFactInput } from '../../../graphql/shared/brand-facts';
import type { RequestContext } from '../../context';
import { requireRole, type BrandScope } from '../../scope';
import { viewerBrand } from '../brands';
import { checkSuggestionLimit, fetchPage } from '../suggestions';
import { storeSuggestedFacts, type BrandFactRow } from './facts.service';

type JsonLdNode = Record<string, unknown>;

const ORGANIZATION_TYPES = new Set([
  'Organization',
  'Corporation',
  'LocalBusiness',
  'OnlineBusiness',
  'OnlineStore',
  'Store',
  'NGO',
  'EducationalOrganization',
]);

const JSON_LD_SCRIPT = /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi;

const typesOf = (node: JsonLdNode): string[] =>
  (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]).filter(
    (type): type is string => typeof type === 'string',
  );

/** Every object in the page's JSON-LD blocks, nested ones (an @graph's, a Product's offers) included. */
function jsonLdNodes(html: string): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      nodes.push(value as JsonLdNode);
      Object.values(value).forEach(visit);
    }
  };
  for (const [, block] of html.matchAll(JSON_LD_SCRIPT)) {
    try {
      visit(JSON.parse(block!));
    } catch {
      // A malformed block is skipped; the page's others may still be read.
    }
  }
  return nodes;
}

const textOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null && 'name' in value) return textOf(value.name);
  return null;
};

/** "Portland, Oregon, US" from a PostalAddress, a Place's address or a plain string. */
function placeText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value !== 'object' || value === null) return null;
  const node = value as JsonLdNode;
  if ('address' in node) return placeText(node.address);
  const parts = [node.addressLocality, node.addressRegion, node.addressCountry].map(textOf).filter(Boolean);
  return parts.length ? parts.join(', ') : textOf(node);
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);

/** A price fact from an Offer (or AggregateOffer: its lowest price) of a product named `product`. */
function offerFact(offer: JsonLdNode, product: string | null, sourceUrl: string): BrandFactInput | null {
  const price = textOf(offer.price ?? offer.lowPrice);
  const currency = textOf(offer.priceCurrency);
  if (price === null || currency === null) return null;
  const from = offer.price === undefined;
  const name = product ? slug(product) : '';
  return {
    key: [name, 'price', from ? 'from' : ''].filter(Boolean).join('_'),
    label: `${product ?? 'Price'}${product ? ', price' : ''}${from ? ' from' : ''}`,
    kind: 'MONEY',
    value: price,
    currency,
    sourceUrl,
  };
}

/** The facts a page's JSON-LD states, checked as a typed fact is; what does not pass is left out. */
export function factsFromJsonLd(html: string, sourceUrl: string): BrandFactInput[] {
  const facts: BrandFactInput[] = [];
  for (const node of jsonLdNodes(html)) {
    const types = typesOf(node);
    if (types.some((type) => ORGANIZATION_TYPES.has(type))) {
      const founded = /^\d{4}/.exec(textOf(node.foundingDate) ?? '')?.[0];
      if (founded) facts.push({ key: 'founded', label: 'Founded', kind: 'YEAR', value: founded, sourceUrl });
      const where = placeText(node.address ?? node.location);
      if (where)
        facts.push({ key: 'headquarters', label: 'Headquarters', kind: 'TEXT', value: where, sourceUrl });
    }
    if (types.includes('Product'))
      for (const offer of [node.offers].flat())
        if (typeof offer === 'object' && offer !== null) {
          const fact = offerFact(offer as JsonLdNode, textOf(node.name), sourceUrl);
          if (fact) facts.push(fact);
        }
    if (types.includes('Offer') && node.itemOffered !== undefined) {
      const fact = offerFact(node, textOf(node.itemOffered), sourceUrl);
      if (fact) facts.push(fact);
    }
  }
  const byKey = new Map<string, BrandFactInput>();
  for (const fact of facts)
    if (brandFactInput.safeParse(fact).success && !byKey.has(fact.key)) byKey.set(fact.key, fact);
  return [...byKey.values()];
}

/** The home page's HTML, or why it was not read. */
async function homePage(
  scope: BrandScope,
  ctx: Pick<RequestContext, 'resolveHost'>,
): Promise<{ url: string; html: string } | { notRead: string }> {
  if (!scope.config.SUGGESTIONS_FETCH)
    return { notRead: 'This server does not read websites (SUGGESTIONS_FETCH is off).' };
  const website = (await viewerBrand(scope))?.website;
  if (!website) return { notRead: 'The brand has no website: set it in Settings first.' };
  try {
    const page = await fetchPage(website, { timeoutMs: 4000, resolve: ctx.resolveHost });
    if (page.status >= 400 || !page.body) return { notRead: `${website} answered ${page.status}.` };
    return { url: page.url, html: page.body };
  } catch (error) {
    return { notRead: `${website} could not be read: ${(error as Error).message}.` };
  }
}

/** Reads the brand's website and stores what its JSON-LD states as SUGGESTED facts. */
export async function suggestBrandFacts(
  scope: BrandScope,
  ctx: Pick<RequestContext, 'config' | 'ip' | 'viewer' | 'resolveHost'>,
): Promise<{ facts: BrandFactRow[]; notRead: string | null }> {
  requireRole(scope, 'EDITOR', 'changing the fact sheet');
  checkSuggestionLimit(ctx);
  const page = await homePage(scope, ctx);
  if ('notRead' in page) return { facts: [], notRead: page.notRead };
  const suggestions = factsFromJsonLd(page.html, page.url).map((fact) => ({
    ...brandFactInput.parse(fact),
    status: 'SUGGESTED' as const,
  }));
  return { facts: await storeSuggestedFacts(scope, suggestions), notRead: null };
}
