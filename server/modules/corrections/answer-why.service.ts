/**
 * An answer's "why" in plain words, made when it is read from the rule ids kept with its analysis
 * (analysis/why.ts) and the words for each id (analysis/why-words.ts). Where a reviewer's correction
 * overrides the analyzer, the reading says who corrected it instead of the rule.
 */
import {
  SENTIMENT_NEGATIVE_BELOW,
  SENTIMENT_POSITIVE_FROM,
  sentimentLabelText,
} from '../../../graphql/shared/sentiment-label';
import type { BrandScope } from '../../scope';
import { type AnswerModel, getReadingTarget } from '../collection';
import {
  FIRST_MENTION_ORDER,
  JUDGE_RULE,
  nameReadingSentence,
  POSITION_WORDS,
  sentimentSentence,
  type StoredWhy,
  type WhyReading,
} from '../../core/analysis';
import { correctionOf, type CorrectionModel } from './corrections.service';

export interface WhyLineModel {
  subject: string;
  ruleId: string | null;
  text: string;
  corrected: boolean;
}

export interface AnswerWhyModel {
  visibility: WhyLineModel[];
  position: WhyLineModel | null;
  competitors: WhyLineModel[];
  sentiment: WhyLineModel | null;
}

/** The answer's why; null for an answer with no reading, or read before the why was kept. */
export async function answerWhy(scope: BrandScope, answer: AnswerModel): Promise<AnswerWhyModel | null> {
  if (answer.status !== 'ok' || answer.whyIds === null) return null;
  const [correction, brand] = await Promise.all([
    correctionOf(scope, answer.id),
    // Every answer of a request names the same brand: read once.
    scope.memo.get('why:brand', async () => (await getReadingTarget(scope.db, scope.brandId)).brand?.name),
  ]);
  // A confirmation says the analyzer read the answer right: its rules stand.
  return explainAnswer(
    answer,
    answer.whyIds,
    brand ?? 'Your brand',
    correction?.confirmed ? null : correction,
  );
}

/** The readings in words: the analyzer's rules where they stand, the reviewer where a correction overrides them. */
function explainAnswer(
  answer: Pick<AnswerModel, 'text' | 'visible' | 'position' | 'sentiment' | 'competitors'>,
  why: StoredWhy,
  brand: string,
  correction: CorrectionModel | null,
): AnswerWhyModel {
  const written = (reading: WhyReading) =>
    reading.at && answer.text ? answer.text.slice(reading.at[0], reading.at[1]) : null;
  const byRule = (subject: string, ruleId: string | null, text: string): WhyLineModel => ({
    subject,
    ruleId,
    text,
    corrected: false,
  });
  const byReviewer = (subject: string, reading: string): WhyLineModel => ({
    subject,
    ruleId: null,
    text: `${reading}: corrected by ${correction?.by ?? 'a reviewer'}.`,
    corrected: true,
  });
  const judged = why.brand[0]?.rule === JUDGE_RULE;
  const byJudge = (subject: string, reading: string) =>
    byRule(subject, JUDGE_RULE, `${reading}: read by the LLM judge.`);
  const visible = answer.visible === true;
  const names = (name: string) => (visible ? `Names ${name}` : `Does not name ${name}`);

  const visibility =
    correction?.visible != null
      ? [byReviewer(brand, names(brand))]
      : judged
        ? [byJudge(brand, names(brand))]
        : why.brand.length === 0
          ? [byRule(brand, null, 'Not counted: the answer never writes the brand’s name or an alias.')]
          : why.brand.map((reading) =>
              byRule(
                brand,
                reading.dropped ?? reading.rule,
                `${visible ? 'Counted' : 'Not counted'}: ${nameReadingSentence(written(reading), reading.rule, reading.dropped)}`,
              ),
            );

  const namedBefore = answer.competitors.filter(
    (c) => answer.position !== null && c.position < answer.position,
  );
  const positionRead = `Position ${answer.position}`;
  const position = !visible
    ? null
    : correction && (correction.position ?? correction.visible ?? correction.competitorIds) != null
      ? byReviewer('Position', positionRead)
      : judged
        ? byJudge('Position', positionRead)
        : byRule(
            'Position',
            FIRST_MENTION_ORDER,
            `${positionRead}: ${
              namedBefore.length === 0
                ? 'named before any tracked competitor'
                : `named after ${namedBefore.map((c) => c.name).join(', ')}`
            }; ${POSITION_WORDS}.`,
          );

  const competitorNames = new Map(answer.competitors.map((c) => [c.id, c.name]));
  const competitors =
    correction?.competitorIds != null
      ? answer.competitors.map((c) => byReviewer(c.name, `Names ${c.name}`))
      : why.competitors.flatMap((reading) => {
          const name = competitorNames.get(reading.competitorId);
          if (name === undefined) return [];
          return reading.rule === JUDGE_RULE
            ? [byJudge(name, `Names ${name}`)]
            : [byRule(name, reading.rule, nameReadingSentence(written(reading), reading.rule))];
        });

  const score = answer.sentiment;
  const sentiment =
    !visible || score === null
      ? null
      : correction?.sentimentLabel != null || why.sentiment === null
        ? byReviewer('Sentiment', sentimentLabelText(score))
        : byRule(
            'Sentiment',
            why.sentiment.rule,
            `${sentimentLabelText(score)} (score ${Math.round(score)}; positive from ${SENTIMENT_POSITIVE_FROM}, negative below ${SENTIMENT_NEGATIVE_BELOW}): ${sentimentSentence(why.sentiment.rule, why.sentiment.byModel, why.sentiment.words, why.sentiment)}.`,
          );

  return { visibility, position, competitors, sentiment };
}
