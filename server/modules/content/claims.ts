/**
 * Claims a draft makes that its inputs do not back: figures, percentages, quotations and people's names
 * that appear in the generated text but nowhere in what the writer was given (the user's text, the brand's
 * facts, what answers said), and values that contradict the brand's confirmed fact sheet (sheet.ts). A model
 * told not to invent still does now and then; the editor shows each flag where it stands so nobody publishes
 * an invented statistic, a quote from a person who never said it, or a price the brand no longer charges.
 */
import { compromise } from '../../lib/compromise';
import type { FactContradiction, SheetReading } from './sheet';

export type ClaimKind = 'FIGURE' | 'PERCENTAGE' | 'QUOTE' | 'PERSON' | 'CONTRADICTS_FACT';

export interface ClaimFlag {
  kind: ClaimKind;
  /** The claim as it stands in the text. */
  text: string;
  /** Character offsets in the text: [start, end). */
  start: number;
  end: number;
  /** CONTRADICTS_FACT: the fact, and what the sheet says. */
  contradiction?: FactContradiction;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[“”„"]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/(\d)\s*(?:per ?cent|percent)\b/g, '$1%')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/(\d)\s+%/g, '$1%');

/** Placeholders such as [add a statistic and its source] are the writer's to fill, never claims. */
const PLACEHOLDER = /\[[^\]\n]*\]/g;
const PERCENTAGE = /(?<![\w.])\d+(?:[.,]\d+)?\s?(?:%|per ?cent\b|percent\b)/gi;
const FIGURE = /(?<![\w.,])\d+(?:[.,]\d+)*(?![\w%])/g;
const QUOTE = /["“]([^"”\n]{12,}?)["”]/g;
/** A list's or heading's own numbering ("1. ", "## 2) ") is not a claim. */
const NUMBERING = /^\s*(?:#+\s*)?\d+[.)]\s/;

function insidePlaceholder(text: string, start: number): boolean {
  for (const match of text.matchAll(PLACEHOLDER))
    if (start >= match.index && start < match.index + match[0].length) return true;
  return false;
}

/**
 * Claims in `text` that none of `inputs` contains, in the order they appear; none within `settled`, the spans
 * already judged (values the fact sheet backs or contradicts).
 */
export function unsupportedClaims(
  text: string,
  inputs: readonly string[],
  settled: readonly { start: number; end: number }[] = [],
): ClaimFlag[] {
  const known = normalise(inputs.join('\n'));
  const knownNumbers = new Set(known.match(/\d+(?:\.\d+)*/g) ?? []);
  const flags: ClaimFlag[] = [];
  const taken: [number, number][] = settled.map(({ start, end }) => [start, end]);
  const overlaps = (start: number, end: number) => taken.some(([s, e]) => start < e && end > s);
  const add = (kind: ClaimKind, start: number, end: number) => {
    if (insidePlaceholder(text, start) || overlaps(start, end)) return;
    taken.push([start, end]);
    flags.push({ kind, text: text.slice(start, end), start, end });
  };

  for (const match of text.matchAll(QUOTE)) {
    if (!known.includes(normalise(match[1]!).trim()))
      add('QUOTE', match.index, match.index + match[0].length);
  }
  for (const match of text.matchAll(PERCENTAGE)) {
    if (!known.includes(normalise(match[0]))) add('PERCENTAGE', match.index, match.index + match[0].length);
  }
  for (const match of text.matchAll(FIGURE)) {
    const lineStart = text.lastIndexOf('\n', match.index) + 1;
    const lineHead = text.slice(lineStart, match.index + match[0].length + 2);
    if (match.index - lineStart <= 5 && NUMBERING.test(lineHead)) continue;
    if (!knownNumbers.has(match[0].replace(/(\d),(?=\d{3}\b)/g, '$1'))) {
      add('FIGURE', match.index, match.index + match[0].length);
    }
  }
  const people = compromise()(text).match('#Person+').json({ offset: true }) as {
    text: string;
    offset: { start: number; length: number };
  }[];
  for (const person of people) {
    const name = person.text.replace(/[^\p{L}.'’ -]+$/u, '').trim();
    const start = text.indexOf(name, person.offset.start);
    if (!name || start < 0 || known.includes(normalise(name))) continue;
    add('PERSON', start, start + name.length);
  }
  return flags.sort((a, b) => a.start - b.start);
}

/** A draft's flags: its values that contradict a confirmed fact, and the claims nothing it was given backs. */
export function draftFlags(text: string, inputs: readonly string[], sheet: SheetReading): ClaimFlag[] {
  const contradictions = sheet.contradicting.map(({ start, end, contradiction }): ClaimFlag => ({
    kind: 'CONTRADICTS_FACT',
    text: text.slice(start, end),
    start,
    end,
    contradiction,
  }));
  const unsupported = unsupportedClaims(text, inputs, [...sheet.backed, ...sheet.contradicting]);
  return [...contradictions, ...unsupported].sort((a, b) => a.start - b.start);
}

/** One line of the list to check before publishing: a claim, however many times the draft states it. */
export interface ClaimCheck {
  kind: ClaimKind;
  text: string;
  /** Where it first stands in the draft. */
  start: number;
  /** How many times the draft states it (a repeated sentence states it again). */
  occurrences: number;
  contradiction?: FactContradiction;
}

/**
 * The flags as the list to check: values the fact sheet contradicts first, then the claims nothing backs,
 * each in the order it first stands; a claim the draft states again in the same words and with the same
 * contradiction is one line, with how often it stands (every occurrence stays marked in the text).
 */
export function claimChecks(flags: readonly ClaimFlag[]): ClaimCheck[] {
  const checks = new Map<string, ClaimCheck>();
  for (const flag of [...flags].sort((a, b) => a.start - b.start)) {
    const key = JSON.stringify([flag.kind, flag.text, flag.contradiction?.message ?? null]);
    const known = checks.get(key);
    if (known) known.occurrences += 1;
    else
      checks.set(key, {
        kind: flag.kind,
        text: flag.text,
        start: flag.start,
        occurrences: 1,
        ...(flag.contradiction ? { contradiction: flag.contradiction } : {}),
      });
  }
  return [...checks.values()].sort(
    (a, b) => Number(Boolean(b.contradiction)) - Number(Boolean(a.contradiction)) || a.start - b.start,
  );
}
