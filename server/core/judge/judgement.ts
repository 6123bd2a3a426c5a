/**
 * What the LLM judge answers about one answer, and the checks a reply must pass before it is believed: the
 * JSON schema every provider is held to, its zod twin, and the cross-check against the answer's text (every
 * quote must be in the answer, every brand named must be tracked and present, the position must follow
 * from the order of the brands, the label from the score). A reply that fails any of them is rejected and
 * the rules analyzer reads the answer instead.
 */
import { z } from 'zod';
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
});

export type JudgementReply = z.infer<typeof judgementReply>;

/** The quotes behind a judgement, as stored with the answer. */
export interface AnswerEvidence {
  /** Where the answer names the brand. */
  mention: string[];
  /** What carries the sentiment toward it. */
  sentiment: string[];
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

/** Text as quotes are compared: link targets and Markdown marks dropped, folded, spaces collapsed. */
function comparable(text: string): string {
  return foldText(text.normalize('NFKC').replace(LINK, '$1').replace(MARKUP, ' ').replace(QUOTE_MARKS, '"'))
    .replace(/\s+/g, ' ')
    .trim();
}

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
 * score (the thresholds of graphql/shared/sentiment-label.ts).
 */
export function checkJudgement(reply: JudgementReply, answer: JudgedAnswer): Judgement {
  const text = comparable(answer.text);
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
  };
}
