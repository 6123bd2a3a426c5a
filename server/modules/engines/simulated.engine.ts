import type {
  AnswerEngine,
  AskInput,
  Citation,
  CompetitorInfo,
  EngineAnswer,
  Platform,
} from './engine.types';
import { hashStrings, seededRandom, stableOffset, type Random } from './prng';
import { VOCABULARY, verticalFor, type Tone, type VerticalVocabulary } from './simulated.vocabulary';

/**
 * The simulated answer engine: plausible markdown answers, deterministic per (prompt, platform, day,
 * sample). The brand is named at a rate that differs per platform and drifts slowly over the days, so
 * charts have shape; competitors have their own rates; sentences about the brand carry positive, neutral
 * or negative wording; 2-6 sources are cited from a stable pool per question.
 */

interface PlatformProfile {
  model: string;
  /** Mean probability that the brand is named in a generic answer. */
  brandRate: number;
  /** Phase of the slow drift, so platforms do not move in lockstep. */
  phase: number;
  /** Tone weights for sentences about the brand. */
  tone: Record<Tone, number>;
  /** Style weights: numbered list, bullets, table, prose. */
  styles: Record<Style, number>;
  /** How citations show in the text. */
  citationStyle: 'markers' | 'inline-links' | 'none' | 'source-list';
  /** Probability that a run fails (timeout, rate limit): failures must be stored as failures. */
  failureRate: number;
}

type Style = 'numbered' | 'bullets' | 'table' | 'prose';

const PROFILES: Record<Platform, PlatformProfile> = {
  chatgpt: {
    model: 'gpt-4o-search (simulated)',
    brandRate: 0.56,
    phase: 0.4,
    tone: { positive: 0.55, neutral: 0.32, negative: 0.13 },
    styles: { numbered: 0.5, bullets: 0.2, table: 0.2, prose: 0.1 },
    citationStyle: 'inline-links',
    failureRate: 0.01,
  },
  perplexity: {
    model: 'sonar-pro (simulated)',
    brandRate: 0.63,
    phase: 2.1,
    tone: { positive: 0.48, neutral: 0.4, negative: 0.12 },
    styles: { numbered: 0.35, bullets: 0.35, table: 0.15, prose: 0.15 },
    citationStyle: 'markers',
    failureRate: 0.015,
  },
  gemini: {
    model: 'gemini-2.5-flash (simulated)',
    brandRate: 0.44,
    phase: 4.0,
    tone: { positive: 0.45, neutral: 0.37, negative: 0.18 },
    styles: { numbered: 0.3, bullets: 0.35, table: 0.25, prose: 0.1 },
    citationStyle: 'none',
    failureRate: 0.02,
  },
  claude: {
    model: 'claude-sonnet-4.5 (simulated)',
    brandRate: 0.5,
    phase: 5.3,
    tone: { positive: 0.5, neutral: 0.38, negative: 0.12 },
    styles: { numbered: 0.3, bullets: 0.25, table: 0.1, prose: 0.35 },
    citationStyle: 'source-list',
    failureRate: 0.01,
  },
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function dayNumber(day: string): number {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) throw new Error(`Invalid day: ${day}`);
  return Math.floor(time / 86_400_000);
}

/** A slow wave in [-1, 1]: a mix of ~2-month and ~10-day periods, shifted by phase. */
function drift(day: number, phase: number): number {
  return (
    0.75 * Math.sin((2 * Math.PI * day) / 61 + phase) + 0.25 * Math.sin((2 * Math.PI * day) / 11 + phase * 3)
  );
}

function mentionsName(text: string, names: string[]): boolean {
  const lower = text.toLowerCase();
  return names.some((name) => name.length > 1 && lower.includes(name.toLowerCase()));
}

/** Probability that the brand is named in this answer. */
export function brandRateFor(platform: Platform, input: Pick<AskInput, 'prompt' | 'brand' | 'day'>): number {
  const profile = PROFILES[platform];
  if (mentionsName(input.prompt, [input.brand.name, ...input.brand.aliases])) return 0.93;
  const day = dayNumber(input.day);
  const rate =
    profile.brandRate +
    0.1 * drift(day, profile.phase) +
    0.05 * Math.sin((2 * Math.PI * day) / 180 + profile.phase) +
    0.22 * stableOffset('prompt', input.brand.name, input.prompt);
  return clamp(rate, 0.04, 0.96);
}

function competitorRate(platform: Platform, competitor: CompetitorInfo, prompt: string, day: string): number {
  const base = 0.15 + 0.3 * ((hashStrings('competitor', competitor.name) % 1000) / 1000);
  const phase = (hashStrings('phase', competitor.name, platform) % 628) / 100;
  const rate =
    base + 0.08 * drift(dayNumber(day), phase) + 0.15 * stableOffset('cprompt', competitor.name, prompt);
  return clamp(rate, 0.03, 0.9);
}

const STOP_WORDS = new Set(
  'a an the and or for of to in on with what which who whose how is are best top do does can should i my our we you your it its vs versus from by at as be most good better than that this there their them about into'.split(
    ' ',
  ),
);

function keywordSlug(prompt: string): string {
  const words = prompt
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !STOP_WORDS.has(word));
  return words.slice(0, 5).join('-') || 'overview';
}

export function hostOf(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`);
    return url.hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

function fillTemplate(template: string, slug: string, random: Random): string {
  const hex = () => random.int(0, 0xffffffff).toString(16).padStart(8, '0');
  return template
    .replaceAll('{slug_}', slug.replaceAll('-', '_'))
    .replaceAll('{slug}', slug)
    .replaceAll('{id}', random.int(0, 36 ** 6).toString(36))
    .replaceAll('{num}', String(random.int(30_000_000, 45_000_000)))
    .replaceAll('{mm}', String(random.int(1, 10)).padStart(2, '0'))
    .replaceAll('{dd}', String(random.int(1, 28)).padStart(2, '0'))
    .replaceAll('{hex4}', hex().slice(0, 4))
    .replaceAll('{hex}', hex().slice(0, 12))
    .replaceAll('{author}', random.pick(['mkaplan', 'devrel', 'sarah_builds', 'apiweekly', 'cloudnotes']))
    .replaceAll('{video}', hex().slice(0, 11));
}

function titleFor(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^www\./, '');
  const last = parsed.pathname.split('/').filter(Boolean).pop() ?? '';
  const words = last
    .replace(/[-_]+/g, ' ')
    .replace(/\b[0-9a-f]{4,}\b/g, '')
    .trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)} | ${host}` : host;
}

/**
 * The stable pool of sources for one question: a few category-wide pages (shared by questions with the
 * same leading keywords), question-specific articles, the brand's own pages and competitors' pages.
 * Ordered by how likely an answer is to cite them.
 */
function sourcePool(input: AskInput, vocabulary: VerticalVocabulary): Citation[] {
  const key = [
    input.brand.name,
    input.brand.website ?? '',
    input.prompt,
    ...input.competitors.map((c) => c.website ?? ''),
  ].join('\u0001');
  const cached = poolCache.get(key);
  if (cached) return cached;
  const pool = buildSourcePool(input, vocabulary).map((url) => ({ url, title: titleFor(url) }));
  if (poolCache.size >= 5000) poolCache.clear();
  poolCache.set(key, pool);
  return pool;
}

/** Pools are fixed per question; building them is the costly part of an answer, so they are memoised. */
const poolCache = new Map<string, Citation[]>();

function buildSourcePool(input: AskInput, vocabulary: VerticalVocabulary): string[] {
  const slug = keywordSlug(input.prompt);
  const category = vocabulary.categories.find((c) => c.match.test(input.prompt)) ?? vocabulary.categories[0];
  const categorySlug = category?.slug ?? 'overview';
  const random = seededRandom('pool', input.brand.name, input.prompt);
  const pool: string[] = [];
  // The category's shared pages (same URLs for every question of the category), in a per-question order.
  const categoryRandom = seededRandom('category', categorySlug);
  const shared = vocabulary.globalSources.map((template) =>
    fillTemplate(template, categorySlug, categoryRandom),
  );
  pool.push(...random.shuffle(shared).slice(0, 4));
  for (const template of random.shuffle(vocabulary.promptSources).slice(0, 2)) {
    pool.push(fillTemplate(template, slug, random));
  }
  const own = hostOf(input.brand.website);
  if (own) {
    for (const path of random.shuffle(vocabulary.ownPaths).slice(0, 2)) {
      pool.splice(random.int(3, pool.length), 0, `https://${own}${fillTemplate(path, categorySlug, random)}`);
    }
  }
  for (const competitor of random.shuffle(input.competitors).slice(0, 2)) {
    const host = hostOf(competitor.website);
    if (host)
      pool.push(`https://${host}${fillTemplate(random.pick(vocabulary.ownPaths), categorySlug, random)}`);
  }
  return pool;
}

function pickCitations(pool: Citation[], random: Random): Citation[] {
  // 2-6 citations, most answers citing 2-4.
  const count = Math.min(
    pool.length,
    random.weighted([
      [2, 0.3],
      [3, 0.3],
      [4, 0.2],
      [5, 0.12],
      [6, 0.08],
    ] as const),
  );
  const chosen = new Set<Citation>();
  // Earlier pool entries are cited more often (roughly Zipf), so "top sources" emerge over time.
  const weighted = pool.map((citation, index) => [citation, 1 / (index + 1) ** 0.8] as const);
  for (let attempts = 0; chosen.size < count && attempts < 50; attempts++)
    chosen.add(random.weighted(weighted));
  return [...chosen].map((citation) => ({ ...citation }));
}

function pickTone(random: Random, weights: Record<Tone, number>): Tone {
  return random.weighted(Object.entries(weights) as [Tone, number][]);
}

/** A description sentence; within one answer the same template is not used twice while others remain. */
function describe(
  name: string,
  tone: Tone,
  vocabulary: VerticalVocabulary,
  random: Random,
  used: Set<string>,
): string {
  const fresh = vocabulary.descriptions[tone].filter((template) => !used.has(template));
  const template = random.pick(fresh.length > 0 ? fresh : vocabulary.descriptions[tone]);
  used.add(template);
  return template.replaceAll('{B}', name);
}

interface NamedEntity {
  name: string;
  isBrand: boolean;
  tone: Tone;
}

function renderBody(
  style: Style,
  entities: NamedEntity[],
  vocabulary: VerticalVocabulary,
  random: Random,
): string[] {
  const lines: string[] = [];
  const used = new Set<string>();
  const sentence = (entity: NamedEntity) => describe(entity.name, entity.tone, vocabulary, random, used);
  switch (style) {
    case 'numbered':
      entities.forEach((entity, index) => {
        lines.push(`${index + 1}. **${entity.name}**: ${sentence(entity)}`);
      });
      break;
    case 'bullets':
      for (const entity of entities) lines.push(`- **${entity.name}** - ${sentence(entity)}`);
      break;
    case 'table': {
      const [a, b, c] = vocabulary.tableHeader;
      lines.push(`| ${a} | ${b} | ${c} |`, '|---|---|---|');
      for (const entity of entities) {
        lines.push(
          `| ${entity.name} | ${random.pick(vocabulary.bestFor)} | ${random.pick(vocabulary.thirdColumn)} |`,
        );
      }
      lines.push('', '**Notes:**', '');
      for (const entity of entities) lines.push(`- ${sentence(entity)}`);
      break;
    }
    case 'prose': {
      const paragraph: string[] = [];
      for (const entity of entities) paragraph.push(sentence(entity));
      for (let i = 0; i < paragraph.length; i += 2) lines.push(paragraph.slice(i, i + 2).join(' '), '');
      break;
    }
  }
  return lines;
}

export function createSimulatedEngine(platform: Platform): AnswerEngine {
  const profile = PROFILES[platform];
  return {
    platform,
    engine: 'simulated',
    model: profile.model,
    simulated: true,
    async ask(input: AskInput): Promise<EngineAnswer> {
      return simulateAnswer(platform, input);
    },
  };
}

/** The synchronous core of the simulated engine (exported for tests and benchmarks). */
export function simulateAnswer(platform: Platform, input: AskInput): EngineAnswer {
  const profile = PROFILES[platform];
  const random = seededRandom(
    'answer',
    platform,
    input.prompt,
    input.day,
    String(input.sample),
    input.brand.name,
  );
  if (random.chance(profile.failureRate)) {
    throw new Error(
      random.pick(['Upstream timeout after 60s (HTTP 504)', 'Rate limited (HTTP 429)', 'Empty response']),
    );
  }
  const vocabulary = VOCABULARY[verticalFor(input.prompt, input.brand.name)];

  const brandVisible = random.chance(brandRateFor(platform, input));
  const entities: NamedEntity[] = [];
  for (const competitor of input.competitors) {
    if (random.chance(competitorRate(platform, competitor, input.prompt, input.day))) {
      entities.push({
        name: competitor.name,
        isBrand: false,
        tone: pickTone(random, { positive: 0.45, neutral: 0.45, negative: 0.1 }),
      });
    }
  }
  const trackedNames = new Set(
    [input.brand.name, ...input.competitors.map((c) => c.name)].map((n) => n.toLowerCase()),
  );
  const fillers = vocabulary.fillers.filter((name) => !trackedNames.has(name.toLowerCase()));
  while (entities.length + (brandVisible ? 1 : 0) < 3 && fillers.length > 0) {
    const filler = fillers.splice(random.int(0, fillers.length - 1), 1)[0] as string;
    entities.push({ name: filler, isBrand: false, tone: 'neutral' });
  }
  const ordered = random.shuffle(entities).slice(0, 7);
  if (brandVisible) {
    // The brand tends to appear in the upper half of lists.
    const slot = Math.min(ordered.length, Math.floor(random.next() ** 1.6 * (ordered.length + 1)));
    ordered.splice(slot, 0, { name: input.brand.name, isBrand: true, tone: pickTone(random, profile.tone) });
  }

  const style = random.weighted(Object.entries(profile.styles) as [Style, number][]);
  const lines: string[] = [];
  lines.push(random.pick(vocabulary.intros).replaceAll('{P}', input.prompt.replace(/\s+/g, ' ').trim()), '');
  lines.push(...renderBody(style, ordered, vocabulary, random));
  if (lines[lines.length - 1] !== '') lines.push('');

  const first = ordered[0];
  const second = ordered[1] ?? ordered[0];
  if (first && second) {
    lines.push(
      random
        .pick(vocabulary.closings)
        .replaceAll('{A}', `**${first.name}**`)
        .replaceAll('{C}', `**${second.name}**`),
    );
  }

  const citations = pickCitations(sourcePool(input, vocabulary), random);
  let text = lines.join('\n').trim();
  switch (profile.citationStyle) {
    case 'markers':
      text = text
        .split('\n')
        .map((line) =>
          line.length > 40 && random.chance(0.5) ? `${line} [${random.int(1, citations.length)}]` : line,
        )
        .join('\n');
      break;
    case 'inline-links': {
      const cited = citations[0];
      if (cited && random.chance(0.6)) {
        const host = new URL(cited.url).hostname.replace(/^www\./, '');
        text += ` ([${host}](${cited.url}))`;
      }
      break;
    }
    case 'source-list':
      if (random.chance(0.5)) text += `\n\nSources:\n${citations.map((c) => `- ${c.url}`).join('\n')}`;
      break;
    case 'none':
      break;
  }
  // Now and then an answer points at the brand's own docs in plain text, without a citation.
  const own = hostOf(input.brand.website);
  if (own && brandVisible && random.chance(0.08)) text += `\n\nMore details: https://${own}/docs`;

  return { text, citations, model: profile.model };
}

/** One simulated engine per platform. */
export function createSimulatedEngines(platforms: readonly Platform[]): AnswerEngine[] {
  return platforms.map(createSimulatedEngine);
}
