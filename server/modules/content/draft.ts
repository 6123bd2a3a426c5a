/**
 * Optimized content without an AI provider: the user's own text given the structure AI assistants quote
 * (an answer-first summary, a key-facts block, short sections under headings), the brand's facts and what
 * answers say about it, and visible [placeholders] wherever a statistic, a quotation or a source would
 * help. It writes no fact it was not given: there is nobody to check an invented one.
 */
import { factValueText, type FactSheetEntry } from '../../../graphql/shared/brand-facts';
import { platformLabel } from '../../../graphql/shared/platforms';
import type { PutRight } from './sheet';

export type ContentLevel = 'BALANCED' | 'TECHNICAL' | 'ACCESSIBLE';

/** What the writer may state as fact about the brand. */
export interface BrandFacts {
  name: string;
  website: string | null;
  /** What the brand is, in its own words, when stored. */
  description: string | null;
  /** The brand's topics, as named on the dashboard. */
  topics: string[];
  /** Its confirmed facts for the collection market (one per fact): their values are the ones to state. */
  confirmed: FactSheetEntry[];
  /** Sentences of recent answers that name the brand. */
  answerSays: { platform: string; day: string; sentence: string; simulated: boolean }[];
}

export const STATISTIC_PLACEHOLDER = '[add a statistic and its source]';
export const QUOTE_PLACEHOLDER = '[add a quotation from a named customer or expert, with their permission]';
export const SOURCE_PLACEHOLDER = '[link the page that backs each claim above]';

/** How an answer's sentence is shown: who said it, when, and whether the answer was simulated. */
export function attribution(said: BrandFacts['answerSays'][number]): string {
  return `${platformLabel(said.platform)}, ${said.day}${said.simulated ? ' (simulated answer)' : ''}`;
}

/** "Monthly price: 12.00 USD per month". */
const sheetLine = (entry: FactSheetEntry) => `${entry.label}: ${factValueText(entry)}`;

/** The lines of fact the writer was given, which the claims check reads as backed. */
export function factLines(facts: BrandFacts): string[] {
  return [
    facts.name,
    facts.website ?? '',
    facts.description ?? '',
    ...facts.topics,
    ...facts.confirmed.map(sheetLine),
    ...facts.answerSays.map((said) => `${attribution(said)}: "${said.sentence}"`),
  ].filter(Boolean);
}

function sentencesOf(text: string): string[] {
  return (
    text
      .replace(/\s+/g, ' ')
      .trim()
      .match(/[^.!?]+(?:[.!?]+|$)/g)
      ?.map((sentence) => sentence.trim())
      .filter(Boolean) ?? []
  );
}

/** The user's paragraphs, each cut into runs of at most `perParagraph` sentences. */
function shortParagraphs(text: string, perParagraph: number): string[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => {
      const sentences = sentencesOf(paragraph);
      const runs: string[] = [];
      for (let i = 0; i < sentences.length; i += perParagraph)
        runs.push(sentences.slice(i, i + perParagraph).join(' '));
      return runs;
    })
    .filter(Boolean);
}

const BODY_HEADING: Record<ContentLevel, string> = {
  BALANCED: 'Details',
  TECHNICAL: 'How it works',
  ACCESSIBLE: 'In plain words',
};

/** The optimized draft of `text` for `facts`' brand, at one level. */
export function draftContent(text: string, level: ContentLevel, facts: BrandFacts): string {
  const lines = text.trim().split('\n');
  const firstLine = lines[0]!.trim();
  const titled = firstLine.length <= 80 && !/[.!?]$/.test(firstLine) && lines.length > 1;
  const body = titled ? lines.slice(1).join('\n') : text;
  const topic = facts.topics[0];
  const title = titled ? firstLine.replace(/^#+\s*/, '') : topic ? `${facts.name} and ${topic}` : facts.name;
  const sentences = sentencesOf(body);
  const summary = sentences[0] ?? '';

  const out = [`# ${title}`, '', `**In short:** ${summary}`, ''];
  out.push(`## Key facts about ${facts.name}`, '');
  out.push(`- **Name:** ${facts.name}`);
  out.push(`- **Website:** ${facts.website ?? `[add ${facts.name}'s website]`}`);
  out.push(`- **What it is:** ${facts.description ?? `[add a one-sentence description of ${facts.name}]`}`);
  if (facts.topics.length > 0) out.push(`- **Known for:** ${facts.topics.join(', ')}`);
  for (const entry of facts.confirmed) out.push(`- **${entry.label}:** ${factValueText(entry)}`);
  out.push(`- ${STATISTIC_PLACEHOLDER}`, '');

  out.push(`## ${BODY_HEADING[level]}`, '');
  for (const paragraph of shortParagraphs(body, level === 'ACCESSIBLE' ? 2 : 3)) out.push(paragraph, '');
  if (level === 'TECHNICAL') {
    out.push(
      '## Specifications',
      '',
      '- [add technical details: standards, versions, limits, with a source]',
      '',
    );
  }

  out.push(`## What AI assistants say about ${facts.name}`, '');
  if (facts.answerSays.length > 0) {
    for (const said of facts.answerSays) out.push(`- ${attribution(said)}: "${said.sentence}"`);
  } else {
    out.push(`- [no answer names ${facts.name} yet: add what independent reviews say, with links]`);
  }
  out.push('', '## Sources', '', `- ${SOURCE_PLACEHOLDER}`, `- ${QUOTE_PLACEHOLDER}`);
  return out.join('\n');
}

/** What the draft did, in five lines (the screen's "Improvements Made"). */
export function draftImprovements(facts: BrandFacts, byModel: string | null): string[] {
  return [
    byModel
      ? `Rewritten by ${byModel} from your text and ${facts.name}'s facts only`
      : 'Opened with a one-sentence answer, as AI assistants quote first',
    facts.confirmed.length > 0
      ? `Added a key-facts block with ${facts.name}'s name, website, description, topics and confirmed facts`
      : `Added a key-facts block with ${facts.name}'s name, website, description and topics`,
    'Split the text into short sections under headings',
    facts.answerSays.length > 0
      ? `Quoted what AI assistants say about ${facts.name}, with the platform and date`
      : `Marked where to add what reviews say about ${facts.name}`,
    'Marked where statistics, quotations and sources belong ([placeholders]) instead of inventing them',
  ];
}

/** What the built-in draft put right from the fact sheet, in one line; none when it put nothing right. */
export function putRightImprovements(putRight: readonly PutRight[]): string[] {
  if (putRight.length === 0) return [];
  const values = putRight.map((row) => `"${row.stated}" → ${row.replacement} (${row.label})`);
  return [`Put values of your text right from the fact sheet: ${values.join(', ')}`];
}
