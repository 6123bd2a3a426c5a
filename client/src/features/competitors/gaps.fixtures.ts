/** Test data: an answer gap's cited source as the server judges it (its kind of site, its outreach). */
import type { SourceCategory, SourceOutreachKind } from '../../__generated__/graphql';

const OUTREACH: Record<SourceOutreachKind, (domain: string, brand: string) => [string, string]> = {
  PITCH: (d, b) => [
    `Pitch ${d}`,
    `Its editors choose what it covers: pitch them a story or data about ${b}.`,
  ],
  CHECK_ENCYCLOPEDIA_ARTICLE: (d, b) => [
    `Check the facts about ${b} on ${d}`,
    `Make sure the facts on ${b}'s article are sourced and current.`,
  ],
  ANSWER_QUESTIONS: (d) => [
    `Answer questions on ${d}`,
    'Answer the questions where your category is discussed.',
  ],
  GATHER_REVIEWS: (d, b) => [`Ask customers to review ${b} on ${d}`, 'Its reviews come from customers.'],
  PUBLISH_THERE: (d) => [`Publish on ${d}`, `Anyone can publish on ${d}.`],
  OFFER_REFERENCE: (d) => [`Offer ${d} a source`, 'Offer your documentation as a source.'],
  IMPROVE_OWN_PAGE: (d, b) => [`Improve ${b}'s page on ${d}`, `The cited page is ${b}'s own.`],
  ANSWER_WITH_OWN_PAGE: (_d, b) => [`Answer the question on a page of ${b}'s`, "A competitor's own site."],
};

export function gapSource(
  domain: string,
  answers: number,
  {
    brand = 'Linear',
    brandAnswers = 0,
    brandPage = false,
    category = 'EDITORIAL',
    kind = 'PITCH',
  }: {
    brand?: string;
    brandAnswers?: number;
    brandPage?: boolean;
    category?: SourceCategory;
    kind?: SourceOutreachKind;
  } = {},
) {
  const [action, advice] = OUTREACH[kind](domain, brand);
  return {
    __typename: 'GapSource' as const,
    domain,
    category,
    answers,
    brandAnswers,
    brandPage,
    competitorOnly: brandAnswers === 0 && !brandPage,
    outreach: { __typename: 'SourceOutreach' as const, kind, action, advice },
  };
}
