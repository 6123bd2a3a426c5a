/**
 * Builds a free report: asks every prompt on every engine, analyzes each answer with the dashboards'
 * analysis code, and rolls the facts up with the dashboards' business rules (visibility %, sentiment,
 * competitor ranking and share of voice, top cited sources).
 */
import { type AnswerEngine, type Platform, isRefusal } from '../../core/engines';
import { companyRank, mostCitedSources, roundTo, sharePercent, visibilityPercent } from '../metrics';
import { promptKindClassifier } from '../prompts';
import type { PromptKind } from '../../../graphql/shared/prompt-kinds';
import { promptKindFrom } from '../../db/prompt-kinds';
import { createAnalyzer } from '../../core/analysis';
import { clipped } from '../../lib/clip';

export interface ReportSubject {
  companyName: string;
  website: string | null;
  competitors: readonly string[];
  prompts: readonly string[];
}

export interface PlatformResult {
  platform: Platform;
  model: string;
  simulated: boolean;
  answers: number;
  failed: number;
  /** Refusals and questions the platform showed no answer for: counted apart, as failures are. */
  refused: number;
  noAnswers: number;
  visible: number;
  visibility: number;
  sentiment: number | null;
}

export interface CompetitorResult {
  name: string;
  isBrand: boolean;
  /** Answers naming it (each answer counts once). */
  mentions: number;
  /** mentions ÷ all tracked brands' mentions × 100. */
  shareOfVoice: number;
  rank: number;
}

export interface PromptPlatformResult {
  platform: Platform;
  visible: boolean;
  position: number | null;
  sentiment: number | null;
  competitors: string[];
  sourceCount: number;
  error: string | null;
  /** The platform declined to answer. */
  refused: boolean;
  /** The platform showed no answer for the question (Google without an AI Overview). */
  noAnswer: boolean;
  /**
   * The answer as the platform gave it, up to REPORT_ANSWER_CHARS, so each figure opens what it counts;
   * null when it failed, refused or showed none, and in reports made before answers were kept.
   */
  answer: string | null;
}

/** How much of each answer a report keeps: real answers run 300–700 words, about 2,000–5,000 characters. */
export const REPORT_ANSWER_CHARS = 8_000;

export interface PromptResult {
  prompt: string;
  /** Classified by the dashboards' own rule: BRANDED when the question names the company. */
  kind: PromptKind;
  visibility: number;
  platforms: PromptPlatformResult[];
}

/** A report's figures over a set of its questions (all of them, or one kind). */
export interface ReportFigures {
  /** Answers collected (failures, refusals and no answers not counted), and those three, shown apart. */
  answers: number;
  failed: number;
  refused: number;
  noAnswers: number;
  visibleAnswers: number;
  visibility: number;
  sentiment: number | null;
  averagePosition: number | null;
  shareOfVoice: number;
  companyRank: number;
  platforms: PlatformResult[];
  competitors: CompetitorResult[];
}

/** The figures of one kind of question, with how many questions that is. */
export interface KindFigures extends ReportFigures {
  prompts: number;
}

export interface ReportResults extends ReportFigures {
  day: string;
  generatedAt: string;
  simulated: boolean;
  /**
   * The most cited sources; `simulated` when only simulated answers cite one (an illustrative address, not a
   * page anyone checked). Reports stored before it was kept lack it (withSourceOrigins fills it in).
   */
  sources: { url: string; domain: string; count: number; simulated: boolean }[];
  prompts: PromptResult[];
  /** The headline: questions that do not name the company, where a mention is earned. */
  unbranded: KindFigures;
  /** Questions that name the company, whose answers name it because the question did; kept apart. */
  branded: KindFigures;
}

/**
 * How one engine's turn at one question ended: an answer, or what the dashboards leave out of every
 * denominator (a failed capture, a refusal, no answer shown), counted apart and never as "not visible".
 */
type Outcome = 'answered' | 'failed' | 'refused' | 'no_answer';

/** One engine's answer to one question, as the figures read it. */
interface Cell {
  platform: Platform;
  outcome: Outcome;
  visible: boolean;
  position: number | null;
  sentiment: number | null;
  competitors: readonly string[];
}

interface ReportSubjectMeta {
  companyName: string;
  competitors: readonly string[];
  engines: readonly { platform: Platform; model: string; simulated: boolean }[];
}

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
const round1 = (value: number | null) => (value === null ? null : roundTo(value, 1));

/** Runs tasks with at most `limit` in flight (real engines are network calls). */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const run = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, run));
  return results;
}

const definedNumbers = (values: (number | null)[]) => values.filter((v): v is number => v !== null);

/** How many turns each outcome left out of the figures. */
const leftOut = (cells: readonly Cell[]) => ({
  failed: cells.filter((cell) => cell.outcome === 'failed').length,
  refused: cells.filter((cell) => cell.outcome === 'refused').length,
  noAnswers: cells.filter((cell) => cell.outcome === 'no_answer').length,
});

/** Visibility, sentiment, position, share of voice and rank over a set of answers. */
function figuresOf(cells: readonly Cell[], meta: ReportSubjectMeta): ReportFigures {
  const answered = cells.filter((cell) => cell.outcome === 'answered');
  const visible = answered.filter((cell) => cell.visible);

  const platforms: PlatformResult[] = meta.engines.map((engine) => {
    const mine = cells.filter((cell) => cell.platform === engine.platform);
    const ok = mine.filter((cell) => cell.outcome === 'answered');
    const seen = ok.filter((cell) => cell.visible);
    return {
      platform: engine.platform,
      model: engine.model,
      simulated: engine.simulated,
      answers: ok.length,
      ...leftOut(mine),
      visible: seen.length,
      visibility: ok.length ? visibilityPercent(seen.length, ok.length) : 0,
      sentiment: round1(mean(definedNumbers(seen.map((cell) => cell.sentiment)))),
    };
  });

  const mentionCounts = new Map<string, number>(meta.competitors.map((name) => [name, 0]));
  for (const cell of answered)
    for (const name of cell.competitors) mentionCounts.set(name, (mentionCounts.get(name) ?? 0) + 1);
  const brandMentions = visible.length;
  const allMentions = brandMentions + [...mentionCounts.values()].reduce((sum, n) => sum + n, 0);
  const ranked = [
    { name: meta.companyName, isBrand: true, mentions: brandMentions },
    ...[...mentionCounts].map(([name, mentions]) => ({ name, isBrand: false, mentions })),
  ].sort(
    (a, b) =>
      b.mentions - a.mentions || Number(b.isBrand) - Number(a.isBrand) || a.name.localeCompare(b.name),
  );

  return {
    answers: answered.length,
    ...leftOut(cells),
    visibleAnswers: visible.length,
    visibility: answered.length ? visibilityPercent(visible.length, answered.length) : 0,
    sentiment: round1(mean(definedNumbers(visible.map((cell) => cell.sentiment)))),
    averagePosition: round1(mean(definedNumbers(visible.map((cell) => cell.position)))),
    shareOfVoice: sharePercent(brandMentions, allMentions),
    companyRank: companyRank(brandMentions, [...mentionCounts.values()]),
    platforms,
    competitors: ranked.map((entry, index) => ({
      ...entry,
      shareOfVoice: sharePercent(entry.mentions, allMentions),
      rank: index + 1,
    })),
  };
}

/** The figures of each kind of question: unbranded (the headline) and branded, apart. */
function kindFigures(
  cellsByPrompt: readonly (readonly Cell[])[],
  kinds: readonly PromptKind[],
  meta: ReportSubjectMeta,
) {
  const ofKind = (kind: PromptKind): KindFigures => {
    const chosen = cellsByPrompt.filter((_, index) => kinds[index] === kind);
    return { prompts: chosen.length, ...figuresOf(chosen.flat(), meta) };
  };
  return { unbranded: ofKind('UNBRANDED'), branded: ofKind('BRANDED') };
}

const classifierFor = (companyName: string, website: string | null) =>
  promptKindClassifier({ name: companyName, aliases: [], website });

export async function computeReport(
  subject: ReportSubject,
  engines: readonly AnswerEngine[],
  options: { day?: string; concurrency?: number; onProgress?: () => Promise<void> | void } = {},
): Promise<ReportResults> {
  const day = options.day ?? new Date().toISOString().slice(0, 10);
  const brand = { name: subject.companyName, aliases: [] as string[], website: subject.website };
  const competitors = subject.competitors.map((name) => ({ name, aliases: [] as string[], website: null }));
  const analyzer = createAnalyzer(brand, competitors);
  const meta: ReportSubjectMeta = {
    companyName: subject.companyName,
    competitors: subject.competitors,
    engines,
  };

  type Asked = Cell & {
    sources: { url: string; domain: string }[];
    error: string | null;
    simulated: boolean;
    text: string | null;
  };
  const declined = (engine: AnswerEngine, outcome: 'refused' | 'no_answer'): Asked => ({
    platform: engine.platform,
    simulated: engine.simulated,
    outcome,
    visible: false,
    position: null,
    sentiment: null,
    competitors: [],
    sources: [],
    error: null,
    text: null,
  });
  const tasks = subject.prompts.flatMap((prompt) =>
    engines.map((engine) => async (): Promise<Asked> => {
      try {
        const answer = await engine.ask({ prompt, brand, competitors, day, sample: 1 });
        if (answer.noAnswer) return declined(engine, 'no_answer');
        if (isRefusal(answer, brand, competitors)) return declined(engine, 'refused');
        const analysis = analyzer.analyze(answer.text, answer.citations);
        return {
          platform: engine.platform,
          simulated: engine.simulated,
          outcome: 'answered',
          visible: analysis.visible,
          position: analysis.position,
          sentiment: analysis.sentiment,
          competitors: analysis.competitors.map((named) => named.name),
          sources: analysis.sources,
          error: null,
          text: clipped(answer.text, REPORT_ANSWER_CHARS),
        };
      } catch (error) {
        return {
          platform: engine.platform,
          simulated: engine.simulated,
          outcome: 'failed',
          visible: false,
          position: null,
          sentiment: null,
          competitors: [],
          sources: [],
          error: (error as Error).message.slice(0, 200),
          text: null,
        };
      } finally {
        await options.onProgress?.();
      }
    }),
  );
  const cells = await pool(tasks, options.concurrency ?? 6);
  const cellsByPrompt = subject.prompts.map((_, index) =>
    cells.slice(index * engines.length, (index + 1) * engines.length),
  );

  const sourceCounts = new Map<string, { url: string; domain: string; count: number; simulated: boolean }>();
  for (const cell of cells) {
    for (const source of cell.sources) {
      const entry = sourceCounts.get(source.url) ?? { ...source, count: 0, simulated: true };
      entry.count += 1;
      entry.simulated &&= cell.simulated;
      sourceCounts.set(source.url, entry);
    }
  }

  const classify = classifierFor(subject.companyName, subject.website);
  const kinds = subject.prompts.map(classify);
  const prompts: PromptResult[] = subject.prompts.map((prompt, index) => {
    const mine = cellsByPrompt[index]!;
    const answered = mine.filter((cell) => cell.outcome === 'answered');
    return {
      prompt,
      kind: kinds[index]!,
      visibility: answered.length
        ? visibilityPercent(answered.filter((cell) => cell.visible).length, answered.length)
        : 0,
      platforms: mine.map((cell) => ({
        platform: cell.platform,
        visible: cell.visible,
        position: cell.position,
        sentiment: round1(cell.sentiment),
        competitors: [...cell.competitors],
        sourceCount: cell.sources.length,
        error: cell.error,
        refused: cell.outcome === 'refused',
        noAnswer: cell.outcome === 'no_answer',
        answer: cell.text,
      })),
    };
  });

  return {
    day,
    generatedAt: new Date().toISOString(),
    simulated: engines.some((engine) => engine.simulated),
    ...figuresOf(cells, meta),
    sources: mostCitedSources([...sourceCounts.values()]),
    prompts,
    ...kindFigures(cellsByPrompt, kinds, meta),
  };
}

/**
 * Results stored before questions were told apart by kind (their prompts carry the wizard's slot, not a
 * classification): each question is classified now and the kinds' figures are read from its stored
 * answers, so an old report shows the same headline a new one would.
 */
export function withPromptKinds(
  stored: ReportResults,
  subject: { companyName: string; website: string | null; competitors: readonly string[] },
): ReportResults {
  const results = withSourceOrigins(withRefusalCounts(stored));
  // Results stored before the API's words kept the database's ('brand', 'generic').
  if (results.unbranded && results.branded)
    return {
      ...results,
      prompts: results.prompts.map((prompt) => ({ ...prompt, kind: promptKindFrom(prompt.kind) })),
    };
  const classify = classifierFor(subject.companyName, subject.website);
  const prompts = results.prompts.map((prompt) => ({ ...prompt, kind: classify(prompt.prompt) }));
  const cellsByPrompt = prompts.map((prompt) =>
    prompt.platforms.map((cell): Cell => ({
      platform: cell.platform,
      outcome:
        cell.error !== null ? 'failed' : cell.refused ? 'refused' : cell.noAnswer ? 'no_answer' : 'answered',
      visible: cell.visible,
      position: cell.position,
      sentiment: cell.sentiment,
      competitors: cell.competitors,
    })),
  );
  const meta: ReportSubjectMeta = {
    companyName: subject.companyName,
    competitors: subject.competitors,
    engines: results.platforms,
  };
  return {
    ...results,
    prompts,
    ...kindFigures(
      cellsByPrompt,
      prompts.map((prompt) => prompt.kind),
      meta,
    ),
  };
}

/**
 * Sources stored before their origin was kept: simulated where every platform of the report was (only
 * simulated answers could cite them), else taken as real.
 */
function withSourceOrigins(results: ReportResults): ReportResults {
  const allSimulated = results.platforms.length > 0 && results.platforms.every((p) => p.simulated);
  return {
    ...results,
    // Stored results are JSON of any age: the oldest hold no sources, older ones sources without origin.
    sources: (results.sources ?? []).map((source) => ({
      ...source,
      simulated: source.simulated ?? allSimulated,
    })),
  };
}

/**
 * Figures stored before refusals and no answers were counted apart read none of either, and cells stored
 * before answers were kept hold none.
 */
function withRefusalCounts(results: ReportResults): ReportResults {
  const counted = <Figures extends { refused?: number; noAnswers?: number }>(figures: Figures) => ({
    ...figures,
    refused: figures.refused ?? 0,
    noAnswers: figures.noAnswers ?? 0,
  });
  const withPlatforms = <Figures extends ReportFigures>(figures: Figures): Figures => ({
    ...counted(figures),
    platforms: figures.platforms.map(counted),
  });
  return {
    ...withPlatforms(results),
    prompts: results.prompts.map((prompt) => ({
      ...prompt,
      platforms: prompt.platforms.map((cell) => ({
        ...cell,
        refused: cell.refused ?? false,
        noAnswer: cell.noAnswer ?? false,
        answer: cell.answer ?? null,
      })),
    })),
    ...(results.unbranded && { unbranded: withPlatforms(results.unbranded) }),
    ...(results.branded && { branded: withPlatforms(results.branded) }),
  };
}
