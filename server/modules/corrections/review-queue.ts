/**
 * The review queue: the answers whose review teaches the most. Half are those the analyzer was least sure
 * of, as their stored reading shows it (a sentiment near a label's threshold, a name matched only by a short
 * form of it, a tracked name written in the answer but read as something else, as a "not this" line or a
 * homonym rule reads it); the rest a random sample, so the accuracy figures do not measure only the hard
 * cases. Each says which figures its reading feeds. Drawn from the newest answers nobody reviewed yet, the
 * sample the same all day.
 */
import { createHash } from 'node:crypto';
import { SENTIMENT_NEGATIVE_BELOW, SENTIMENT_POSITIVE_FROM } from '../../../graphql/shared/sentiment-label';
import { badInput } from '../../lib/errors';
import { escapeRegExp } from '../../lib/regexp';
import type { BrandScope } from '../../scope';
import { answersByIds, type AnswerModel, getReadingTarget } from '../collection';
import { createAnalyzer } from '../../core/analysis';
import { getReviewCandidates, type ReviewCandidate } from './corrections.store';

export const MAX_REVIEW_QUEUE = 50;
/** The newest unreviewed answers the queue is drawn from. */
const CANDIDATES = 500;
/** A sentiment score this close to a label's threshold (0–100 scale) could as well read the other label. */
const NEAR_THRESHOLD = 3;
/** A match this short, and shorter than the name it stands for, is a short form of it. */
const SHORT_MATCH = 4;

export interface ReviewItemModel {
  answer: AnswerModel;
  reasons: string[];
  /** The figures its reading feeds (How we measure's names). */
  feeds: string[];
  sampled: boolean;
}

type Mention = { start: number; end: number; name: string; isBrand: boolean };

/**
 * Whether the name is written as a name somewhere in the text: its first letter in the name's own case (a
 * lower-case "on" is the preposition, not the brand On; "Hubspot" still stands for HubSpot), and for a
 * one-word name not merely as a sentence's first word before a lower-case one ("On the other hand"), where
 * capitals say nothing.
 */
function writtenAsName(text: string, name: string): boolean {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu');
  const oneWord = !/\s/.test(name);
  for (const match of text.matchAll(pattern)) {
    if (match[0][0] !== name[0]) continue;
    const end = match.index + name.length;
    const ordinaryWord =
      oneWord && startsSentence(text, match.index) && /^ \p{Ll}/u.test(text.slice(end, end + 2));
    if (!ordinaryWord) return true;
  }
  return false;
}

/** Whether `at` opens a sentence, a line or a list item (markdown marks and quotes before it aside). */
function startsSentence(text: string, at: number): boolean {
  const lineBefore = text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
  return /(?:^|[.!?:|]|^\s*(?:[-*+•]|\d+[.)]))[\s*_#>"“(]*$/.test(lineBefore);
}

/** Why the analyzer may have read this answer wrong; none when nothing in its reading says so. */
export function uncertainties(
  answer: Pick<ReviewCandidate, 'text' | 'visible' | 'sentiment'>,
  mentions: readonly Mention[],
  names: readonly string[],
): string[] {
  const reasons: string[] = [];
  if (answer.visible && answer.sentiment !== null)
    for (const [threshold, label] of [
      [SENTIMENT_POSITIVE_FROM, 'Positive'],
      [SENTIMENT_NEGATIVE_BELOW, 'Negative'],
    ] as const) {
      const distance = Math.abs(answer.sentiment - threshold);
      if (distance < NEAR_THRESHOLD)
        reasons.push(
          `Sentiment ${answer.sentiment.toFixed(1)} is ${distance.toFixed(1)} from the ${label} threshold (${threshold}).`,
        );
    }
  const short = new Map<string, string>();
  for (const mention of mentions) {
    const matched = answer.text.slice(mention.start, mention.end);
    if (matched.length <= SHORT_MATCH && matched.length < mention.name.length && !short.has(mention.name))
      short.set(mention.name, matched);
  }
  for (const [name, matched] of short) reasons.push(`${name} was matched only as “${matched}”.`);
  const read = new Set(mentions.map((mention) => mention.name));
  for (const name of names)
    if (!read.has(name) && writtenAsName(answer.text, name))
      reasons.push(`“${name}” is written in the answer but was read as something else.`);
  return reasons;
}

/** What the answer's reading counts in. */
function feeds(answer: Pick<ReviewCandidate, 'visible' | 'competitorIds'>): string[] {
  return [
    'Visibility %',
    ...(answer.visible ? ['Average position', 'Sentiment'] : []),
    ...(answer.visible || answer.competitorIds.length > 0 ? ['Share of voice'] : []),
  ];
}

export async function reviewQueue(scope: BrandScope, first = 10): Promise<ReviewItemModel[]> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_REVIEW_QUEUE)
    throw badInput(`first must be between 1 and ${MAX_REVIEW_QUEUE}.`);
  const [candidates, target] = await Promise.all([
    getReviewCandidates(scope.db, scope.brandId, CANDIDATES),
    getReadingTarget(scope.db, scope.brandId),
  ]);
  if (!target.brand) return [];
  const analyzer = createAnalyzer(target.brand, target.competitors);
  const names = [target.brand.name, ...target.competitors.map((c) => c.name)];
  const read = candidates.map((candidate) => ({
    candidate,
    reasons: uncertainties(candidate, analyzer.mentions(candidate.text), names),
  }));
  // The least certain first (the most reasons, then the newest), up to half the queue.
  const uncertain = read
    .filter(({ reasons }) => reasons.length > 0)
    .sort((a, b) => b.reasons.length - a.reasons.length)
    .slice(0, Math.ceil(first / 2));
  const taken = new Set(uncertain.map(({ candidate }) => candidate.id));
  const draw = (id: string) =>
    createHash('sha256').update(`${scope.brandId}:${scope.today}:${id}`).digest('hex');
  const sampled = read
    .filter(({ candidate }) => !taken.has(candidate.id))
    .map((entry) => ({ ...entry, key: draw(entry.candidate.id) }))
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .slice(0, first - uncertain.length);
  const chosen = [
    ...uncertain.map((entry) => ({ ...entry, sampled: false })),
    ...sampled.map((entry) => ({ ...entry, sampled: true })),
  ];
  const answers = new Map(
    (
      await answersByIds(
        scope,
        chosen.map(({ candidate }) => candidate.id),
      )
    ).map((a) => [a.id, a]),
  );
  return chosen.flatMap(({ candidate, reasons, sampled: random }) => {
    const answer = answers.get(candidate.id);
    return answer
      ? [
          {
            answer,
            reasons: random
              ? ['Drawn at random, so the accuracy figures are not only the hard cases.']
              : reasons,
            feeds: feeds(candidate),
            sampled: random,
          },
        ]
      : [];
  });
}
