/**
 * Source categories: the built-in rules, and through GraphQL on the demo account the citation share by
 * kind of source, each top source's kind, and an override in Settings that moves a domain between kinds.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signIn } from '../../test/http';
import { categorizeDomain, type CategoryContext } from './source-categories.rules';

describe('the rules', () => {
  const context: CategoryContext = {
    brandDomain: 'acme.io',
    competitorDomains: ['rival.com'],
    overrides: new Map([['reddit.com', 'editorial']]),
  };
  test.each([
    ['acme.io', 'owned'],
    ['docs.acme.io', 'owned'],
    ['www.rival.com', 'competitor'],
    ['blog.rival.com', 'competitor'],
    ['old.reddit.com', 'editorial'],
    ['reddit.com', 'editorial'],
    ['stackoverflow.com', 'user_generated'],
    ['g2.com', 'user_generated'],
    ['forbes.com', 'editorial'],
    ['en.wikipedia.org', 'reference'],
    ['docs.python.org', 'reference'],
    ['nist.gov', 'reference'],
    ['cs.stanford.edu', 'reference'],
    ['zapier.com', 'other'],
    ['notreddit.com', 'other'],
  ])('%s is %s', (domain, expected) => {
    expect(categorizeDomain(domain, context)).toBe(expected);
  });
});

describe('through GraphQL', () => {
  let server: TestServer;
  let token = '';
  let fundToken = '';
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    token = await signIn(server.url, 'demo@example.com');
    fundToken = await signIn(server.url, 'fund@example.com');
  }, 120_000);
  afterAll(() => server?.close());

  const gql = async (query: string, variables: Record<string, unknown> = {}, as = token) =>
    (await graphql<any>(server.url, query, variables, as)).body;

  const FIGURES = `{ overview(period: { preset: LAST_30_DAYS }) { metrics {
    citationsByCategory { category label citations share }
    topSources { url domain count citationShare category }
  } } }`;
  const figures = async (as = token) => {
    const body = await gql(FIGURES, {}, as);
    expect(body.errors).toBeUndefined();
    return body.data.overview.metrics as {
      citationsByCategory: { category: string; label: string; citations: number; share: number }[];
      topSources: { url: string; domain: string; count: number; citationShare: number; category: string }[];
    };
  };
  const citationsOf = (rows: { category: string; citations: number }[], category: string) =>
    rows.find((row) => row.category === category)!.citations;
  const SET = `mutation($input: SetSourceCategoryInput!) { setSourceCategory(input: $input) { overrides { domain category } } }`;

  test('every citation counts once, under one kind; each top source names its kind', async () => {
    const { citationsByCategory, topSources } = await figures();
    expect(citationsByCategory.map((row) => row.category).sort()).toEqual([
      'COMPETITOR',
      'EDITORIAL',
      'OTHER',
      'OWNED',
      'REFERENCE',
      'USER_GENERATED',
    ]);
    const total = citationsByCategory.reduce((sum, row) => sum + row.citations, 0);
    expect(total).toBeGreaterThan(0);
    // The same denominator as Top Sources' citation share.
    for (const source of topSources)
      expect(source.citationShare).toBeCloseTo((source.count / total) * 100, 1);
    expect(citationsByCategory.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(100, 0);
    expect(topSources.find((s) => s.domain === 'quillstack.io')?.category).toBe('OWNED');
    expect(topSources.find((s) => s.domain === 'reddit.com')?.category).toBe('USER_GENERATED');
    for (const source of topSources)
      expect(citationsOf(citationsByCategory, source.category)).toBeGreaterThanOrEqual(source.count);
  });

  test('with a window, the kinds count the citations topSources(window) counts', async () => {
    const body = await gql(`{ overview { metrics {
      week: citationsByCategory(window: WEEK) { citations }
      weekSources: topSources(window: WEEK) { count citationShare }
      all: citationsByCategory { citations }
    } } }`);
    expect(body.errors).toBeUndefined();
    const { week, weekSources, all } = body.data.overview.metrics;
    const total = (rows: { citations: number }[]) => rows.reduce((sum, row) => sum + row.citations, 0);
    expect(total(week)).toBeGreaterThan(0);
    expect(total(week)).toBeLessThan(total(all));
    for (const source of weekSources)
      expect(source.citationShare).toBeCloseTo((source.count / total(week)) * 100, 1);
  });

  test('an override moves a domain between kinds on every figure, for this account only, and can be removed', async () => {
    const before = await figures();
    const fundBefore = await figures(fundToken);
    const reddit = before.topSources.filter((s) => s.domain === 'reddit.com');
    expect(reddit.length).toBeGreaterThan(0);

    const set = await gql(SET, { input: { domain: 'https://www.Reddit.com/r/SaaS', category: 'EDITORIAL' } });
    expect(set.errors).toBeUndefined();
    expect(set.data.setSourceCategory.overrides).toEqual([{ domain: 'reddit.com', category: 'EDITORIAL' }]);
    const after = await figures();
    expect(after.topSources.filter((s) => s.domain === 'reddit.com').map((s) => s.category)).toEqual(
      reddit.map(() => 'EDITORIAL'),
    );
    const moved =
      citationsOf(after.citationsByCategory, 'EDITORIAL') -
      citationsOf(before.citationsByCategory, 'EDITORIAL');
    expect(moved).toBeGreaterThanOrEqual(reddit.reduce((sum, s) => sum + s.count, 0));
    expect(
      citationsOf(before.citationsByCategory, 'USER_GENERATED') -
        citationsOf(after.citationsByCategory, 'USER_GENERATED'),
    ).toBe(moved);
    expect(await figures(fundToken)).toEqual(fundBefore);
    expect(
      (await gql('{ sourceCategoryOverrides { domain } }', {}, fundToken)).data.sourceCategoryOverrides,
    ).toEqual([]);

    const removed = await gql(SET, { input: { domain: 'reddit.com', category: null } });
    expect(removed.data.setSourceCategory.overrides).toEqual([]);
    expect(await figures()).toEqual(before);
  });

  test('a domain that is not one is refused with the rule’s words', async () => {
    for (const domain of ['', 'not a domain', 'localhost']) {
      const body = await gql(SET, { input: { domain, category: 'OTHER' } });
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toMatch(/^Enter a domain/);
    }
    expect((await gql('{ sourceCategoryOverrides { domain } }')).data.sourceCategoryOverrides).toEqual([]);
  });
});
