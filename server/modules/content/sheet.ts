/**
 * A draft read against the brand's confirmed fact sheet (issue 58) with the analyzer's claim reader, as the
 * fact check reads answers: each value the draft states for a confirmed fact is backed by the sheet, or
 * contradicts it (a value the sheet never held, or one of its previous values). The built-in draft puts a
 * contradicting value right with the sheet's; a model's draft keeps it, flagged.
 */
import {
  createClaimReader,
  detectLanguage,
  marketFacts,
  type AnalysisConfig,
  type FactClaimReading,
  type FactSheet,
} from '../../core/analysis';
import { factValueText, type FactSheetEntry } from '../../../graphql/shared/brand-facts';

/** How a value of a draft contradicts a confirmed fact. */
export interface FactContradiction {
  /** The fact's key on the sheet. */
  fact: string;
  label: string;
  /** The sheet's value for the market, as the screens show it. */
  expected: string;
  status: 'WRONG' | 'OUTDATED';
  /** The contradiction in words: which fact, what the draft says, what the sheet says. */
  message: string;
}

/** A value of the draft the sheet speaks to: [start, end) of the value as written. */
interface StatedValue {
  start: number;
  end: number;
  stated: string;
}

export interface ContradictingValue extends StatedValue {
  entry: FactSheetEntry;
  contradiction: FactContradiction;
}

export interface SheetReading {
  /** Values as a confirmed fact holds them: no other check flags them. */
  backed: StatedValue[];
  contradicting: ContradictingValue[];
}

export type DraftSheetReader = (text: string) => SheetReading;

const NOTHING_READ: SheetReading = { backed: [], contradicting: [] };

function contradictionOf(reading: FactClaimReading, entry: FactSheetEntry): FactContradiction | null {
  if (reading.status !== 'WRONG' && reading.status !== 'OUTDATED') return null;
  const expected = factValueText(entry);
  // A yes/no is stated by the words around the fact's ("no free plan"): wrong, it says the opposite.
  const stated =
    entry.kind === 'BOOLEAN'
      ? `the draft says ${entry.value === 'true' ? 'no' : 'yes'}`
      : `the draft says "${reading.stated}"`;
  return {
    fact: entry.key,
    label: entry.label,
    expected,
    status: reading.status,
    message:
      reading.status === 'WRONG'
        ? `${entry.label}: ${stated}, the fact sheet says ${expected}.`
        : `${entry.label}: ${stated}, a previous value; the fact sheet says ${expected} now.`,
  };
}

/** Reads drafts against the brand's confirmed facts for its market; without a sheet it reads nothing. */
export function draftSheetReader(config: AnalysisConfig, sheet: FactSheet | undefined): DraftSheetReader {
  const entries = marketFacts(sheet);
  if (!sheet || entries.length === 0) return () => NOTHING_READ;
  const read = createClaimReader(config, sheet.facts);
  return (text) => {
    const reading: SheetReading = { backed: [], contradicting: [] };
    for (const claim of read(text, { language: detectLanguage(text), country: sheet.market })) {
      const entry = entries.find((candidate) => candidate.key === claim.fact);
      // The value as written, inside the statement the reader quotes.
      const start = text.indexOf(claim.stated, claim.start);
      if (!entry || start < 0 || start >= claim.end) continue;
      const value = { start, end: start + claim.stated.length, stated: claim.stated };
      const contradiction = contradictionOf(claim, entry);
      if (contradiction) reading.contradicting.push({ ...value, entry, contradiction });
      else if (claim.status === 'CORRECT') reading.backed.push(value);
    }
    return reading;
  };
}

/** Kinds of fact whose value can stand in for the stated one in the same words; a yes/no or a list cannot. */
const REPLACEABLE: ReadonlySet<FactSheetEntry['kind']> = new Set(['MONEY', 'NUMBER', 'YEAR', 'DATE', 'TEXT']);

/** The sheet's value in place of a stated one: an amount with its currency, the sentence keeping its period. */
const replacementOf = (entry: FactSheetEntry) =>
  entry.kind === 'MONEY' ? `${entry.value} ${entry.currency}` : entry.value;

export interface PutRight {
  label: string;
  stated: string;
  replacement: string;
}

/**
 * The built-in draft with each contradicting value the sheet's own words can replace put right, and what was
 * put right (once per fact and value). A yes/no or a list stays as written, for the flags to show.
 */
export function putRight(text: string, readSheet: DraftSheetReader): { text: string; putRight: PutRight[] } {
  const replaced = readSheet(text)
    .contradicting.filter(({ entry }) => REPLACEABLE.has(entry.kind))
    .sort((a, b) => b.start - a.start);
  let corrected = text;
  const done: PutRight[] = [];
  for (const { start, end, stated, entry } of replaced) {
    const replacement = replacementOf(entry);
    corrected = corrected.slice(0, start) + replacement + corrected.slice(end);
    if (!done.some((row) => row.label === entry.label && row.stated === stated))
      done.unshift({ label: entry.label, stated, replacement });
  }
  return { text: corrected, putRight: done };
}
