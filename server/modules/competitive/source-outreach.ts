/**
 * What to do about a site that answers cite, in words that fit the kind of site (source-categories'
 * siteKind): only a publication is pitched. An encyclopedia's editors write from sources, so the brand makes
 * sure the facts on its article are sourced; a Q&A site or forum is taken part in; a review site gets
 * customers' reviews; the brand's own page is improved; a competitor's site is answered with a page of the
 * brand's own.
 */
import type { SiteKind } from '../source-categories';

export type SourceOutreachKind =
  | 'PITCH'
  | 'CHECK_ENCYCLOPEDIA_ARTICLE'
  | 'ANSWER_QUESTIONS'
  | 'GATHER_REVIEWS'
  | 'PUBLISH_THERE'
  | 'OFFER_REFERENCE'
  | 'IMPROVE_OWN_PAGE'
  | 'ANSWER_WITH_OWN_PAGE';

export interface SourceOutreach {
  kind: SourceOutreachKind;
  action: string;
  advice: string;
}

/** The outreach for a cited domain of `kind`; `brandPage` when the cited page is the brand's own there. */
export function sourceOutreach(
  domain: string,
  kind: SiteKind,
  brand: string,
  brandPage: boolean,
): SourceOutreach {
  if (brandPage || kind === 'own')
    return {
      kind: 'IMPROVE_OWN_PAGE',
      action: `Improve ${brand}'s page on ${domain}`,
      advice: `The cited page is ${brand}'s own: make it answer the question plainly, with facts and sources, so answers that cite it name ${brand}.`,
    };
  switch (kind) {
    case 'competitor':
      return {
        kind: 'ANSWER_WITH_OWN_PAGE',
        action: `Answer the question on a page of ${brand}'s`,
        advice: `${domain} is a competitor's own site: nobody there will mention ${brand}. Publish a page of your own that answers the question better.`,
      };
    case 'encyclopedia':
      return {
        kind: 'CHECK_ENCYCLOPEDIA_ARTICLE',
        action: `Check the facts about ${brand} on ${domain}`,
        advice: `Encyclopedia articles are written by volunteer editors from published sources, not pitched: make sure the facts on ${brand}'s article (and the category's) are sourced and current, and suggest corrections on the talk page rather than editing it yourself.`,
      };
    case 'discussion':
      return {
        kind: 'ANSWER_QUESTIONS',
        action: `Answer questions on ${domain}`,
        advice: `A Q&A site or forum: answer the questions where your category is discussed, in your own name and saying you work for ${brand}.`,
      };
    case 'reviews':
      return {
        kind: 'GATHER_REVIEWS',
        action: `Ask customers to review ${brand} on ${domain}`,
        advice: `A review site: its reviews come from customers. Ask yours to review ${brand} there, and answer the reviews it already has.`,
      };
    case 'self_published':
      return {
        kind: 'PUBLISH_THERE',
        action: `Publish on ${domain}`,
        advice: `Anyone can publish on ${domain}: post ${brand}'s own answer to the question there, under the brand's name.`,
      };
    case 'documentation':
      return {
        kind: 'OFFER_REFERENCE',
        action: `Offer ${domain} a source`,
        advice: `Documentation and public sites cite what is published and verifiable: where the page covers your category, offer ${brand}'s documentation or data as a source.`,
      };
    case 'publication':
      return {
        kind: 'PITCH',
        action: `Pitch ${domain}`,
        advice: `Its editors choose what it covers: pitch them a story or data about ${brand} for their pages on this question.`,
      };
  }
}
