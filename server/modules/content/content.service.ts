import { badInput } from '../../lib/errors';
import type { Queryable } from '../../db/db';
import type { BrandScope } from '../../scope';
import { viewerBrand } from '../brands';
import { getCollectionTarget } from '../collection';
import { askForText, checkSuggestionLimit } from '../suggestions';
import { claimChecks, draftFlags, type ClaimCheck, type ClaimFlag } from './claims';
import { getCitedPages, getQuotableBrandStatements } from './content.store';
import { cachedRead } from '../../lib/cache';
import { isUuid } from '../../lib/ids';
import { notFound } from '../../lib/errors';
import { pageFilter } from '../metrics';
import { getManagedPrompt } from '../prompts';
import { categorizeDomain, categoryContext, isBrandPage } from '../source-categories';
import { marketFacts } from '../../core/analysis';
import { draftSheetReader, putRight, type DraftSheetReader } from './sheet';
import { visibleTopics } from '../topics';
import { MAX_CONTENT_CHARS, scoreContent } from './content.score';
import {
  draftContent,
  draftImprovements,
  factLines,
  putRightImprovements,
  STATISTIC_PLACEHOLDER,
  type BrandFacts,
  type ContentLevel,
} from './draft';
import { requireRole } from '../../scope';

/** Scores pasted text for the comparison and generation screens; nothing is stored. */
export function contentScores(_scope: BrandScope, text: string) {
  if (text.length > MAX_CONTENT_CHARS) throw badInput(`Text is limited to ${MAX_CONTENT_CHARS} characters.`);
  return scoreContent(text);
}

/** Pages each side of Content Comparison lists, at most, and the cited pages read to find them. */
export const COMPARED_PAGES = 10;
const CITED_PAGES_READ = 200;

/**
 * The pages Content Comparison puts side by side, from the brand's own answers over the last 30 days: the
 * pages its answers cite (to one prompt when given, else to all its prompts) that are not the brand's, and
 * the brand's own cited pages (its site, and its pages on other sites such as its review page), each most
 * cited first. Another brand's prompt is not found. Nothing is fetched: the reader opens the pages and
 * pastes their texts to score them.
 */
export async function comparisonPages(scope: BrandScope, promptId: string | null) {
  let question: string | null = null;
  if (promptId !== null) {
    const prompt = isUuid(promptId) ? await getManagedPrompt(scope.db, scope.brandId, promptId) : null;
    if (!prompt) throw notFound('No such prompt.');
    question = prompt.question;
  }
  const { range, key } = pageFilter(scope.today, {});
  const [rows, context, brand] = await Promise.all([
    cachedRead(scope, `comparison-pages:${promptId ?? 'all'}:${key}`, () =>
      getCitedPages(scope.db, scope.brandId, promptId, range, CITED_PAGES_READ),
    ),
    categoryContext(scope),
    viewerBrand(scope),
  ]);
  const pages = rows.map((row) => {
    const category = categorizeDomain(row.domain, context);
    const own =
      category === 'owned' ||
      (brand !== null && isBrandPage(row.url, { domain: context.brandDomain, name: brand.name }));
    return { ...row, category, own };
  });
  return {
    question,
    citedPages: pages.filter((page) => !page.own).slice(0, COMPARED_PAGES),
    ownPages: pages.filter((page) => page.own).slice(0, COMPARED_PAGES),
  };
}

/** Text a draft is made from, at most. */
export const MAX_DRAFT_INPUT_CHARS = 20_000;
/** Sentences of answers quoted in a draft, at most (one per platform). */
const ANSWER_SENTENCES = 3;

/**
 * What recent answers say of the brand, one sentence per platform, newest first: only statements the
 * analyzer read as positive or neutral, from answers that say nothing negative of the brand (a draft is the
 * brand's own copy). A sentence stating a value the fact sheet contradicts is not quoted: a quotation cannot
 * be put right.
 */
async function whatAnswersSay(
  db: Queryable,
  brandId: string,
  brand: string,
  readSheet: DraftSheetReader,
): Promise<BrandFacts['answerSays']> {
  const rows = await getQuotableBrandStatements(db, brandId, 200);
  const said: BrandFacts['answerSays'] = [];
  for (const row of rows) {
    if (said.length >= ANSWER_SENTENCES || said.some((s) => s.platform === row.platform)) continue;
    const sentence = row.quote
      .split('\n')
      .filter((line) => !line.trim().startsWith('|'))
      // A list item's lead ("**Name**: ", "**Name** - ") is not part of what the answer said about it.
      .map((line) =>
        line
          .replace(/^\s*(?:[-*]|\d+\.)\s+/, '')
          .replace(/^\*\*[^*]+\*\*\s*[:\-–]\s*/, '')
          .replace(/\*\*/g, '')
          .replace(/\s*\[\d+\]/g, ''),
      )
      .join(' ')
      .match(/[^.!?]+[.!?]/g)
      ?.map((s) => s.trim())
      .find(
        (s) =>
          s.toLowerCase().includes(brand.toLowerCase()) &&
          s.length <= 300 &&
          !s.includes('"') &&
          readSheet(s).contradicting.length === 0,
      );
    if (sentence) said.push({ platform: row.platform, day: row.day, sentence, simulated: row.simulated });
  }
  return said;
}

/** What a draft may state of the brand, and the reader that checks a draft against its confirmed facts. */
async function brandFactsAndSheet(
  scope: BrandScope,
): Promise<{ facts: BrandFacts; readSheet: DraftSheetReader }> {
  const [brand, target] = await Promise.all([
    viewerBrand(scope),
    getCollectionTarget(scope.db, scope.brandId),
  ]);
  if (!brand || !target.brand) throw badInput('Set up your brand in Settings first.');
  const readSheet = draftSheetReader(
    { brand: target.brand, competitors: target.competitors },
    target.factSheet,
  );
  const topics = (await visibleTopics(scope)).slice(0, 5).map((topic) => topic.name);
  return {
    facts: {
      name: brand.name,
      website: brand.website,
      description: brand.description,
      topics,
      confirmed: marketFacts(target.factSheet),
      answerSays: await whatAnswersSay(scope.db, scope.brandId, brand.name, readSheet),
    },
    readSheet,
  };
}

const LEVEL_WORDS: Record<ContentLevel, string> = {
  BALANCED: 'for a general business reader',
  TECHNICAL: 'for a specialist reader, with precise terms where the text supports them',
  ACCESSIBLE: 'in plain words and short sentences for a newcomer',
};

/** The provider's instructions: the structure AI assistants quote, and no fact that was not given. */
export function draftInstructions(level: ContentLevel): string {
  return [
    `Rewrite the user's text so AI assistants can quote it, ${LEVEL_WORDS[level]}:`,
    'open with a one-sentence answer, add a short key-facts list, and use short sections under headings.',
    'Use only facts stated in the text or in the brand facts given. Never invent statistics, percentages,',
    'figures, dates, quotations, studies, customers or names of people. Where the brand facts give a value',
    '(a price, a year, a place), state that value, even where the text states another.',
    `Where a statistic would help write ${STATISTIC_PLACEHOLDER}; where a quotation or a source would help,`,
    'write a similar placeholder in square brackets. Answer with the rewritten text in Markdown only.',
  ].join(' ');
}

export interface GeneratedContent {
  text: string;
  generator: 'TEMPLATE' | 'AI';
  model: string | null;
  improvements: string[];
  flags: ClaimFlag[];
  checks: ClaimCheck[];
  notice: string | null;
}

/** A draft's flags, and the list to check that they make. */
function flagged(text: string, inputs: readonly string[], readSheet: DraftSheetReader) {
  const flags = draftFlags(text, inputs, readSheet(text));
  return { flags, checks: claimChecks(flags) };
}

/**
 * An optimized draft of `text`: the provider's when one is configured (checked for claims its inputs do
 * not back and values that contradict the confirmed fact sheet), else the built-in structure with such
 * values put right. A provider that fails leaves the built-in draft and says why.
 */
export async function generateContent(
  scope: BrandScope,
  input: { text: string; level: ContentLevel },
  log: (message: string) => void = console.warn,
): Promise<GeneratedContent> {
  requireRole(scope, 'EDITOR', 'the content tools');
  const text = input.text.trim();
  if (!text) throw badInput('Paste the text to optimize first.');
  if (text.length > MAX_DRAFT_INPUT_CHARS)
    throw badInput(`Text is limited to ${MAX_DRAFT_INPUT_CHARS.toLocaleString('en-US')} characters.`);
  const { facts, readSheet } = await brandFactsAndSheet(scope);
  const inputs = [text, ...factLines(facts)];
  let notice: string | null = null;
  if (scope.config.OPENAI_API_KEY) {
    checkSuggestionLimit({ config: scope.config, ip: '', viewer: { personId: scope.memberId } });
    try {
      const draft = await askForText(scope.config, {
        instructions: draftInstructions(input.level),
        prompt: `Brand facts:\n${factLines(facts)
          .map((line) => `- ${line}`)
          .join('\n')}\n\nText:\n${text}`,
      });
      const written = draft.trim();
      return {
        text: written,
        generator: 'AI',
        model: scope.config.SUGGESTIONS_MODEL,
        improvements: draftImprovements(facts, scope.config.SUGGESTIONS_MODEL),
        ...flagged(written, inputs, readSheet),
        notice: null,
      };
    } catch (error) {
      log(`AI content draft failed, using the built-in structure: ${(error as Error).message}`);
      notice = 'The AI provider did not answer, so this draft uses the built-in structure.';
    }
  }
  const corrected = putRight(draftContent(text, input.level, facts), readSheet);
  return {
    text: corrected.text,
    generator: 'TEMPLATE',
    model: null,
    improvements: [...draftImprovements(facts, null), ...putRightImprovements(corrected.putRight)],
    ...flagged(corrected.text, inputs, readSheet),
    notice,
  };
}
