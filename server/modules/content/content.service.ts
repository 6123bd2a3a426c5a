import { badInput } from '../../lib/errors';
import type { Queryable } from '../../db/db';
import type { BrandScope } from '../../scope';
import { viewerBrand } from '../brands';
import { getCollectionTarget } from '../collection';
import { askForText, checkSuggestionLimit } from '../suggestions';
import { draftFlags, type ClaimFlag } from './claims';
import { getRecentBrandAnswers } from './content.store';
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

/** Text a draft is made from, at most. */
export const MAX_DRAFT_INPUT_CHARS = 20_000;
/** Sentences of answers quoted in a draft, at most (one per platform). */
const ANSWER_SENTENCES = 3;

/**
 * Recent answers' sentences that name the brand: one per platform, newest first. A sentence stating a value
 * the fact sheet contradicts is not quoted: a quotation cannot be put right.
 */
async function whatAnswersSay(
  db: Queryable,
  brandId: string,
  brand: string,
  readSheet: DraftSheetReader,
): Promise<BrandFacts['answerSays']> {
  const rows = await getRecentBrandAnswers(db, brandId, 60);
  const said: BrandFacts['answerSays'] = [];
  for (const row of rows) {
    if (said.length >= ANSWER_SENTENCES || said.some((s) => s.platform === row.platform)) continue;
    const sentence = row.text
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
  notice: string | null;
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
        flags: draftFlags(written, inputs, readSheet(written)),
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
    flags: draftFlags(corrected.text, inputs, readSheet(corrected.text)),
    notice,
  };
}
