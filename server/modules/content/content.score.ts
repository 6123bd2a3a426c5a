/**
 * GEO content scores (0-100, the one scale of Content Comparison and Generate Content) for an article's text, named after the content methods of
 * Aggarwal et al., "GEO: Generative Engine Optimization" (KDD 2024): Cite Sources, Quotation
 * Addition, Statistics Addition, Technical Terms, Authoritative, Fluency Optimization. The paper
 * measures what each method gains; these scores measure how much of each method a text already uses.
 *
 * What the writer still has to fill is not content: [placeholders] such as "[add a statistic and its
 * source]" are read as absent (a citation marker such as [1] stays), and dates (2026-11-28) are not
 * statistics. Headings, list items and table rows are structure, not sentences: fluency reads the prose.
 *
 * Counts are taken per 250 words (`density`), then saturated: sat(d, k) = 10 × (1 − e^(−d / k)), so the
 * first few signals count most and no text can run past 10; each score is then × 10, a whole number 0-100.
 *
 * - citations:      URLs, [n] markers, "(Author, 2023)" references, "according to", "source:"; k = 1.5
 * - quotations:     quoted passages of 3+ words ("…", “…”); k = 1
 * - statistics:     percentages, money, multipliers (3x), numbers with units or scale words,
 *                   decimals, and other numbers except bare years; k = 3
 * - technicalTerms: acronyms (2-6 capitals), words from a domain lexicon, hyphenated compounds; k = 6
 * - authoritativeness: 5 + 1.5 × (assertive, evidence phrases per 250 words) − 2 × (hedges per 250
 *                   words) + 0.3 × citations score, clamped to 0-10
 * - fluency:        10 − 0.25 × (distance of the mean sentence length from 12-24 words) − 6 × (share of
 *                   sentences over 40 words) − 20 × (share of immediately repeated words), clamped; the
 *                   sentences of its prose lines (all lines when it has none)
 * An empty text (or one of placeholders only) scores 0 everywhere.
 */

export interface ContentScores {
  authoritativeness: number;
  citations: number;
  quotations: number;
  statistics: number;
  technicalTerms: number;
  fluency: number;
  words: number;
}

/** A 0-10 reading on the shared 0-100 scale, as a whole number. */
const toScale = (n: number) => Math.round(n * 10);
/** "[add a statistic and its source]": brackets holding a letter (a citation marker [12] holds none). */
const PLACEHOLDER = /\[[^\]\n]*\p{L}[^\]\n]*\]/gu;
/** A date written as a day (2026-11-28, 28/11/2026): a when, not a statistic. */
const DATE = /\b(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./]\d{1,2}[./]\d{4})\b/g;
/** Lines that are structure, not prose: headings, list items, table rows, quotes of a list. */
const STRUCTURE_LINE = /^\s*(?:#|[-*+]\s|\d+[.)]\s|\|)/;
const clamp10 = (n: number) => Math.max(0, Math.min(10, n));
const sat = (density: number, k: number) => 10 * (1 - Math.exp(-density / k));
const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

const CITATION_PATTERNS = [
  /\bhttps?:\/\/[^\s)]+/gi,
  /\[\d{1,3}\]/g,
  /\([A-Z][A-Za-z'’-]+(?: et al\.?| and [A-Z][A-Za-z'’-]+)?,? (?:19|20)\d{2}\)/g,
  /\baccording to\b/gi,
  /\bsources?:/gi,
  /\b(?:cited|reported|published) (?:by|in)\b/gi,
];
const QUOTE = /["“]([^"”]{3,400})["”]/g;
const STAT_PATTERNS = [
  /\d+(?:[.,]\d+)?\s?%/g,
  /[$€£]\s?\d[\d,.]*(?:\s?(?:[kKmMbB]|million|billion|thousand))?/g,
  /\b\d+(?:\.\d+)?x\b/gi,
  /\b\d[\d,.]*\s?(?:million|billion|thousand|percent|users|customers|companies|ms|seconds|minutes|hours|days|weeks|months|years|GB|MB|TB)\b/gi,
];
const TECH_LEXICON = new Set(
  (
    'api apis algorithm algorithms architecture benchmark benchmarks cache caching cloud compliance ' +
    'container containers dataset datasets deployment encryption endpoint endpoints framework ' +
    'frameworks gateway inference infrastructure integration kubernetes latency llm llms metadata ' +
    'microservices middleware model models optimization protocol protocols query queries retrieval ' +
    'runtime scalability schema sdk semantic serverless throughput tokenization vector embeddings ' +
    'authentication authorization observability orchestration pipeline pipelines webhook webhooks ' +
    'valuation equity liquidity portfolio diversification arr mrr ebitda cagr tam irr dpi tvpi ' +
    'term-sheet cap-table dilution vesting syndicate due-diligence'
  ).split(/\s+/),
);
const ASSERTIVE = [
  /\bresearch (?:shows|finds|found|indicates)\b/gi,
  /\b(?:studies|data|evidence|analysis|survey|report) (?:shows?|finds?|found|indicates?|confirms?|suggests?)\b/gi,
  /\b(?:proven|demonstrated|measured|verified|documented|peer-reviewed)\b/gi,
  /\b(?:experts?|analysts?|researchers) (?:say|agree|note|found|recommend)\b/gi,
  /\b(?:clearly|consistently|definitively|in fact)\b/gi,
];
const HEDGES =
  /\b(?:maybe|perhaps|possibly|might|could be|i think|i guess|i feel|sort of|kind of|probably|seems? to|not sure)\b/gi;

function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=["“A-Z0-9])/)
    .map((s) => s.trim())
    .filter((s) => /[a-z]/i.test(s));
}

/** The sentences fluency reads: those of the prose lines, each paragraph apart; every line's without prose. */
function fluencySentences(text: string): string[] {
  const lines = text.split('\n').filter((line) => line.trim());
  const prose = lines.filter((line) => !STRUCTURE_LINE.test(line));
  return (prose.length > 0 ? prose : lines).flatMap(splitSentences);
}

export function scoreContent(fullText: string): ContentScores {
  const text = fullText.replace(PLACEHOLDER, ' ');
  const words = text.match(/[\p{L}\p{N}](?:[\p{L}\p{N}'’-]|[.,]\p{N})*/gu) ?? [];
  if (words.length === 0)
    return {
      authoritativeness: 0,
      citations: 0,
      quotations: 0,
      statistics: 0,
      technicalTerms: 0,
      fluency: 0,
      words: 0,
    };
  const per250 = (n: number) => (n * 250) / Math.max(words.length, 50);

  const citationCount = CITATION_PATTERNS.reduce((sum, re) => sum + count(text, re), 0);
  const citations = sat(per250(citationCount), 1.5);

  const quotes = [...text.matchAll(QUOTE)].filter((m) => m[1]!.trim().split(/\s+/).length >= 3).length;
  const quotations = sat(per250(quotes), 1);

  // Numbers matched by a specific pattern count once; remaining numbers count unless they are bare years.
  let statText = text.replace(DATE, ' ');
  let statCount = 0;
  for (const re of STAT_PATTERNS) {
    statCount += count(statText, re);
    statText = statText.replace(re, ' ');
  }
  statCount += (statText.replace(/\[\d{1,3}\]/g, ' ').match(/\b\d[\d,.]*\b/g) ?? []).filter(
    (n) => !/^(?:19|20)\d{2}$/.test(n),
  ).length;
  const statistics = sat(per250(statCount), 3);

  const acronyms = count(text, /\b[A-Z]{2,6}s?\b/g);
  const lexicon = words.filter((w) => TECH_LEXICON.has(w.toLowerCase())).length;
  const compounds = count(text, /\b[a-z]+-(?:based|driven|native|level|time|scale|aware)\b/gi);
  const technicalTerms = sat(per250(acronyms + lexicon + compounds), 6);

  const assertive = ASSERTIVE.reduce((sum, re) => sum + count(text, re), 0);
  const hedges = count(text, HEDGES);
  const authoritativeness = clamp10(5 + 1.5 * per250(assertive) - 2 * per250(hedges) + 0.3 * citations);

  const sentences = fluencySentences(text);
  const lengths = sentences.map((s) => s.split(/\s+/).length);
  const mean = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  const distance = mean < 12 ? 12 - mean : mean > 24 ? mean - 24 : 0;
  const longShare = lengths.filter((n) => n > 40).length / Math.max(1, lengths.length);
  let repeats = 0;
  for (let i = 1; i < words.length; i++)
    if (words[i]!.toLowerCase() === words[i - 1]!.toLowerCase()) repeats++;
  const fluency = clamp10(10 - 0.25 * distance - 6 * longShare - 20 * (repeats / words.length));

  return {
    authoritativeness: toScale(authoritativeness),
    citations: toScale(citations),
    quotations: toScale(quotations),
    statistics: toScale(statistics),
    technicalTerms: toScale(technicalTerms),
    fluency: toScale(fluency),
    words: words.length,
  };
}

/** The most text the scorer accepts in one call. */
export const MAX_CONTENT_CHARS = 100_000;
