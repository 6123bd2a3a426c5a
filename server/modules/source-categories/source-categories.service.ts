import { sourceDomain } from '../../../graphql/shared/input-rules';
import { SOURCE_CATEGORY_LABELS } from '../../../graphql/shared/source-categories';
import { announceDataChanged } from '../../db/data-changed';
import { cachedRead } from '../../lib/cache';
import { parseOrRefuse } from '../../lib/input';
import { accountSettings, audited } from '../brands';
import { type BrandScope } from '../../scope';
import { type FigureRange, sourceCounts } from '../metrics';
import { domainOf } from '../../core/analysis';
import {
  categorizeDomain,
  SOURCE_CATEGORIES,
  type CategoryContext,
  type SourceCategory,
} from './source-categories.rules';
import {
  deleteSourceCategoryOverride,
  listSourceCategoryOverrides,
  upsertSourceCategoryOverride,
} from './source-categories.store';
import { requireRole } from '../../scope';

/** What the rules need to know about the account: its site, its competitors' sites, its overrides. */
export function categoryContext(scope: BrandScope): Promise<CategoryContext> {
  return cachedRead(scope, 'source-category-context', async () => {
    const { brand, competitorWebsites, sourceCategoryOverrides } = await accountSettings(scope);
    return {
      brandDomain: domainOf(brand?.website),
      competitorDomains: competitorWebsites.flatMap((website) => domainOf(website) ?? []),
      overrides: new Map(sourceCategoryOverrides.map((row) => [row.domain, row.category])),
    };
  });
}

export async function sourceCategory(scope: BrandScope, domain: string): Promise<SourceCategory> {
  return categorizeDomain(domain, await categoryContext(scope));
}

/** One topic's citations per kind of source in a range: every kind, largest first, shares of the total. */
export async function citationsByCategory(scope: BrandScope, topicId: string, range: FigureRange) {
  const [{ byDomain: rows }, context] = await Promise.all([
    sourceCounts(scope, topicId, range),
    categoryContext(scope),
  ]);
  const totals = new Map<SourceCategory, number>(SOURCE_CATEGORIES.map((category) => [category, 0]));
  for (const row of rows) {
    const category = categorizeDomain(row.domain, context);
    totals.set(category, totals.get(category)! + row.count);
  }
  const all = [...totals.values()].reduce((sum, n) => sum + n, 0);
  return SOURCE_CATEGORIES.map((category) => ({
    category,
    label: SOURCE_CATEGORY_LABELS[category],
    citations: totals.get(category)!,
    share: all === 0 ? 0 : Math.round((totals.get(category)! / all) * 1000) / 10,
  })).sort(
    (a, b) =>
      b.citations - a.citations ||
      SOURCE_CATEGORIES.indexOf(a.category) - SOURCE_CATEGORIES.indexOf(b.category),
  );
}

export function sourceCategoryOverrides(scope: BrandScope) {
  return listSourceCategoryOverrides(scope.db, scope.brandId);
}

/** Sets, or with a null category removes, the account's word on a domain; every screen follows at once. */
export async function setSourceCategory(
  scope: BrandScope,
  input: { domain: string; category?: SourceCategory | null },
) {
  requireRole(scope, 'EDITOR', 'correcting source categories');
  const domain = parseOrRefuse(sourceDomain, input.domain);
  const category = input.category;
  await audited(
    scope,
    'correction.source_category',
    () => `${domain}: ${category ?? 'automatic'}`,
    (tx) =>
      category
        ? upsertSourceCategoryOverride(tx, scope.brandId, domain, category)
        : deleteSourceCategoryOverride(tx, scope.brandId, domain),
  );
  await announceDataChanged(scope);
  return { overrides: await sourceCategoryOverrides(scope) };
}
