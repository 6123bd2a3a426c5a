/**
 * The brand's facts as the simulated engine states them (issue 58): in a share of the answers naming the
 * brand, one or two of its facts in a sentence beside the brand's own. Mostly the sheet's value, now and then
 * the previous one, now and then a wrong one: the same wrong value per fact and seed, so a misstatement
 * recurs as real ones do. Drawn from streams of their own ('facts', 'fact-wrong'), so the rest of an answer,
 * and every answer without facts, reads as it did before facts existed.
 */
import { LIST_SEPARATOR, type FactSheetEntry } from '../../../graphql/shared/brand-facts';
import type { AskInput } from './engine.types';
import { seededRandom } from './prng';
import { FACT_FRAMES } from './simulated.phrases';

/**
 * From `fromDay` on, what answers state for one fact (by its key) changes: every statement of it gives
 * `value` (written as the sheet writes values: "15.00", "2019", "true"), or `wrongRate` of them give the
 * fact's wrong value (0: no answer states it any more). A fact's latest shift in effect replaces its
 * earlier ones.
 */
export type FactShift =
  { fact: string; fromDay: string; value: string } | { fact: string; fromDay: string; wrongRate: number };

/** How a stated value stands against the sheet: what the claim reader should find. */
export type FactTruth = 'right' | 'previous' | 'wrong';

export interface StatedFact {
  fact: FactSheetEntry;
  /** The value stated, as the sheet writes values. */
  value: string;
  truth: FactTruth;
  sentence: string;
}

/** Shares of a fact's statements giving its wrong value (where it has one) and its previous one. */
const WRONG_RATE = 0.15;
const PREVIOUS_RATE = 0.1;
/** Share of the answers stating facts that state two. */
const TWO_FACTS_RATE = 0.35;

/**
 * The facts an answer states where it names the brand: none, one or two (of different kinds, so that no
 * figure in the sentence can be read as the other's), each with its sentence.
 */
export function statedFacts(
  rate: number,
  platform: string,
  input: AskInput,
  seed: string,
  shifts: readonly FactShift[],
): StatedFact[] {
  const facts = input.facts ?? [];
  if (facts.length === 0) return [];
  const random = seededRandom(
    'facts',
    seed,
    platform,
    input.prompt,
    input.day,
    String(input.sample),
    input.brand.name,
  );
  if (!random.chance(rate)) return [];
  const [first, ...others] = random.shuffle(facts) as [FactSheetEntry, ...FactSheetEntry[]];
  const second = random.chance(TWO_FACTS_RATE) ? others.find((fact) => fact.kind !== first.kind) : undefined;
  return [first, ...(second ? [second] : [])].map((fact) => {
    // Four draws per fact whatever it is, so a shift changes that fact's value and nothing else.
    const [truthDraw, frameDraw, nounDraw, wordDraw] = [
      random.next(),
      random.next(),
      random.next(),
      random.next(),
    ];
    const { value, truth } = valueStated(
      fact,
      truthDraw,
      input,
      seed,
      latestShift(shifts, fact.key, input.day),
    );
    return {
      fact,
      value,
      truth,
      sentence: sentenceFor(fact, value, input.brand.name, [frameDraw, nounDraw, wordDraw]),
    };
  });
}

function latestShift(shifts: readonly FactShift[], key: string, day: string): FactShift | null {
  let latest: FactShift | null = null;
  for (const shift of shifts)
    if (shift.fact === key && shift.fromDay <= day && (!latest || shift.fromDay >= latest.fromDay))
      latest = shift;
  return latest;
}

function valueStated(
  fact: FactSheetEntry,
  draw: number,
  input: AskInput,
  seed: string,
  shift: FactShift | null,
): { value: string; truth: FactTruth } {
  if (shift && 'value' in shift) return { value: shift.value, truth: truthOf(fact, shift.value) };
  const wrong = wrongValue(fact, seed, input.brand.name);
  const previous = fact.previousValues[0] ?? null;
  const wrongRate = wrong === null ? 0 : (shift?.wrongRate ?? WRONG_RATE);
  if (draw < wrongRate) return { value: wrong!, truth: 'wrong' };
  if (previous !== null && draw < wrongRate + PREVIOUS_RATE) return { value: previous, truth: 'previous' };
  return { value: fact.value, truth: 'right' };
}

const isNumeric = (fact: FactSheetEntry) => fact.kind === 'MONEY' || fact.kind === 'NUMBER';

function truthOf(fact: FactSheetEntry, value: string): FactTruth {
  const same = (other: string) => (isNumeric(fact) ? Number(other) === Number(value) : other === value);
  if (same(fact.value)) return 'right';
  return fact.previousValues.some(same) ? 'previous' : 'wrong';
}

/**
 * The fact's wrong value for this seed: an amount or number a plausible step off, a year 1-3 off, a date 1-3
 * months off, the other answer to a yes-or-no question, a list missing one item. None for a text (a place or
 * name the sheet does not hold cannot be told from any other words) or a list of fewer than three items.
 */
function wrongValue(fact: FactSheetEntry, seed: string, brand: string): string | null {
  const random = seededRandom('fact-wrong', seed, brand, fact.key, fact.country ?? '', fact.value);
  const known = [fact.value, ...fact.previousValues];
  const fresh = (candidates: string[]) =>
    candidates.find((candidate) => !known.some((value) => sameValue(fact, value, candidate))) ?? null;
  const sign = random.chance(0.5) ? 1 : -1;
  switch (fact.kind) {
    case 'MONEY':
    case 'NUMBER': {
      const value = Number(fact.value);
      const decimals = fact.value.split('.')[1]?.length ?? 0;
      // Steps of whole units below 100, of tens below 1,000 and so on, about a fifth to a third of the value.
      const grain = Math.max(1, 10 ** (Math.floor(Math.log10(Math.abs(value) || 1)) - 1));
      const step = Math.max(
        grain,
        Math.round((Math.abs(value) * random.pick([0.2, 0.25, 0.3])) / grain) * grain,
      );
      const candidates = [value + sign * step, value - sign * step].filter(
        (n) => fact.kind === 'NUMBER' || n > 0,
      );
      return fresh(candidates.map((n) => n.toFixed(decimals)));
    }
    case 'YEAR': {
      const offset = random.int(1, 3);
      return fresh([Number(fact.value) + sign * offset, Number(fact.value) - sign * offset].map(String));
    }
    case 'DATE': {
      const [year, month, day] = fact.value.split('-').map(Number) as [number, number, number];
      const offset = random.int(1, 3);
      const moved = (months: number) =>
        new Date(Date.UTC(year, month - 1 + months, Math.min(day, 28))).toISOString().slice(0, 10);
      return fresh([moved(sign * offset), moved(-sign * offset)]);
    }
    case 'BOOLEAN':
      return fact.value === 'true' ? 'false' : 'true';
    case 'LIST': {
      const items = fact.value.split(LIST_SEPARATOR);
      if (items.length < 3) return null;
      const dropped = random.int(0, items.length - 1);
      return fresh([items.filter((_, index) => index !== dropped).join(LIST_SEPARATOR)]);
    }
    case 'TEXT':
      return null;
  }
}

const sameValue = (fact: FactSheetEntry, a: string, b: string) =>
  isNumeric(fact) ? Number(a) === Number(b) : a === b;

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
]; // prettier-ignore

const CURRENCY_SIGNS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥' };

/** A value as an answer writes it: "$12 per month", "14 August 2023", "GitHub, Slack and Jira". */
function writtenValue(fact: FactSheetEntry, value: string): string {
  switch (fact.kind) {
    case 'MONEY': {
      const amount = Number(value);
      const figure = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
      const sign = fact.currency ? CURRENCY_SIGNS[fact.currency] : undefined;
      const money = sign ? `${sign}${figure}` : [figure, fact.currency].filter(Boolean).join(' ');
      return fact.unit ? `${money} ${fact.unit}` : money;
    }
    case 'NUMBER':
      if (/%|percent/.test(fact.unit ?? '')) return `${value}%`;
      return fact.unit ? `${value} ${fact.unit}` : value;
    case 'DATE': {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number];
      return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
    }
    case 'LIST': {
      const items = value.split(LIST_SEPARATOR);
      return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : value;
    }
    case 'BOOLEAN':
    case 'YEAR':
    case 'TEXT':
      return value;
  }
}

/** The shape of a word for a fact: which frames it fits ("founded in 2016", "based in Tallinn", "a free plan"). */
type WordForm = 'noun' | 'participle' | 'preposition';

const PREPOSITIONS = new Set(['in', 'at', 'from', 'since', 'with', 'on', 'to', 'by', 'for', 'of']);

function formOf(word: string): WordForm {
  const words = word.trim().split(/\s+/);
  if (PREPOSITIONS.has(words[words.length - 1]!.toLowerCase())) return 'preposition';
  return words.length === 1 && /^\p{Ll}+ed$/u.test(words[0]!) ? 'participle' : 'noun';
}

/** A label as a noun phrase inside a sentence: "Head office" reads "head office", "API calls" stays. */
const asNoun = (label: string) =>
  /^\p{Lu}\p{Ll}*(?:\s|$)/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

/**
 * The fact's words by form (the engine answers in English: its English aliases). A noun naming the fact is
 * one of its aliases the label holds, or the label itself; where the label holds none, an alias, so that a
 * reader finds the fact named beside a year, a number, a date, a yes or no, or a list.
 */
function wordsFor(fact: FactSheetEntry): Record<WordForm, string[]> {
  const aliases = fact.aliases.en ?? [];
  const byForm = (form: WordForm) => aliases.filter((alias) => formOf(alias) === form);
  const nouns = byForm('noun');
  const label = fact.label.toLowerCase();
  const inLabel = nouns.filter((noun) => label.includes(noun.toLowerCase()));
  const mustName = fact.kind !== 'MONEY' && fact.kind !== 'TEXT';
  return {
    noun:
      inLabel.length > 0
        ? [asNoun(fact.label), ...inLabel]
        : mustName && nouns.length > 0
          ? nouns
          : [asNoun(fact.label)],
    participle: byForm('participle'),
    preposition: byForm('preposition'),
  };
}

const at = <T>(items: readonly T[], draw: number): T => items[Math.floor(draw * items.length)]!;

function sentenceFor(
  fact: FactSheetEntry,
  value: string,
  brand: string,
  [frameDraw, nounDraw, wordDraw]: readonly number[],
): string {
  const words = wordsFor(fact);
  const frames: Partial<Record<WordForm | 'yes' | 'no', readonly string[]>> = FACT_FRAMES[fact.kind];
  // A yes-or-no fact is said with its noun; another is said with a word such as "founded" or "based in"
  // where it has one, as that reads best, else with its noun.
  const framed = (form: WordForm, list: readonly string[] = []) =>
    list.map((frame): [string, WordForm] => [frame, form]);
  const worded = (['participle', 'preposition'] as const).flatMap((form) =>
    words[form].length > 0 ? framed(form, frames[form]) : [],
  );
  const choices =
    fact.kind === 'BOOLEAN'
      ? framed('noun', frames[value === 'true' ? 'yes' : 'no'])
      : worded.length > 0
        ? worded
        : framed('noun', frames.noun);
  const [frame, form] = at(choices, frameDraw!);
  const noun = at(words.noun, nounDraw!);
  const article = /s$/.test(noun) ? '' : /^[aeiou]/i.test(noun) ? 'an ' : 'a ';
  return frame
    .replaceAll("{B}'s", /s$/.test(brand) ? `${brand}'` : `${brand}'s`)
    .replaceAll('{B}', brand)
    .replaceAll('{N}', noun)
    .replaceAll('{a}', article)
    .replaceAll('{W}', form === 'noun' ? noun : at(words[form], wordDraw!))
    .replaceAll('{V}', writtenValue(fact, value));
}
