import type {
  AnswerEngine,
  AskInput,
  Citation,
  CompetitorInfo,
  EngineAnswer,
  Platform,
} from './engine.types';
import { categoryInSentence } from '../../lib/category-phrase';
import { hashStrings, seededRandom, stableOffset, type Random } from './prng';
import { type SpokenAspect, spokenAspects } from './simulated.aspects';
import { type FactShift, type StatedFact, statedFacts } from './simulated.facts';
import {
  AUTHORS,
  CLOSINGS,
  CONSIDERATIONS,
  DESCRIPTIONS,
  INTROS,
  KNOWN_FOR,
  NAMELESS_INTROS,
  REFUSALS,
  REVIEWERS_SAY,
  TABLE_HEADER,
  type Tone,
} from './simulated.phrases';

/**
 * The simulated answer engine: plausible markdown answers, deterministic per (seed, prompt, platform, day,
 * sample), in the words of the question, its topic, the brand and its competitors, whatever the category.
 * The brand is named at a rate that differs per platform and drifts slowly over the days, so charts have
 * shape; competitors have their own rates; sentences about the brand carry positive, neutral or negative
 * wording; 2-6 sources are cited from a stable pool per question: the brand's and competitors' sites and
 * general review, forum and reference sites. Now and then a platform refuses or fails, as real ones do.
 * Given the brand's facts, a share of the answers naming it state one or two of them (simulated.facts.ts);
 * a share of those naming a name speak of its aspects, with the tone it has on each (simulated.aspects.ts).
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
  /** Probability that the platform declines to answer. */
  refusalRate: number;
  /** The platform answers from its model alone: no web search, so no citations and no searches. */
  offline?: boolean;
  /** The platform cites its sources but reports no searches (Google's AI answers through DataForSEO). */
  noSearches?: boolean;
  /**
   * Share of searches the platform shows an answer for at all (Google shows an AI Overview for some searches
   * only); the rest are NO_ANSWER. Mostly fixed per prompt, now and then changing from one day to the next.
   */
  answerRate?: number;
  /** Share of the answers naming the brand that state some of its facts, when they are given. */
  factRate: number;
  /** Share of the answers naming a name (the brand, each competitor) that speak of its aspects. */
  aspectRate: number;
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
    refusalRate: 0.01,
    factRate: 0.45,
    aspectRate: 0.42,
  },
  perplexity: {
    model: 'sonar-pro (simulated)',
    brandRate: 0.63,
    phase: 2.1,
    tone: { positive: 0.48, neutral: 0.4, negative: 0.12 },
    styles: { numbered: 0.35, bullets: 0.35, table: 0.15, prose: 0.15 },
    citationStyle: 'markers',
    failureRate: 0.015,
    refusalRate: 0.005,
    factRate: 0.5,
    aspectRate: 0.45,
  },
  gemini: {
    model: 'gemini-2.5-flash (simulated)',
    brandRate: 0.44,
    phase: 4.0,
    tone: { positive: 0.45, neutral: 0.37, negative: 0.18 },
    styles: { numbered: 0.3, bullets: 0.35, table: 0.25, prose: 0.1 },
    citationStyle: 'none',
    failureRate: 0.02,
    refusalRate: 0.02,
    factRate: 0.4,
    aspectRate: 0.36,
  },
  claude: {
    model: 'claude-sonnet-4.5 (simulated)',
    brandRate: 0.5,
    phase: 5.3,
    tone: { positive: 0.5, neutral: 0.38, negative: 0.12 },
    styles: { numbered: 0.3, bullets: 0.25, table: 0.1, prose: 0.35 },
    citationStyle: 'source-list',
    failureRate: 0.01,
    refusalRate: 0.015,
    factRate: 0.42,
    aspectRate: 0.4,
  },
  grok: {
    model: 'grok-4-fast (simulated)',
    brandRate: 0.47,
    phase: 3.1,
    tone: { positive: 0.46, neutral: 0.38, negative: 0.16 },
    styles: { numbered: 0.4, bullets: 0.3, table: 0.15, prose: 0.15 },
    citationStyle: 'markers',
    failureRate: 0.015,
    refusalRate: 0.005,
    factRate: 0.38,
    aspectRate: 0.38,
  },
  deepseek: {
    model: 'deepseek-chat (simulated)',
    brandRate: 0.42,
    phase: 1.2,
    tone: { positive: 0.5, neutral: 0.38, negative: 0.12 },
    styles: { numbered: 0.45, bullets: 0.25, table: 0.15, prose: 0.15 },
    citationStyle: 'none',
    failureRate: 0.02,
    refusalRate: 0.03,
    factRate: 0.35,
    aspectRate: 0.34,
    offline: true,
  },
  google_ai_overview: {
    model: 'google-ai-overview (simulated)',
    brandRate: 0.4,
    phase: 2.7,
    tone: { positive: 0.42, neutral: 0.46, negative: 0.12 },
    styles: { numbered: 0.2, bullets: 0.45, table: 0.05, prose: 0.3 },
    citationStyle: 'none',
    failureRate: 0.01,
    refusalRate: 0,
    factRate: 0.35,
    aspectRate: 0.3,
    noSearches: true,
    // Google shows an AI Overview for a minority to half of the searches tracked.
    answerRate: 0.45,
  },
  google_ai_mode: {
    model: 'google-ai-mode (simulated)',
    brandRate: 0.52,
    phase: 0.9,
    tone: { positive: 0.47, neutral: 0.41, negative: 0.12 },
    styles: { numbered: 0.35, bullets: 0.35, table: 0.15, prose: 0.15 },
    citationStyle: 'none',
    failureRate: 0.01,
    refusalRate: 0.003,
    factRate: 0.4,
    aspectRate: 0.38,
    noSearches: true,
    // AI Mode nearly always answers.
    answerRate: 0.98,
  },
};

/** From `fromDay` on, the brand's mention probability for these prompts moves by `by` (e.g. 0.2). */
export interface MentionShift {
  /** The prompts' questions, as asked. */
  prompts: readonly string[];
  fromDay: string;
  by: number;
}

/**
 * From `fromDay` on, the platform's engine changes under the same prompts (a retrieval or ranking update,
 * with or without a new model id): each cited source is replaced by another with probability `share`, and
 * each competitor's draw (named or not) flips with probability `share`. Drawn from its own seeded stream, so
 * answers before the day, on other platforms and without the option stay byte-identical.
 */
export interface EngineDrift {
  platform: Platform;
  fromDay: string;
  /** 0–1. */
  share: number;
}

/** Where a drifted engine's replaced citations go: sources it did not cite before. */
const DRIFT_SOURCES = [
  'https://www.g2.com/categories/',
  'https://www.capterra.com/reviews/',
  'https://www.techradar.com/best/',
  'https://www.pcmag.com/picks/',
  'https://www.gartner.com/reviews/market/',
  'https://www.zdnet.com/article/best-',
  'https://news.ycombinator.com/item?id=',
  'https://stackoverflow.com/questions/',
];

/** What a caller may change about the simulation; every field has a default. */
export interface SimulationOptions {
  /** Another seed gives another, equally deterministic history (default ''). */
  seed?: string;
  /** Overrides every platform's refusal probability (0-1). */
  refusalRate?: number;
  /** Probability that an answer fails instead (default the platform's; tests set 1). */
  failureRate?: number;
  /** Test hook: known changes of mention probability, for measuring an estimator against the truth. */
  shifts?: readonly MentionShift[];
  /** Changes from a day on of what answers state for the brand's facts (a wrong value starting or stopping). */
  factShifts?: readonly FactShift[];
  /** Changes from a day on of one platform's sources and competitor draws (canary tests, issue 62). */
  engineDrift?: readonly EngineDrift[];
  /**
   * Overrides every platform's share (0-1) of the answers naming a name that speak of its aspects (price,
   * customer service…, simulated.aspects.ts); 0: none does, as before the engine spoke of them.
   */
  aspectRate?: number;
}

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

/**
 * The probability that the brand is named in this answer: what the engine draws against, so a test can
 * compute the true effect of a shift from it.
 */
export function mentionProbability(
  platform: Platform,
  input: Pick<AskInput, 'prompt' | 'brand' | 'day'>,
  options: SimulationOptions = {},
): number {
  const profile = PROFILES[platform];
  if (mentionsName(input.prompt, [input.brand.name, ...input.brand.aliases])) return 0.93;
  const day = dayNumber(input.day);
  const shift = (options.shifts ?? [])
    .filter((candidate) => candidate.prompts.includes(input.prompt) && input.day >= candidate.fromDay)
    .reduce((sum, candidate) => sum + candidate.by, 0);
  const rate =
    profile.brandRate +
    0.1 * drift(day, profile.phase) +
    0.05 * Math.sin((2 * Math.PI * day) / 180 + profile.phase) +
    0.22 * stableOffset('prompt', options.seed ?? '', input.brand.name, input.prompt) +
    shift;
  return clamp(rate, 0.04, 0.96);
}

function competitorRate(
  platform: Platform,
  competitor: CompetitorInfo,
  prompt: string,
  day: string,
  seed: string,
): number {
  const base = 0.15 + 0.3 * ((hashStrings('competitor', seed, competitor.name) % 1000) / 1000);
  const phase = (hashStrings('phase', seed, competitor.name, platform) % 628) / 100;
  const rate =
    base +
    0.08 * drift(dayNumber(day), phase) +
    0.15 * stableOffset('cprompt', seed, competitor.name, prompt);
  return clamp(rate, 0.03, 0.9);
}

const STOP_WORDS = new Set(
  'a an the and or for of to in on with what which who whose how when is are best top do does can should i my our we you your it its vs versus from by at as be most good better than that this there their them about into comes gives people instead offers something similar main turn'.split(
    ' ',
  ),
);

/** Words a question uses for "things to choose" rather than for its subject. */
const CHOICE_WORDS = new Set(
  'tools tool options option companies company brands brand names name providers provider services service solutions solution products product platforms platform ones recommend recommended trusted reliable leading lead leaders choices choice alternatives alternative competitors look experts compare 2025 2026'.split(
    ' ',
  ),
);

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word && !STOP_WORDS.has(word));
}

function slugOf(words: string[]): string {
  return (
    words
      .join('-')
      .normalize('NFKD')
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || 'overview'
  );
}

/**
 * What the answer is about, as a noun phrase: the topic's name as written inside a sentence ("Dental clinics
 * in Leeds" → "dental clinics in Leeds"), else the question's subject words.
 */
export function subjectOf(input: Pick<AskInput, 'prompt' | 'topic'>): string {
  const topic = input.topic?.trim();
  if (topic) return categoryInSentence(topic);
  const subject = wordsOf(input.prompt).filter((word) => !CHOICE_WORDS.has(word));
  return subject.slice(0, 3).join(' ') || 'this';
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

function titleFor(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^(www|en)\./, '');
  const last = parsed.pathname.split('/').filter(Boolean).pop() ?? '';
  const words = decodeURIComponent(last)
    .replace(/[-_]+/g, ' ')
    .replace(/\b[0-9a-f]{4,}\b/g, '')
    .trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)} | ${host}` : host;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The stable pool of sources for one question: general review, forum and reference pages about the
 * question's subject (shared by the questions of a topic) and about the question itself, the brand's own
 * pages and competitors' pages and review pages. Ordered by how likely an answer is to cite them.
 */
function sourcePool(input: AskInput, seed: string): Citation[] {
  const key = [
    seed,
    input.brand.name,
    input.brand.website ?? '',
    input.prompt,
    input.topic ?? '',
    ...input.competitors.map((c) => c.website ?? ''),
  ].join('\u0001');
  const cached = poolCache.get(key);
  if (cached) return cached;
  const pool = buildSourcePool(input, seed).map((url) => ({ url, title: titleFor(url) }));
  if (poolCache.size >= 5000) poolCache.clear();
  poolCache.set(key, pool);
  return pool;
}

/** Pools are fixed per question; building them is the costly part of an answer, so they are memoised. */
const poolCache = new Map<string, Citation[]>();

function buildSourcePool(input: AskInput, seed: string): string[] {
  const subjectWords = subjectOf(input).toLowerCase().split(/\s+/);
  const subject = slugOf(subjectWords);
  const question = slugOf(wordsOf(input.prompt).slice(0, 6));
  const community =
    subjectWords
      .join('')
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 20) || 'AskReddit';
  const random = seededRandom('pool', seed, input.brand.name, input.prompt);
  // Shared by the topic's questions: the same URLs whichever question cites them.
  const shared = seededRandom('subject', seed, subject);
  const hex = (from: Random) => from.int(0, 0xffffffff).toString(16).padStart(8, '0');
  const day = () =>
    `${String(shared.int(1, 12)).padStart(2, '0')}/${String(shared.int(1, 28)).padStart(2, '0')}`;
  const subjectPages = [
    `https://en.wikipedia.org/wiki/${capitalise(subjectWords.join('_'))}`,
    `https://www.reddit.com/r/${community}/comments/${shared.int(0, 36 ** 6).toString(36)}/best_${subject.replaceAll('-', '_')}/`,
    `https://www.forbes.com/sites/${shared.pick(AUTHORS)}/2026/${day()}/best-${subject}/`,
    `https://www.quora.com/What-is-the-best-choice-for-${subjectWords.map(capitalise).join('-')}`,
    `https://medium.com/@${shared.pick(AUTHORS)}/${subject}-a-buyers-guide-${hex(shared).slice(0, 12)}`,
  ];
  const questionPages = [
    `https://www.reddit.com/r/${community}/comments/${random.int(0, 36 ** 6).toString(36)}/${question.replaceAll('-', '_')}/`,
    `https://www.quora.com/${wordsOf(input.prompt).slice(0, 8).map(capitalise).join('-')}`,
    `https://www.youtube.com/watch?v=${hex(random)}${hex(random).slice(0, 3)}`,
    `https://medium.com/@${random.pick(AUTHORS)}/${question}-${hex(random).slice(0, 12)}`,
  ];
  const pool: string[] = [...random.shuffle(subjectPages).slice(0, 4)];
  pool.push(...random.shuffle(questionPages).slice(0, 2));
  const own = hostOf(input.brand.website);
  if (own) {
    const ownPages = [`https://${own}/`, `https://${own}/about`, `https://${own}/blog/${subject}`];
    for (const page of random.shuffle(ownPages).slice(0, 2)) pool.splice(random.int(3, pool.length), 0, page);
    pool.push(`https://www.trustpilot.com/review/${own}`);
  }
  for (const competitor of random.shuffle(input.competitors).slice(0, 2)) {
    const host = hostOf(competitor.website);
    if (host)
      pool.push(random.chance(0.5) ? `https://${host}/` : `https://www.trustpilot.com/review/${host}`);
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

interface NamedEntity {
  name: string;
  isBrand: boolean;
  tone: Tone;
}

/** Where a name's sentence ends in an answer's lines: its facts and what is said of its aspects go there. */
interface LinePlace {
  line: number;
  offset: number;
  /**
   * Where the name's sentence is a list item, the indent of an item nested under it: sentences about its
   * aspects go there, each an item of its own. Null in prose, where they follow its sentence.
   */
  nested: string | null;
}

function renderBody(
  style: Style,
  entities: NamedEntity[],
  subject: string,
  random: Random,
): { lines: string[]; places: LinePlace[] } {
  const lines: string[] = [];
  /** By the entity's index in `entities`. */
  const places: LinePlace[] = [];
  const pushFor = (index: number, line: string, nested: string) => {
    lines.push(line);
    places[index] = { line: lines.length - 1, offset: line.length, nested };
  };
  const used = new Set<string>();
  // Within one answer the same sentence is not used twice while others remain.
  const sentence = (entity: NamedEntity) => {
    const fresh = DESCRIPTIONS[entity.tone].filter((template) => !used.has(template));
    const template = random.pick(fresh.length > 0 ? fresh : DESCRIPTIONS[entity.tone]);
    used.add(template);
    return template.replaceAll('{B}', entity.name).replaceAll('{T}', subject);
  };
  switch (style) {
    case 'numbered':
      entities.forEach((entity, index) => {
        const marker = `${index + 1}. `;
        pushFor(index, `${marker}**${entity.name}**: ${sentence(entity)}`, ' '.repeat(marker.length));
      });
      break;
    case 'bullets':
      entities.forEach((entity, index) => {
        pushFor(index, `- **${entity.name}** - ${sentence(entity)}`, '  ');
      });
      break;
    case 'table': {
      const [a, b, c] = TABLE_HEADER;
      lines.push(`| ${a} | ${b} | ${c} |`, '|---|---|---|');
      for (const entity of entities) {
        lines.push(`| ${entity.name} | ${random.pick(KNOWN_FOR)} | ${random.pick(REVIEWERS_SAY)} |`);
      }
      lines.push('', '**Notes:**', '');
      entities.forEach((entity, index) => {
        pushFor(index, `- ${sentence(entity)}`, '  ');
      });
      break;
    }
    case 'prose': {
      const paragraph: string[] = [];
      for (const entity of entities) paragraph.push(sentence(entity));
      for (let i = 0; i < paragraph.length; i += 2) lines.push(paragraph.slice(i, i + 2).join(' '), '');
      // Two sentences a paragraph, each paragraph followed by an empty line.
      paragraph.forEach((said, index) => {
        const before = index % 2 === 1 ? paragraph[index - 1]!.length + 1 : 0;
        places[index] = { line: index - (index % 2), offset: before + said.length, nested: null };
      });
      break;
    }
  }
  return { lines, places };
}

/** The web searches the engine reports having run before answering: 1-3, in the question's words. */
function searchesFor(input: AskInput, named: NamedEntity[], random: Random): string[] {
  const year = input.day.slice(0, 4);
  const searches = [wordsOf(input.prompt).join(' ')];
  if (random.chance(0.7)) searches.push(`best ${subjectOf(input)} ${year} reviews`);
  const brand = named.find((entity) => entity.isBrand);
  const rival = named.find((entity) => !entity.isBrand);
  if (brand && rival && random.chance(0.5)) searches.push(`${brand.name} vs ${rival.name}`);
  return [...new Set(searches)];
}

/**
 * The facts an answer states where it names the brand (none without `input.facts`): what simulateAnswer
 * writes, so a test can hold the claim reader to it.
 */
export function factStatements(
  platform: Platform,
  input: AskInput,
  options: SimulationOptions = {},
): StatedFact[] {
  return statedFacts(
    PROFILES[platform].factRate,
    platform,
    input,
    options.seed ?? '',
    options.factShifts ?? [],
  );
}

/** The share of the answers naming a name that say something of its aspects. */
function aspectRateOf(platform: Platform, options: SimulationOptions): number {
  return clamp(options.aspectRate ?? PROFILES[platform].aspectRate, 0, 1);
}

/**
 * The sentences an answer says of the aspects of `name` if its list or prose names it (drawn alike whether
 * or not it does): what simulateAnswer writes, so a test can hold the statement reader to it.
 */
export function aspectStatements(
  platform: Platform,
  input: AskInput,
  name: string,
  options: SimulationOptions = {},
): SpokenAspect[] {
  return spokenAspects(aspectRateOf(platform, options), platform, input, options.seed ?? '', name);
}

/**
 * The text with, where each name's sentence ends, what it says of that name: the brand's facts in the same
 * line, then its aspect sentences, in the line too in prose, else each a list item nested under the name's.
 * Later places first, so the earlier ones stay where they were.
 */
function withSentencesBeside(
  text: string,
  places: readonly LinePlace[],
  said: readonly { facts: readonly StatedFact[]; aspects: readonly SpokenAspect[] }[],
): string {
  const edits = places
    .map((place, index) => ({ place, ...said[index]! }))
    .filter(({ facts, aspects }) => facts.length > 0 || aspects.length > 0)
    .sort((a, b) => b.place.line - a.place.line || b.place.offset - a.place.offset);
  if (edits.length === 0) return text;
  const lines = text.split('\n');
  for (const { place, facts, aspects } of edits) {
    const aspectSentences = aspects.map((aspect) => aspect.sentence);
    const inLine = [...facts.map((fact) => fact.sentence), ...(place.nested === null ? aspectSentences : [])];
    const line = lines[place.line]!;
    if (inLine.length > 0)
      lines[place.line] = `${line.slice(0, place.offset)} ${inLine.join(' ')}${line.slice(place.offset)}`;
    if (place.nested !== null)
      lines.splice(place.line + 1, 0, ...aspectSentences.map((sentence) => `${place.nested}- ${sentence}`));
  }
  return lines.join('\n');
}

export function createSimulatedEngine(platform: Platform, options: SimulationOptions = {}): AnswerEngine {
  const profile = PROFILES[platform];
  return {
    platform,
    engine: 'simulated',
    model: profile.model,
    simulated: true,
    async ask(input: AskInput): Promise<EngineAnswer> {
      return simulateAnswer(platform, input, options);
    },
  };
}

/**
 * Whether the platform shows no answer for this search today (profiles with an answer rate only): drawn once
 * per prompt, so a search keeps or lacks its answer from day to day, and drawn afresh on one day in six.
 * Its own random streams: the answers of the platforms that always answer are unchanged.
 */
function showsNoAnswer(platform: Platform, input: AskInput, seed: string): boolean {
  const rate = PROFILES[platform].answerRate;
  if (rate === undefined) return false;
  const day = seededRandom('shown-day', seed, platform, input.prompt, input.day, String(input.sample));
  const draw =
    day.next() < 1 / 6
      ? day.next()
      : seededRandom('shown', seed, platform, input.prompt, input.brand.name).next();
  return draw >= rate;
}

/**
 * A failure the simulated engine makes up now and then, as real platforms fail: no call was made, so asking
 * again fails the same way (the collection does not retry it).
 */
export class SimulatedFailure extends Error {
  /** What a real platform's failure it stands for: "a timeout", "a rate limit", "an empty reply". */
  constructor(readonly standsFor: string) {
    super(
      `Simulated failure, no call was made (it stands for ${standsFor}, as real platforms give now and then)`,
    );
    this.name = 'SimulatedFailure';
  }
}

/** The synchronous core of the simulated engine (exported for tests and benchmarks). */
export function simulateAnswer(
  platform: Platform,
  input: AskInput,
  options: SimulationOptions = {},
): EngineAnswer {
  const profile = PROFILES[platform];
  const seed = options.seed ?? '';
  const random = seededRandom(
    'answer',
    seed,
    platform,
    input.prompt,
    input.day,
    String(input.sample),
    input.brand.name,
  );
  if (random.chance(options.failureRate ?? profile.failureRate)) {
    throw new SimulatedFailure(random.pick(['a timeout', 'a rate limit', 'an empty reply']));
  }
  if (showsNoAnswer(platform, input, seed))
    return { text: '', citations: [], model: profile.model, searchQueries: [], noAnswer: true };
  if (random.chance(options.refusalRate ?? profile.refusalRate)) {
    return {
      text: random.pick(REFUSALS),
      citations: [],
      model: profile.model,
      searchQueries: [],
      refused: true,
    };
  }
  const subject = subjectOf(input);

  const brandVisible = random.chance(mentionProbability(platform, input, options));
  const drift = engineDriftShare(platform, input.day, options);
  const drifting =
    drift > 0
      ? seededRandom('engine-drift', seed, platform, input.prompt, input.day, String(input.sample))
      : null;
  const entities: NamedEntity[] = [];
  for (const competitor of input.competitors) {
    const drawn = random.chance(competitorRate(platform, competitor, input.prompt, input.day, seed));
    if (drifting?.chance(drift) ? !drawn : drawn) {
      entities.push({
        name: competitor.name,
        isBrand: false,
        tone: pickTone(random, { positive: 0.45, neutral: 0.45, negative: 0.1 }),
      });
    }
  }
  const ordered = random.shuffle(entities).slice(0, 7);
  if (brandVisible) {
    // The brand tends to appear in the upper half of lists.
    const slot = Math.min(ordered.length, Math.floor(random.next() ** 1.6 * (ordered.length + 1)));
    ordered.splice(slot, 0, { name: input.brand.name, isBrand: true, tone: pickTone(random, profile.tone) });
  }

  const lines: string[] = [];
  /** Where each of `ordered` is spoken of, by its index there (none where nobody is named). */
  let places: LinePlace[] = [];
  const fill = (template: string) =>
    template.replaceAll('{P}', input.prompt.replace(/\s+/g, ' ').trim()).replaceAll('{T}', subject);
  if (ordered.length === 0) {
    // Nobody worth naming: the answer is advice on how to choose.
    lines.push(fill(random.pick(NAMELESS_INTROS)), '');
    for (const consideration of random.shuffle(CONSIDERATIONS).slice(0, 3))
      lines.push(`- ${fill(consideration)}`);
  } else {
    lines.push(fill(random.pick(INTROS)), '');
    // One name makes no list: a single recommendation is written as prose.
    const drawn = random.weighted(Object.entries(profile.styles) as [Style, number][]);
    const style = ordered.length === 1 ? 'prose' : drawn;
    const body = renderBody(style, ordered, subject, random);
    places = body.places.map((place) => ({ ...place, line: lines.length + place.line }));
    lines.push(...body.lines);
    if (lines[lines.length - 1] !== '') lines.push('');
    const first = ordered[0]!;
    const second = ordered[1];
    if (second) {
      lines.push(
        random.pick(CLOSINGS).replaceAll('{A}', `**${first.name}**`).replaceAll('{C}', `**${second.name}**`),
      );
    }
  }

  const picked = profile.offline ? [] : pickCitations(sourcePool(input, seed), random);
  const citations = drifting ? driftCitations(picked, drift, drifting) : picked;
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
  // Now and then an answer points at the brand's own site in plain text, without a citation.
  const own = hostOf(input.brand.website);
  if (own && brandVisible && random.chance(0.08)) text += `\n\nMore details: https://${own}/`;
  // Put in last, where each name's sentence ended: what was drawn above, citation markers by line length
  // among it, is what it was without facts and aspects.
  const said = ordered.map((entity) => ({
    facts: entity.isBrand ? factStatements(platform, input, options) : [],
    aspects: aspectStatements(platform, input, entity.name, options),
  }));
  text = withSentencesBeside(text, places, said);

  const searchQueries = profile.offline || profile.noSearches ? [] : searchesFor(input, ordered, random);
  return { text, citations, model: profile.model, searchQueries };
}

/** The share the platform's engine has drifted by on the day (the latest drift begun by then), else 0. */
function engineDriftShare(platform: Platform, day: string, options: SimulationOptions): number {
  let share = 0;
  let since = '';
  for (const drift of options.engineDrift ?? [])
    if (drift.platform === platform && day >= drift.fromDay && drift.fromDay >= since) {
      share = clamp(drift.share, 0, 1);
      since = drift.fromDay;
    }
  return share;
}

/** Each citation replaced by a drift source with probability `share` (from the drift's own stream). */
function driftCitations(citations: Citation[], share: number, random: Random): Citation[] {
  return citations.map((citation) => {
    if (!random.chance(share)) return citation;
    const url = `${random.pick(DRIFT_SOURCES)}${random.int(1000, 99999)}`;
    return { url, title: titleFor(url) };
  });
}

/** One simulated engine per platform. */
export function createSimulatedEngines(
  platforms: readonly Platform[],
  options: SimulationOptions = {},
): AnswerEngine[] {
  return platforms.map((platform) => createSimulatedEngine(platform, options));
}
