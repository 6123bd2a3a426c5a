/**
 * The Action Center tools also reachable under routes prefixed with the brand's name, e.g.
 * /dashboard/action/quillstack-generate, linked from the sidebar under the brand.
 */
export const BRAND_TOOLS = [
  { path: 'generate', label: 'Generate Content' },
  { path: 'comparison', label: 'Content Comparison' },
  { path: 'sources', label: 'Top Sources' },
  { path: 'llms-txt', label: 'LLMS.TXT Manager' },
] as const;

export type BrandTool = (typeof BRAND_TOOLS)[number]['path'];

/** The brand's name as a URL prefix: "Lumen Peak Capital" → "lumen-peak-capital". */
export const brandSlug = (brand: string) =>
  brand
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'brand';

export const brandToolPath = (brand: string, tool: BrandTool) =>
  `/dashboard/action/${brandSlug(brand)}-${tool}`;

/** The tool a brand-prefixed path segment names, or null when the prefix is not this brand's. */
export function brandToolOf(segment: string, brand: string): BrandTool | null {
  const prefix = `${brandSlug(brand)}-`;
  if (!segment.startsWith(prefix)) return null;
  const tool = segment.slice(prefix.length);
  return BRAND_TOOLS.find((t) => t.path === tool)?.path ?? null;
}
