/**
 * What the LLM judge answers about one answer, and the checks a reply must pass before it is believed: the
 * JSON schema every provider is held to, its zod twin, and the cross-check against the answer's text (every
 * quote must be in the answer, every brand named must be tracked and present, the position must follow
 * from the order of the brands, the label from the score). A reply that fails any of them is rejected and
 * the rules analyzer reads the answer instead. Its statements are checked one by one: one that fails is
 * dropped, and when none is left the rules' statements stand beside the judge's other figures.
 */
import { z } from 'zod';
import { ASPECTS, type Aspect } from '../../../graphql/shared/aspects';
import { sentimentLabel, type SentimentLabel } from '../../../graphql/shared/sentiment-label';
import { domainOf, foldText, type AnalysisBrand, type AnalysisCompetitor } from '../analysis';

export const SENTIMENT_LABELS = ['positive', 'neutral', 'negative'] as const;

const quotes = (description: string) => ({ type: 'array', items: { type: 'string' }, description });

/** The reply's JSON schema: strict (every property required, no others), nullable where "not mentioned". */
export const JUDGEMENT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'brand_mentioned',
    'mention_quotes',
    'brands_in_order',
    'brand_position',
    'sentiment_score',
    'sentiment_label',
    'sentiment_quotes',
    'statements',
  ],
  properties: {
    brand_mentioned: {
      type: 'boolean',
      description: 'Whether the answer names the tracked brand itself (not another thing with its name).',
    },
    mention_quotes: quotes('1-3 short excerpts copied verbatim from the answer that name the brand.'),
    brands_in_order: {
      type: 'array',
      items: { type: 'string' },
      description:
        'The tracked brands the answer names (the brand and its competitors, spelled as in the list), each once, in the order of their first mention.',
    },
    brand_position: {
      type: ['integer', 'null'],
      description: "The brand's place in brands_in_order (1 = first); null when not mentioned.",
    },
    sentiment_score: {
      type: ['integer', 'null'],
      description:
        'How the answer speaks of the brand, 0 (very negative) to 100 (very positive), 50 neutral; null when not mentioned.',
    },
    sentiment_label: { type: ['string', 'null'], enum: [...SENTIMENT_LABELS, null] },
    sentiment_quotes: quotes('1-3 excerpts copied verbatim from the answer that carry that sentiment.'),
    statements: {
      type: 'array',
      description:
        'What the answer says of each tracked brand it names, statement by statement, in the order of the answer.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['subject', 'quote', 'polarity', 'aspects', 'attributes'],
        properties: {
          subject: {
            type: 'string',
            description: 'The tracked brand or competitor the statement is about, written exactly as listed.',
          },
          quote: {
            type: 'string',
            description:
              'The statement copied character for character from the answer: one whole sentence, list item or table row.',
          },
          polarity: { type: 'string', enum: [...SENTIMENT_LABELS] },
          aspects: {
            type: 'array',
            items: { type: 'string', enum: [...ASPECTS] },
            description: 'The qualities of the subject it speaks of; empty when none.',
          },
          attributes: {
            type: 'array',
            items: { type: 'string' },
            description:
              "The tracked brand's own attributes it speaks of, named as listed; empty for a competitor or when none.",
          },
        },
      },
    },
  },
} as const;

// Postgres text and jsonb cannot hold NUL characters; a quote of an answer that had one is stored without it.
const quote = z
  .string()
  .transform((text) => text.replaceAll('\u0000', '').trim())
  .pipe(z.string().min(1).max(600));

/** The reply as the schema describes it; anything else (a missing field, an extra one) is a mismatch. */
export const judgementReply = z.strictObject({
  brand_mentioned: z.boolean(),
  mention_quotes: z.array(quote).max(5),
  brands_in_order: z.array(z.string().trim().min(1).max(200)).max(100),
  brand_position: z.int().min(1).nullable(),
  sentiment_score: z.number().min(0).max(100).nullable(),
  sentiment_label: z.enum(SENTIMENT_LABELS).nullable(),
  sentiment_quotes: z.array(quote).max(5),
  // Checked one by one (judgedStatement): a bad statement is dropped, not the reply. A reply without them
  // still gives the other figures, with the rules' statements.
  statements: z.array(z.unknown()).optional(),
});

export type JudgementReply = z.infer<typeof judgementReply>;

/** The longest statement quote believed: a table row can run on (what is stored of it is shorter). */
const MAX_STATEMENT_QUOTE_CHARS = 4_000;

/** One statement of a reply, as the schema describes it; anything else drops the statement alone. */
const judgedStatement = z.object({
  subject: z.string().trim().min(1).max(200),
  quote: z
    .string()
    .transform((text) => text.replaceAll('\u0000', '').trim())
    .pipe(z.string().min(1).max(MAX_STATEMENT_QUOTE_CHARS)),
  polarity: z.enum(SENTIMENT_LABELS),
  aspects: z.array(z.string()).max(ASPECTS.length * 2),
  attributes: z.array(z.string()).max(100),
});

/** A statement of a reply as the schema writes it (the reply's statements are typed loosely). */
export type JudgedStatementReply = z.input<typeof judgedStatement>;

/** The quotes behind a judgement, as stored with the answer. */
export interface AnswerEvidence {
  /** Where the answer names the brand. */
  mention: string[];
  /** What carries the sentiment toward it. */
  sentiment: string[];
}

/** A statement the judge gave that passed its checks, at [start, end) of the answer's text. */
export interface JudgedStatement {
  start: number;
  end: number;
  /** The competitor it is about, by its configured name; null: the brand. */
  competitor: string | null;
  polarity: SentimentLabel;
  /** In the taxonomy's order. */
  aspects: Aspect[];
  /** The brand's own attributes it speaks of, by their configured names (the brand's statements only). */
  attributes: string[];
}

/** A judgement that passed every check: the facts it gives and the evidence for them. */
export interface Judgement {
  visible: boolean;
  /** Tracked brands named, the brand included (by its name), in order of first mention. */
  brandsInOrder: string[];
  position: number | null;
  sentiment: number | null;
  sentimentLabel: SentimentLabel | null;
  evidence: AnswerEvidence;
  /**
   * The judge's statements about the tracked names it counted, in text order; or, when its reply gave none
   * or none passed the checks, why the rules' statements stand instead ('none given', 'none valid').
   */
  statements: JudgedStatement[] | { rejected: string };
}

/** Why a reply was not believed; `reason` is short, for the stored analyzer. */
export class JudgementRejected extends Error {
  constructor(readonly reason: string) {
    super(`judgement rejected: ${reason}`);
    this.name = 'JudgementRejected';
  }
}

const LINK = /\[([^\]]*)\]\([^)]*\)/g;
const MARKUP = /[*_`#>|~]/g;
const QUOTE_MARKS = /[“”„«»]/g;
const ELLIPSIS = /\s*(?:\.\.\.|…)\s*/;

/** Text as quotes are compared, and where each of its characters comes from in the original. */
interface ComparableText {
  text: string;
  /** from[i]: the offset in the original of the character that gave text[i]. */
  from: number[];
  /** to[i]: the offset in the original just past that character. */
  to: number[];
}

/** A character beyond ASCII with the combining marks after it (or marks alone), as NFKC composes them. */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/suy;

const ASCII_MARKUP = new Set('*_`#>|~');

/**
 * Text as quotes are compared: link targets and Markdown marks dropped, quotation marks straightened,
 * NFKC-normalised and folded, spaces collapsed; each character with its place in the original, so that a
 * quote found in it has offsets in the answer.
 */
function comparableText(original: string): ComparableText {
  // The characters of a link's syntax, "[" and "](target)": its label is kept.
  const dropped = new Uint8Array(original.length);
  for (const link of original.matchAll(LINK)) {
    const labelEnd = link.index + 1 + (link[1] as string).length;
    dropped[link.index] = 1;
    dropped.fill(1, labelEnd, link.index + link[0].length);
  }
  const units: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  const add = (read: string, start: number, end: number) => {
    for (let i = 0; i < read.length; i++) {
      const space = /\s/.test(read[i]!);
      if (space && (units.length === 0 || units[units.length - 1] === ' ')) continue;
      units.push(space ? ' ' : read[i]!);
      from.push(start);
      to.push(end);
    }
  };
  for (let at = 0; at < original.length;) {
    // An ASCII character, unless combining marks follow it ("e" and U+0301 compose to "é").
    if (original.charCodeAt(at) < 0x80 && !(original.charCodeAt(at + 1) >= 0x300)) {
      const char = original[at]!;
      if (!dropped[at]) add(ASCII_MARKUP.has(char) ? ' ' : char.toLowerCase(), at, at + 1);
      at++;
      continue;
    }
    CLUSTER.lastIndex = at;
    const cluster = CLUSTER.exec(original)![0];
    if (!dropped[at])
      add(
        foldText(cluster.normalize('NFKC').replace(MARKUP, ' ').replace(QUOTE_MARKS, '"')),
        at,
        at + cluster.length,
      );
    at += cluster.length;
  }
  if (units[units.length - 1] === ' ') {
    units.pop();
    from.pop();
    to.pop();
  }
  return { text: units.join(''), from, to };
}

const EMPHASIS = /[*_`~]/;
/** A link that opens where it is tried, and the target that closes a link's label. */
const LINK_AT = /\[[^\]]*\]\([^)]*\)/y;
const LINK_TARGET_AT = /\]\([^)]*\)/y;

/**
 * A quote's span widened to the Markdown around it that its words leave out: emphasis marks touching it
 * ("**Kongly** is…" quoted "Kongly is…"), a link it opens or closes in whole ("[Quillstack](…)"), and a
 * table row's outer pipes; so the answer's words at it read whole.
 */
function widened(text: string, start: number, end: number): { start: number; end: number } {
  const widenStart = () => {
    while (start > 0 && EMPHASIS.test(text[start - 1]!)) start--;
  };
  const widenEnd = () => {
    while (end < text.length && EMPHASIS.test(text[end]!)) end++;
  };
  widenStart();
  widenEnd();
  LINK_AT.lastIndex = start - 1;
  if (start > 0 && LINK_AT.test(text)) {
    start--;
    widenStart();
  }
  LINK_TARGET_AT.lastIndex = end;
  const target = LINK_TARGET_AT.exec(text);
  if (target) {
    end += target[0].length;
    widenEnd();
  }
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', end);
  const lineEnd = newline < 0 ? text.length : newline;
  const before = /^\s*\|\s*$/.exec(text.slice(lineStart, start));
  const after = /^\s*\|(?=\s*$)/.exec(text.slice(end, lineEnd));
  if (before && after) return { start: lineStart + before[0].indexOf('|'), end: end + after[0].length };
  return { start, end };
}

/** Text as quotes are compared (comparableText), without its offsets. */
const comparable = (text: string): string => comparableText(text).text;

/** Whether a quote is in the text: each part of it between elisions ("…"), in order. */
function quotedFrom(text: string, quoted: string): boolean {
  let from = 0;
  for (const part of quoted.split(ELLIPSIS).map(comparable)) {
    if (!part) continue;
    const at = text.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return from > 0;
}

/** The names a tracked entity may be written with in an answer (folded). */
function namesOf(entity: AnalysisBrand): string[] {
  const domain = domainOf(entity.website);
  return [entity.name, ...entity.aliases, ...(domain ? [domain] : [])].map(comparable).filter(Boolean);
}

export interface JudgedAnswer {
  text: string;
  brand: AnalysisBrand;
  competitors: readonly AnalysisCompetitor[];
}

/**
 * Checks a schema-valid reply against the answer and returns the judgement, or throws JudgementRejected:
 * a quote that is not in the answer, a brand that is not tracked or not in the text, a position that does
 * not follow from brands_in_order, fields that contradict brand_mentioned, a label that contradicts the
 * score (the thresholds of graphql/shared/sentiment-label.ts). Its statements are checked apart
 * (checkStatements): a bad one is dropped, not the reply.
 */
export function checkJudgement(reply: JudgementReply, answer: JudgedAnswer): Judgement {
  const readable = comparableText(answer.text);
  const text = readable.text;
  const entities = [answer.brand, ...answer.competitors];
  const names = entities.map(namesOf);
  const inText = names.map((variants) => variants.some((name) => text.includes(name)));

  const order: number[] = [];
  for (const written of reply.brands_in_order) {
    const name = comparable(written);
    const entity = names.findIndex((variants) => variants.includes(name));
    if (entity < 0) throw new JudgementRejected('untracked brand named');
    if (!inText[entity]) throw new JudgementRejected('brand named that the answer does not contain');
    if (!order.includes(entity)) order.push(entity);
  }

  for (const excerpt of [...reply.mention_quotes, ...reply.sentiment_quotes])
    if (!quotedFrom(text, excerpt)) throw new JudgementRejected('quote not in answer');

  const brandAt = order.indexOf(0);
  if (!reply.brand_mentioned) {
    if (
      brandAt >= 0 ||
      reply.brand_position !== null ||
      reply.sentiment_score !== null ||
      reply.sentiment_label !== null
    )
      throw new JudgementRejected('inconsistent reply');
  } else {
    if (brandAt < 0 || reply.sentiment_score === null || reply.sentiment_label === null)
      throw new JudgementRejected('inconsistent reply');
    if (reply.brand_position !== brandAt + 1) throw new JudgementRejected('inconsistent position');
    if (reply.sentiment_label !== sentimentLabel(reply.sentiment_score))
      throw new JudgementRejected('label contradicts score');
    if (reply.mention_quotes.length === 0 || reply.sentiment_quotes.length === 0)
      throw new JudgementRejected('evidence missing');
    const brandNames = names[0] as string[];
    if (
      !reply.mention_quotes.some((excerpt) => brandNames.some((name) => comparable(excerpt).includes(name)))
    )
      throw new JudgementRejected('mention quote does not name the brand');
  }

  return {
    visible: reply.brand_mentioned,
    brandsInOrder: order.map((entity) => (entities[entity] as AnalysisBrand).name),
    position: reply.brand_mentioned ? brandAt + 1 : null,
    sentiment: reply.sentiment_score,
    sentimentLabel: reply.sentiment_label,
    evidence: reply.brand_mentioned
      ? { mention: reply.mention_quotes, sentiment: reply.sentiment_quotes }
      : { mention: [], sentiment: [] },
    statements: checkStatements(reply.statements, answer, readable, names, order),
  };
}

/**
 * The reply's statements that pass their checks, in text order, or why there are none: a statement is
 * dropped when it is malformed, its subject is not a tracked name the judge counted (so none is about a
 * brand it says the answer does not name), an aspect is not in the taxonomy, an attribute is not one of
 * the brand's, or its quote is not in the answer. A quote stands at its first occurrence after the
 * subject's previous statement (from the start when there is none after it), so a sentence repeated in the
 * answer maps in order; a statement twice at one place for one subject counts once. None given while the
 * judge counted a name is taken for none given at all: every name an answer counts is in some statement.
 */
function checkStatements(
  given: readonly unknown[] | undefined,
  answer: JudgedAnswer,
  text: ComparableText,
  names: readonly string[][],
  counted: readonly number[],
): JudgedStatement[] | { rejected: string } {
  if (given === undefined || (given.length === 0 && counted.length > 0)) return { rejected: 'none given' };
  const attributes = new Map(
    (answer.brand.attributes ?? []).map(({ name }) => [comparable(name), name] as const),
  );
  const aspects = new Set<string>(ASPECTS);
  /** Per entity, where its last statement's quote ends in the comparable text. */
  const after = new Map<number, number>();
  const placed = new Set<string>();
  const statements: (JudgedStatement & { entity: number })[] = [];
  for (const item of given) {
    const parsed = judgedStatement.safeParse(item);
    if (!parsed.success) continue;
    const statement = parsed.data;
    const subject = comparable(statement.subject);
    const entity = names.findIndex((variants) => variants.includes(subject));
    if (!counted.includes(entity)) continue;
    if (!statement.aspects.every((aspect) => aspects.has(aspect))) continue;
    const spoken = entity === 0 ? statement.attributes.map((name) => attributes.get(comparable(name))) : [];
    if (spoken.includes(undefined)) continue;
    const quoted = comparable(statement.quote);
    if (!quoted) continue;
    let at = text.text.indexOf(quoted, after.get(entity) ?? 0);
    if (at < 0) at = text.text.indexOf(quoted);
    if (at < 0) continue;
    const last = at + quoted.length - 1;
    after.set(entity, last + 1);
    const { start, end } = widened(answer.text, text.from[at] as number, text.to[last] as number);
    if (placed.has(`${entity}@${start}`)) continue;
    placed.add(`${entity}@${start}`);
    statements.push({
      entity,
      start,
      end,
      competitor: entity === 0 ? null : (answer.competitors[entity - 1] as AnalysisCompetitor).name,
      polarity: statement.polarity,
      aspects: ASPECTS.filter((aspect) => statement.aspects.includes(aspect)),
      // In the brand's order of them, as the rules give them.
      attributes: (answer.brand.attributes ?? []).flatMap(({ name }) =>
        spoken.includes(name) ? [name] : [],
      ),
    });
  }
  if (given.length > 0 && statements.length === 0) return { rejected: 'none valid' };
  return statements
    .sort((a, b) => a.start - b.start || a.entity - b.entity)
    .map(({ entity: _entity, ...statement }) => statement);
}
