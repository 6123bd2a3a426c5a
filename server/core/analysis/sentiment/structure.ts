/**
 * The structure of a long answer, read from its Markdown: the sections its headings open ("## Verdict",
 * "### What I would avoid", "**Fazit**") and its opening labels ("**Bottom line:** …", "En résumé : …"), each
 * of a kind where its words say one (the section words of every language pack), and where the brand stands
 * among them. Real answers put their decision in these places: the verdict outweighs the strengths listed
 * before it, and a brand listed under "Avoid" is advised against whatever its paragraph praises.
 */
import { alternation } from '../lexicon/word-lists';
import type { Mention } from '../mentions/types';
import type { SectionWords } from '../languages/pack';
import { wordsOfEveryPack } from '../languages/registry';
import { foldText } from '../text/fold';
import type { Span } from '../text/spans';

export type SectionKind = keyof SectionWords;

export interface AnswerSection extends Span {
  kind: SectionKind;
  /** The heading or label as written, without its Markdown: what the why quotes. */
  title: string;
  /** The heading's own span: what it names is what the section is about. */
  heading: Span;
}

/** A Markdown heading, or a line that is one bold phrase ("**Verdict**", "**The bottom line:**"). */
export const HEADING = /^\s*(?:#{1,6}\s|\*\*[^*]+\*\*:?\s*$)/;

/** A label opening a line, bold or not, before a colon: "**Verdict:** …", "Bottom line: …", "Fazit: …". */
const OPENING_LABEL = /^\s*(?:[-*+•]\s+)?[*_]*([^*_:\n]{2,40}?)[*_]*\s*[:：]/u;

/** Markdown, numbering and punctuation around a heading's words. */
const HEADING_MARKS = /^[\s#*_>\d.)-]+|[\s*_:：.!?]+$/gu;

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/** A kind's words as one pattern: at word boundaries, except words in scripts written without spaces. */
function kindPattern(part: (words: SectionWords) => readonly string[]): RegExp {
  const words = wordsOfEveryPack((pack) => part(pack.sections));
  const spaced = words.filter((word) => !CJK.test(word));
  const unspaced = words.filter((word) => CJK.test(word));
  const alternatives = [String.raw`(?<![\p{L}\p{N}])(?:${alternation(spaced)})(?![\p{L}\p{N}])`];
  if (unspaced.length) alternatives.push(alternation(unspaced));
  return new RegExp(alternatives.join('|'), 'u');
}

/** The kinds in the order a heading is read: "Verdict: skip it" is the verdict, whose sentences say "skip". */
const KINDS: readonly { kind: SectionKind; words: RegExp }[] = [
  { kind: 'verdict', words: kindPattern((words) => words.verdict) },
  { kind: 'avoid', words: kindPattern((words) => words.avoid) },
  { kind: 'pick', words: kindPattern((words) => words.pick) },
];

/** The kind a heading's words say, or null. */
export function sectionKindOf(heading: string): SectionKind | null {
  const folded = foldText(heading.replace(HEADING_MARKS, ''));
  for (const { kind, words } of KINDS) if (words.test(folded)) return kind;
  return null;
}

const plainTitle = (heading: string) => heading.replace(HEADING_MARKS, '').trim();

/**
 * The answer's sections of a known kind, in text order. A heading's section runs to the next heading; a
 * verdict's opening label ("**Bottom line:** …") opens one that runs to the next heading (answers close on it).
 */
export function answerSections(text: string): AnswerSection[] {
  const sections: AnswerSection[] = [];
  let open: AnswerSection | null = null;
  const close = (at: number) => {
    if (open) sections.push({ ...open, end: at });
    open = null;
  };
  let start = 0;
  while (start <= text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(start, end);
    if (HEADING.test(line)) {
      close(start);
      const kind = sectionKindOf(line);
      if (kind) open = { kind, title: plainTitle(line), start, end, heading: { start, end } };
    } else {
      const label = OPENING_LABEL.exec(line);
      if (label && sectionKindOf(label[1] as string) === 'verdict' && open?.kind !== 'verdict') {
        close(start);
        const headingEnd = start + label[0].length;
        open = {
          kind: 'verdict',
          title: plainTitle(label[1] as string),
          start,
          end,
          heading: { start, end: headingEnd },
        };
      }
    }
    if (newline < 0) break;
    start = newline + 1;
  }
  close(text.length);
  return sections;
}

/** Where a line of the section opens, its markers and bold skipped: a brand named there is its subject. */
const SUBJECT_REACH = 40;

/**
 * Whether the brand (entity 0) stands in the section: its heading names the brand and no one else, or a
 * line of the section (a list item, a table row, a paragraph) opens by naming it.
 */
export function brandStandsIn(text: string, section: AnswerSection, mentions: readonly Mention[]): boolean {
  const inHeading = mentions.filter((m) => m.start >= section.heading.start && m.end <= section.heading.end);
  if (inHeading.length > 0) return inHeading.every((m) => m.entity === 0);
  for (const mention of mentions) {
    if (mention.entity !== 0 || mention.start < section.heading.end || mention.end > section.end) continue;
    const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1;
    const before = text.slice(lineStart, mention.start);
    if (before.length > SUBJECT_REACH || /[.!?。]/u.test(before)) continue;
    // Nobody else named before it on its line: the line is about the brand.
    if (
      !mentions.some((other) => other.entity !== 0 && other.start >= lineStart && other.start < mention.start)
    )
      return true;
  }
  return false;
}

/** Whether a span lies inside the section's body. */
export const inSection = (section: AnswerSection, span: Span) =>
  span.start >= section.start && span.end <= section.end;
