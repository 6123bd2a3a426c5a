/**
 * Builds a free report: asks every prompt on every engine, analyzes each answer with the dashboards'
 * analysis code, and rolls the facts up with the dashboards' business rules (visibility %, sentiment,
 * competitor ranking and share of voice, top cited sources).
 */
import { createAnalyzer } from '../analysis/analysis';
import type { AnswerEngine, Platform } from '../engines/engine.types';
import { companyRank, roundTo, sharePercent, topSources, visibilityPercent } from '../metrics/rules';
import { WIZARD_LIMITS } from '../../../graphql/shared/input-rules';

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
}

export interface PromptResult {
  prompt: string;
  kind: 'GENERIC' | 'BRAND';
  visibility: number;
  platforms: PromptPlatformResult[];
}

export interface ReportResults {
  day: string;
  generatedAt: string;
  simulated: boolean;
  /** Answers collected (failures not counted) and failed captures, shown apart. */
  answers: number;
  failed: number;
  visibleAnswers: number;
  visibility: number;
  sentiment: number | null;
  averagePosition: number | null;
  shareOfVoice: number;
  companyRank: number;
  platforms: PlatformResult[];
  competitors: CompetitorResult[];
  sources: { url: string; domain: string; count: number }[];
  prompts: PromptResult[];
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

export async function computeReport(
  subject: ReportSubject,
  engines: readonly AnswerEngine[],
  options: { day?: string; concurrency?: number; onProgress?: () => Promise<void> | void } = {},
): Promise<ReportResults> {
  const day = options.day ?? new Date().toISOString().slice(0, 10);
  const brand = { name: subject.companyName, aliases: [] as string[], website: subject.website };
  const competitors = subject.competitors.map((name) => ({ name, aliases: [] as string[], website: null }));
  const analyzer = createAnalyzer(brand, competitors);

  type Cell = {
    platform: Platform;
    analysis: ReturnType<typeof analyzer.analyze> | null;
    error: string | null;
  };
  const tasks = subject.prompts.flatMap((prompt) =>
    engines.map((engine) => async (): Promise<Cell> => {
      try {
        const answer = await engine.ask({ prompt, brand, competitors, day, sample: 1 });
        return {
          platform: engine.platform,
          analysis: analyzer.analyze(answer.text, answer.citations),
          error: null,
        };
      } catch (error) {
        return { platform: engine.platform, analysis: null, error: (error as Error).message.slice(0, 200) };
      } finally {
        await options.onProgress?.();
      }
    }),
  );
  const cells = await pool(tasks, options.concurrency ?? 6);

  const ok = cells.filter((cell) => cell.analysis !== null);
  const visibleCells = ok.filter((cell) => cell.analysis!.visible);
  const sentiments = visibleCells
    .map((cell) => cell.analysis!.sentiment)
    .filter((s): s is number => s !== null);
  const positions = visibleCells
    .map((cell) => cell.analysis!.position)
    .filter((p): p is number => p !== null);

  const platforms: PlatformResult[] = engines.map((engine) => {
    const mine = cells.filter((cell) => cell.platform === engine.platform);
    const answered = mine.filter((cell) => cell.analysis);
    const visible = answered.filter((cell) => cell.analysis!.visible);
    return {
      platform: engine.platform,
      model: engine.model,
      simulated: engine.simulated,
      answers: answered.length,
      failed: mine.length - answered.length,
      visible: visible.length,
      visibility: answered.length ? visibilityPercent(visible.length, answered.length) : 0,
      sentiment: round1(
        mean(visible.map((cell) => cell.analysis!.sentiment).filter((s): s is number => s !== null)),
      ),
    };
  });

  const mentionCounts = new Map<string, number>(subject.competitors.map((name) => [name, 0]));
  for (const cell of ok) {
    for (const named of cell.analysis!.competitors)
      mentionCounts.set(named.name, (mentionCounts.get(named.name) ?? 0) + 1);
  }
  const brandMentions = visibleCells.length;
  const allMentions = brandMentions + [...mentionCounts.values()].reduce((sum, n) => sum + n, 0);
  const share = (mentions: number) => sharePercent(mentions, allMentions);
  const ranked = [
    { name: subject.companyName, isBrand: true, mentions: brandMentions },
    ...[...mentionCounts].map(([name, mentions]) => ({ name, isBrand: false, mentions })),
  ].sort(
    (a, b) =>
      b.mentions - a.mentions || Number(b.isBrand) - Number(a.isBrand) || a.name.localeCompare(b.name),
  );
  const competitorResults: CompetitorResult[] = ranked.map((entry, index) => ({
    ...entry,
    shareOfVoice: share(entry.mentions),
    rank: index + 1,
  }));

  const sourceCounts = new Map<string, { url: string; domain: string; count: number }>();
  for (const cell of ok) {
    for (const source of cell.analysis!.sources) {
      const entry = sourceCounts.get(source.url) ?? { ...source, count: 0 };
      entry.count += 1;
      sourceCounts.set(source.url, entry);
    }
  }

  const prompts: PromptResult[] = subject.prompts.map((prompt, promptIndex) => {
    const mine = cells.slice(promptIndex * engines.length, (promptIndex + 1) * engines.length);
    const answered = mine.filter((cell) => cell.analysis);
    return {
      prompt,
      kind: promptIndex < WIZARD_LIMITS.genericPrompts ? 'GENERIC' : 'BRAND',
      visibility: answered.length
        ? visibilityPercent(answered.filter((cell) => cell.analysis!.visible).length, answered.length)
        : 0,
      platforms: mine.map((cell) => ({
        platform: cell.platform,
        visible: cell.analysis?.visible ?? false,
        position: cell.analysis?.position ?? null,
        sentiment: round1(cell.analysis?.sentiment ?? null),
        competitors: cell.analysis?.competitors.map((c) => c.name) ?? [],
        sourceCount: cell.analysis?.sources.length ?? 0,
        error: cell.error,
      })),
    };
  });

  return {
    day,
    generatedAt: new Date().toISOString(),
    simulated: engines.some((engine) => engine.simulated),
    answers: ok.length,
    failed: cells.length - ok.length,
    visibleAnswers: visibleCells.length,
    visibility: ok.length ? visibilityPercent(visibleCells.length, ok.length) : 0,
    sentiment: round1(mean(sentiments)),
    averagePosition: round1(mean(positions)),
    shareOfVoice: share(brandMentions),
    companyRank: companyRank(brandMentions, [...mentionCounts.values()]),
    platforms,
    competitors: competitorResults,
    sources: topSources([...sourceCounts.values()]),
    prompts,
  };
}
