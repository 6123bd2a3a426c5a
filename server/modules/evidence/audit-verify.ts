/**
 * Checks an audit pack (npm run audit:verify): every file the manifest lists is there with its SHA-256 and
 * size, nothing else is, and the overview's figures the manifest states are what the pack's answers give
 * when recomputed with the dashboard's formulas (audit-figures.ts). Reads the pack alone: no database.
 */
import { createHash } from 'node:crypto';
import yauzl from 'yauzl';
import { PROMPT_KINDS, type PromptKind } from '../../../graphql/shared/prompt-kinds';
import { addDays, type Day } from '../../lib/dates';
import {
  figureDifferences,
  overviewFromAnswers,
  type FigureAnswer,
  type OverviewFigures,
} from './audit-figures';
import { AUDIT_PACK_FORMAT, type AuditManifest } from './audit-pack';

export interface AuditVerification {
  /** No problem found: every byte as listed, every figure recomputed the same. */
  ok: boolean;
  problems: string[];
  manifest: AuditManifest | null;
  recomputed: OverviewFigures | null;
}

/** The files of a zip (an audit pack), by name. */
export async function readPackFiles(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    file.on('error', reject);
    file.on('end', () => resolve());
    file.on('entry', (entry: yauzl.Entry) => {
      file
        .openReadStreamPromise(entry)
        .then(async (stream) => {
          const pieces: Buffer[] = [];
          for await (const piece of stream) pieces.push(piece as Buffer);
          files.set(entry.fileName, Buffer.concat(pieces));
          file.readEntry();
        })
        .catch(reject);
    });
    file.readEntry();
  });
  return files;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const isDay = (value: unknown): value is Day =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function figureAnswers(bytes: Buffer, problems: string[]): FigureAnswer[] {
  const answers: FigureAnswer[] = [];
  const lines = bytes.toString('utf8').split('\n');
  lines.forEach((text, index) => {
    if (!text.trim()) return;
    try {
      const row = JSON.parse(text) as Record<string, unknown>;
      answers.push({
        day: String(row.day),
        platform: String(row.platform),
        promptKind: row.promptKind as PromptKind,
        status: String(row.status),
        visible: typeof row.visible === 'boolean' ? row.visible : null,
        sentiment: typeof row.sentiment === 'number' ? row.sentiment : null,
        position: typeof row.position === 'number' ? row.position : null,
      });
    } catch {
      problems.push(`answers.jsonl line ${index + 1} is not JSON.`);
    }
  });
  return answers;
}

/** Verifies a pack's bytes; never throws on a bad pack (its problems say what is wrong). */
export async function verifyAuditPack(zip: Buffer): Promise<AuditVerification> {
  const problems: string[] = [];
  let files: Map<string, Buffer>;
  try {
    files = await readPackFiles(zip);
  } catch (error) {
    return {
      ok: false,
      problems: [`The pack is not a readable zip: ${(error as Error).message}`],
      manifest: null,
      recomputed: null,
    };
  }
  const manifestBytes = files.get('manifest.json');
  if (!manifestBytes)
    return { ok: false, problems: ['The pack has no manifest.json.'], manifest: null, recomputed: null };
  let manifest: AuditManifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as AuditManifest;
  } catch {
    return { ok: false, problems: ['manifest.json is not JSON.'], manifest: null, recomputed: null };
  }
  if (manifest.format !== AUDIT_PACK_FORMAT || !Array.isArray(manifest.files) || !manifest.figures)
    return {
      ok: false,
      problems: ['manifest.json is not an audit pack manifest.'],
      manifest,
      recomputed: null,
    };

  const listed = new Set<string>();
  for (const entry of manifest.files) {
    listed.add(entry.name);
    const bytes = files.get(entry.name);
    if (!bytes) {
      problems.push(`${entry.name} is listed in the manifest but missing from the pack.`);
      continue;
    }
    const hash = sha256(bytes);
    if (hash !== entry.sha256)
      problems.push(`${entry.name} changed: SHA-256 ${hash}, the manifest says ${entry.sha256}.`);
    else if (bytes.length !== entry.bytes)
      problems.push(`${entry.name} is ${bytes.length} bytes, the manifest says ${entry.bytes}.`);
  }
  for (const name of files.keys())
    if (name !== 'manifest.json' && !listed.has(name))
      problems.push(`${name} is in the pack but not in the manifest.`);

  const { period, previous } = manifest;
  if (!isDay(period?.from) || !isDay(period?.to) || !isDay(previous?.from) || !isDay(previous?.to)) {
    problems.push('The manifest does not give the period and the previous period as days.');
    return { ok: false, problems, manifest, recomputed: null };
  }
  if (previous.to !== addDays(period.from, -1))
    problems.push(
      `The previous period (${previous.from}…${previous.to}) does not end the day before ${period.from}.`,
    );
  const kind = manifest.promptKind;
  if (kind !== null && !PROMPT_KINDS.includes(kind)) problems.push(`Unknown prompt kind ${String(kind)}.`);
  const answersBytes = files.get('answers.jsonl');
  if (!answersBytes) return { ok: false, problems, manifest, recomputed: null };
  if (manifest.figures.visibilityBasis !== 'POOLED')
    problems.push(
      'The stated visibility is a mean of per-prompt rates (uneven samples): this verifier recomputes pooled figures only.',
    );
  const recomputed = overviewFromAnswers(figureAnswers(answersBytes, problems), period, previous, kind);
  problems.push(...figureDifferences(manifest.figures, recomputed).map((line) => `Figure differs: ${line}`));
  return { ok: problems.length === 0, problems, manifest, recomputed };
}

/** The figures as lines for a terminal. */
export function describeFigures(figures: OverviewFigures): string[] {
  const change = (
    name: string,
    c: { current: number | null; previous: number | null; change: number | null },
  ) => `  ${name}: ${c.current ?? '—'} (previous ${c.previous ?? '—'}, change ${c.change ?? '—'})`;
  return [
    `Visibility ${figures.visibility}% (${figures.visibilityBasis.toLowerCase()}), impressions ${figures.impressions}, answers ${figures.answers}`,
    `Sentiment ${figures.sentiment ?? '—'}, average position ${figures.averagePosition ?? '—'}`,
    'Platforms:',
    ...figures.platforms.map(
      (row) =>
        `  ${row.platform}: visibility ${row.visibility}%, ${row.impressions} of ${row.answers} answers, ${row.refusals} refused, ${row.noAnswers} without an answer`,
    ),
    'Change against the previous period:',
    change('visibility', figures.change.visibility),
    change('sentiment', figures.change.sentiment),
    change('position', figures.change.position),
    change('impressions', figures.change.impressions),
  ];
}
