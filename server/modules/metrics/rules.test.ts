import { describe, expect, test } from 'vitest';
import {
  AGGREGATE_GROUP_KEY,
  companyRank,
  displayCompanyRank,
  rankBrands,
  groupKey,
  isWithinWindow,
  promptCountsByGroup,
  promptVisibilityStatus,
  topDomainInsight,
  topicBreakdown,
  mostCitedSources,
  visibilityPercent,
  windowStart,
} from './rules';

describe('visibilityPercent', () => {
  test('is impressions over the denominator to one decimal', () => {
    expect(visibilityPercent(7, 24)).toBe(29.2);
    expect(visibilityPercent(24, 24)).toBe(100);
  });
  test('is 0 with no history', () => {
    expect(visibilityPercent(null, 24)).toBe(0);
    expect(visibilityPercent(undefined, undefined)).toBe(0);
  });
  test('falls back to 40 prompts on the overview and to a given count elsewhere', () => {
    expect(visibilityPercent(10, null)).toBe(25);
    expect(visibilityPercent(10, 0)).toBe(25);
    expect(visibilityPercent(10, undefined, 20)).toBe(50);
  });
});

test('prompt status thresholds are 70 and 40', () => {
  expect(promptVisibilityStatus(100)).toBe('GREAT');
  expect(promptVisibilityStatus(70)).toBe('GREAT');
  expect(promptVisibilityStatus(69.9)).toBe('MEDIUM');
  expect(promptVisibilityStatus(40)).toBe('MEDIUM');
  expect(promptVisibilityStatus(39.9)).toBe('POOR');
  expect(promptVisibilityStatus(0)).toBe('POOR');
});

describe('group keys', () => {
  test('lowercase, strip punctuation, hyphenate', () => {
    expect(groupKey('Product Management')).toBe('product-management');
    expect(groupKey("Investors' Q&A: 2026!")).toBe('investors-qa-2026');
    expect(groupKey('  API  ')).toBe('api');
  });
  test('counts distinct questions per group plus the aggregate total', () => {
    const counts = promptCountsByGroup([
      { group: 'API', question: 'a' },
      { group: 'API', question: 'a' },
      { group: 'API', question: 'b' },
      { group: 'Product Management', question: 'c' },
    ]);
    expect(counts).toEqual({ api: 2, 'product-management': 1, [AGGREGATE_GROUP_KEY]: 3 });
  });
});

test('company rank above 5 shows as 0', () => {
  expect(displayCompanyRank(1)).toBe(1);
  expect(displayCompanyRank(5)).toBe(5);
  expect(displayCompanyRank(6)).toBe(0);
  expect(companyRank(10, [20, 15, 10, 3])).toBe(3);
  expect(companyRank(0, [1, 1, 1, 1, 1, 1])).toBe(7);
});

test('one ranking holds the brand and its competitors: true counts, the brand at its company rank', () => {
  const competitors = [
    { name: 'Kong', mentions: 2906 },
    { name: 'Apigee', mentions: 120 },
    { name: 'Tyk', mentions: 400 },
  ];
  const { brandRank, competitors: ranked } = rankBrands(500, competitors);
  expect(brandRank).toBe(2);
  expect(ranked.map((row) => [row.name, row.mentions, row.rank])).toEqual([
    ['Kong', 2906, 1],
    ['Tyk', 400, 3],
    ['Apigee', 120, 4],
  ]);
  // A tie ranks the brand first; ranks stay one sequence with no gap and no repeat.
  const tie = rankBrands(400, competitors);
  expect(tie.brandRank).toBe(2);
  expect(tie.competitors.map((row) => row.rank)).toEqual([1, 3, 4]);
  expect(rankBrands(0, competitors).brandRank).toBe(4);
});

test('top sources keeps the 10 most mentioned', () => {
  const sources = Array.from({ length: 14 }, (_, index) => ({
    url: `https://s${index}.example`,
    count: index,
  }));
  const top = mostCitedSources(sources);
  expect(top).toHaveLength(10);
  expect(top[0]!.count).toBe(13);
  expect(top.at(-1)!.count).toBe(4);
});

test('topic breakdown is rounded shares excluding the aggregate', () => {
  const shares = topicBreakdown([
    { name: 'API', impressions: 1 },
    { name: 'Bot', impressions: 2 },
    { name: 'Aggregate', impressions: 3 },
  ]);
  expect(shares.map((share) => [share.name, share.percentage])).toEqual([
    ['API', 33],
    ['Bot', 67],
  ]);
  expect(topicBreakdown([{ name: 'API', impressions: 0 }])[0]!.percentage).toBe(0);
});

test('week and month windows are the last 7 and 30 days including today', () => {
  expect(windowStart('ALL', '2026-11-21')).toBeNull();
  expect(windowStart('WEEK', '2026-11-21')).toBe('2026-11-15');
  expect(windowStart('MONTH', '2026-11-21')).toBe('2026-10-23');
  expect(isWithinWindow('2026-11-15', 'WEEK', '2026-11-21')).toBe(true);
  expect(isWithinWindow('2026-11-14', 'WEEK', '2026-11-21')).toBe(false);
  expect(isWithinWindow('2020-01-01', 'ALL', '2026-11-21')).toBe(true);
});

test("the Key Insight names the period's most cited domain, its share and its share before", () => {
  const current = [
    { domain: 'g2.com', citations: 30 },
    { domain: 'reddit.com', citations: 50 },
    { domain: 'docs.example.com', citations: 20 },
  ];
  const previous = [
    { domain: 'reddit.com', citations: 20 },
    { domain: 'g2.com', citations: 60 },
  ];
  expect(topDomainInsight(current, previous)).toEqual({
    domain: 'reddit.com',
    citations: 50,
    totalCitations: 100,
    domains: 3,
    share: 50,
    previousShare: 25,
  });
  expect(topDomainInsight(current, [])?.previousShare).toBeNull();
  expect(topDomainInsight([], previous)).toBeNull();
});
