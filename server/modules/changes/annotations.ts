/**
 * The chart annotations: the days on which something other than the brand's standing may have moved a
 * line, derived from what the product records. Pure: the service reads the records and hands them here.
 *
 * - PROMPTS_CHANGED (per topic): prompts whose answers began after the account's first day (added),
 *   prompts archived, prompts reworded.
 * - BRAND_CHANGED / ANALYZER_CHANGED: only where the history was not read again. A completed re-analysis
 *   reads every affected answer again, so it leaves no step; one that failed, or is still reading, does
 *   (dated the day it was asked for). Beside it, a day on which the analyzer that read most answers
 *   differs from the day before's (answers the LLM judge read, or an upgrade not yet re-read).
 * - MODEL_CHANGED (per platform): the model that answered most of a platform's answers changed and the
 *   new one held for 3 collection days in a row (dated its first day): a one-day blip is no change.
 * - CHANGE_LOGGED: the changes the team logged, once per topic they name (or for every topic).
 * - ENGINE_DRIFT (per platform): the day a platform's canary prompts named and cited beyond their usual
 *   day-to-day variation (sampling/canary.ts), whether or not its model id changed; once per platform and day.
 */
import { isPlatformId, platformLabel, type PlatformId } from '../../../graphql/shared/platforms';
import type { Day } from '../../lib/dates';
import type { AnswerSourceDayRow, PromptLifeRow } from './annotations.store';

export type AnnotationKind =
  | 'PROMPTS_CHANGED'
  | 'BRAND_CHANGED'
  | 'ANALYZER_CHANGED'
  | 'MODEL_CHANGED'
  | 'CHANGE_LOGGED'
  | 'ENGINE_DRIFT';

export interface Annotation {
  day: Day;
  kind: AnnotationKind;
  label: string;
  /** The topic it concerns; null for every topic. */
  topicId: string | null;
  /** The platform it concerns (lower case, as stored); null for every platform. */
  platform: PlatformId | null;
}

/** Days a new model must hold before its first day is marked. */
export const MODEL_HOLD_DAYS = 3;

export interface AnnotationRecords {
  answerDays: readonly AnswerSourceDayRow[];
  prompts: readonly PromptLifeRow[];
  topicNames: ReadonlyMap<string, string>;
  /** The account's latest re-analysis, when there is one. */
  reanalysis: { state: string; requestedOn: Day; scoped: boolean } | null;
  changes: readonly { id: string; title: string; day: Day; topicIds: readonly string[] }[];
  /** The days the canaries recorded an engine drift, with the model that day and the day before. */
  engineDrifts?: readonly { platform: string; day: Day; model: string | null; modelBefore: string | null }[];
}

function engineDriftAnnotations(records: AnnotationRecords): Annotation[] {
  const seen = new Set<string>();
  const annotations: Annotation[] = [];
  for (const drift of records.engineDrifts ?? []) {
    if (!isPlatformId(drift.platform) || seen.has(`${drift.platform}|${drift.day}`)) continue;
    seen.add(`${drift.platform}|${drift.day}`);
    const model =
      drift.model && drift.modelBefore && drift.model !== drift.modelBefore
        ? `model id changed from ${drift.modelBefore} to ${drift.model}`
        : 'model id unchanged';
    annotations.push({
      day: drift.day,
      kind: 'ENGINE_DRIFT',
      label:
        `${platformLabel(drift.platform)}'s answers shifted: cited sources and named brands changed beyond ` +
        `their usual day-to-day variation (${model})`,
      topicId: null,
      platform: drift.platform,
    });
  }
  return annotations;
}

/** The value with the most answers per key (ties: the first seen). */
function dominant(rows: readonly { key: string; value: string | null; answers: number }[]) {
  const sums = new Map<string, Map<string, number>>();
  for (const row of rows) {
    if (row.value === null) continue;
    const byValue = sums.get(row.key) ?? new Map<string, number>();
    byValue.set(row.value, (byValue.get(row.value) ?? 0) + row.answers);
    sums.set(row.key, byValue);
  }
  const result = new Map<string, string>();
  for (const [key, byValue] of sums) {
    let best: [string, number] | null = null;
    for (const entry of byValue) if (!best || entry[1] > best[1]) best = entry;
    if (best) result.set(key, best[0]);
  }
  return result;
}

function modelChanges(answerDays: readonly AnswerSourceDayRow[]): Annotation[] {
  const annotations: Annotation[] = [];
  const platforms = [...new Set(answerDays.map((row) => row.platform))].filter(isPlatformId);
  for (const platform of platforms) {
    const byDay = dominant(
      answerDays
        .filter((row) => row.platform === platform)
        .map((row) => ({ key: row.day, value: row.model, answers: row.answers })),
    );
    const days = [...byDay.keys()].sort();
    let current: string | null = null;
    for (let i = 0; i < days.length; i++) {
      const model = byDay.get(days[i] as Day) as string;
      if (current === null) {
        current = model;
        continue;
      }
      if (model === current) continue;
      const held = days.slice(i, i + MODEL_HOLD_DAYS).every((day) => byDay.get(day) === model);
      if (held && days.length - i >= MODEL_HOLD_DAYS) {
        annotations.push({
          day: days[i] as Day,
          kind: 'MODEL_CHANGED',
          label: `${platformLabel(platform)} now answers with ${model} (was ${current})`,
          topicId: null,
          platform,
        });
        current = model;
      }
    }
  }
  return annotations;
}

function analyzerChanges(answerDays: readonly AnswerSourceDayRow[]): Annotation[] {
  const byDay = dominant(
    answerDays.map((row) => ({ key: row.day, value: row.analyzer, answers: row.answers })),
  );
  const days = [...byDay.keys()].sort();
  const annotations: Annotation[] = [];
  for (let i = 1; i < days.length; i++) {
    const before = byDay.get(days[i - 1] as Day);
    const after = byDay.get(days[i] as Day);
    if (before !== after)
      annotations.push({
        day: days[i] as Day,
        kind: 'ANALYZER_CHANGED',
        label: `Answers read by ${after} from here (before: ${before}); the history was not read again`,
        topicId: null,
        platform: null,
      });
  }
  return annotations;
}

function promptChanges(records: AnnotationRecords): Annotation[] {
  const firstDays = records.prompts.map((p) => p.firstDay).filter((day): day is Day => day !== null);
  const accountFirst = firstDays.length > 0 ? firstDays.reduce((a, b) => (a < b ? a : b)) : null;
  // (topic, day) -> counts of added, archived, reworded
  const counts = new Map<
    string,
    { topicId: string; day: Day; added: number; archived: number; reworded: number }
  >();
  const count = (topicId: string, day: Day, what: 'added' | 'archived' | 'reworded') => {
    const key = `${topicId}|${day}`;
    const entry = counts.get(key) ?? { topicId, day, added: 0, archived: 0, reworded: 0 };
    entry[what]++;
    counts.set(key, entry);
  };
  for (const prompt of records.prompts) {
    if (prompt.firstDay && accountFirst && prompt.firstDay > accountFirst)
      count(prompt.topicId, prompt.firstDay, 'added');
    if (prompt.archivedOn) count(prompt.topicId, prompt.archivedOn, 'archived');
    if (prompt.rewordedOn) count(prompt.topicId, prompt.rewordedOn, 'reworded');
  }
  const plural = (n: number, word: string) => `${n} prompt${n === 1 ? '' : 's'} ${word}`;
  return [...counts.values()].map((entry) => {
    const parts = [
      entry.added > 0 ? plural(entry.added, 'added') : null,
      entry.archived > 0 ? plural(entry.archived, 'archived') : null,
      entry.reworded > 0 ? plural(entry.reworded, 'reworded') : null,
    ].filter((part): part is string => part !== null);
    const topic = records.topicNames.get(entry.topicId) ?? 'an archived topic';
    return {
      day: entry.day,
      kind: 'PROMPTS_CHANGED' as const,
      label: `${parts.join(', ')} in ${topic}`,
      topicId: entry.topicId,
      platform: null,
    };
  });
}

function reanalysisStep(records: AnnotationRecords): Annotation[] {
  const job = records.reanalysis;
  if (!job || job.state === 'done') return [];
  const what = job.scoped ? 'Brand or competitor names changed' : 'The analyzer changed';
  const why = job.state === 'failed' ? 'the re-analysis failed' : 'the re-analysis is still reading it';
  return [
    {
      day: job.requestedOn,
      kind: job.scoped ? 'BRAND_CHANGED' : 'ANALYZER_CHANGED',
      label: `${what}: earlier answers were not read again (${why})`,
      topicId: null,
      platform: null,
    },
  ];
}

function loggedChanges(records: AnnotationRecords): Annotation[] {
  return records.changes.flatMap((change) =>
    (change.topicIds.length > 0 ? change.topicIds : [null]).map((topicId) => ({
      day: change.day,
      kind: 'CHANGE_LOGGED' as const,
      label: `Change: ${change.title}`,
      topicId,
      platform: null,
    })),
  );
}

/** Every annotation the records give, oldest first. */
export function deriveAnnotations(records: AnnotationRecords): Annotation[] {
  return [
    ...promptChanges(records),
    ...reanalysisStep(records),
    ...analyzerChanges(records.answerDays),
    ...modelChanges(records.answerDays),
    ...loggedChanges(records),
    ...engineDriftAnnotations(records),
  ].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.kind.localeCompare(b.kind)));
}

/**
 * The annotations a chart shows: in the period; on a topic's chart those of the topic or of every topic;
 * on the overview (no topic) every one, the same label on the same day once; of the chosen platforms or of
 * every platform.
 */
export function annotationsFor(
  all: readonly Annotation[],
  filter: { from: Day | null; to: Day; topicId: string | null; platforms: readonly string[] | null },
): Annotation[] {
  const seen = new Set<string>();
  return all.filter((annotation) => {
    if (filter.from !== null && annotation.day < filter.from) return false;
    if (annotation.day > filter.to) return false;
    if (filter.topicId !== null && annotation.topicId !== null && annotation.topicId !== filter.topicId)
      return false;
    if (filter.platforms && annotation.platform !== null && !filter.platforms.includes(annotation.platform))
      return false;
    if (filter.topicId === null) {
      const key = `${annotation.day}|${annotation.kind}|${annotation.label}`;
      if (seen.has(key)) return false;
      seen.add(key);
    }
    return true;
  });
}
