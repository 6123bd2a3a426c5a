/** Evidence that a mention is the brand: bold, a list item or paragraph naming another tracked brand, its domain, code. */
import { alternation } from '../lexicon/word-lists';
import WORDS from './evidence.words.json';
import { startsSentence, usesCapitals } from '../grammar/capitals';
import { isTitleCaseLine, sentenceAround, WORD } from '../grammar/words';
import type { Language } from '../languages/registry';
import { foldText } from '../text/fold';
import { allMatches, type Span } from '../text/spans';
import { isHostChar } from './domains';
import type { Candidate, EntityMatcher, Mention, NameContext } from './types';

/** By start, the longer of two mentions starting together first. */
export const inTextOrder = (a: Span, b: Span) => a.start - b.start || b.end - a.end;

export const withoutFlag = ({ entity, start, end }: Mention): Mention => ({ entity, start, end });

/**
 * Whether the brand (entity 0), the answer's only named entity, is named by an ordinary word alone ("Ring", "Arc", "Tide"), with
 * nothing else in the answer to say the text is about its market (no other tracked brand, no domain of its
 * own, no name of its that is no ordinary word), and a reading that puts it in another market: in a language
 * other than English, always as the start of a longer name (a road), or a shortlist of untracked names it
 * opens an item of (another market's shortlist, where the tracked rivals would otherwise appear).
 */
export function uncorroborated(
  kept: readonly (Mention & { ordinaryWord?: boolean })[],
  text: string,
  folded: string,
  answerLanguage: () => Language | 'other',
): boolean {
  const first = kept[0];
  if (!first || first.entity !== 0 || kept.some((m) => m.entity !== 0 || !m.ordinaryWord)) return false;
  const language = answerLanguage();
  // In another language, a name followed by a capital or a number goes on as a longer name.
  if (language !== 'en' && language !== 'other')
    return kept.every((mention) => /^[ \t]+[\p{Lu}\p{N}]/u.test(text.slice(mention.end, mention.end + 3)));
  return kept.every((mention) => opensItemAmongStrangers(text, folded, mention));
}

/** The mention opens a list item, and two other items of its list open with capitalised names. */
function opensItemAmongStrangers(text: string, folded: string, mention: Span): boolean {
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1;
  if (!/^\s*(?:[-*+•]|\d+[.)])\s+[*_]*$/.test(text.slice(lineStart, mention.start))) return false;
  const block = blockAround(folded, mention.start);
  let peers = 0;
  for (const line of text.slice(block.start, block.end).split('\n')) {
    const opener = /^\s*(?:[-*+•]|\d+[.)])\s+[*_]*(\p{Lu})/u.exec(line);
    if (opener) peers++;
  }
  return peers >= 3;
}

/**
 * At the start of a sentence in running text, where a capital says nothing of a name (a list item, table
 * cell or heading opening with a name is how answers list brands).
 */
export function isCapitalForced(text: string, folded: string, at: number): boolean {
  if (!startsSentence(folded, at)) return false;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const line = text.slice(lineStart, at);
  return !/^\s*(?:[-*+•|#]|\d+[.)])/.test(line);
}

/**
 * Evidence that a mention is the entity despite another sense: set in bold, the entity's domain in the
 * answer, or another tracked entity named in its paragraph or list item (not the owner in "Taco Bell's
 * Chipotle …").
 */
export function hasOwnEvidence(
  mention: Candidate,
  text: string,
  folded: string,
  candidates: readonly Candidate[],
  domains: readonly Mention[],
): boolean {
  if (domains.some((d) => d.entity === mention.entity)) return true;
  if (isEmphasisedName(text, mention.start, mention.end)) return true;
  if (isWholeTitledName(text, mention)) return true;
  if (ORGANIZATION_VERB.test(folded.slice(mention.end, mention.end + 30))) return true;
  return namedIn(
    candidates,
    paragraphAround(folded, mention.start),
    (other) => other.entity !== mention.entity && !/^['’]s?\s*$/.test(text.slice(other.end, mention.start)),
  );
}

/**
 * A tracked name of several words written whole, each word with its capital ("Yonder Bikes", "Spur Bikes",
 * "Rafter & Oak"): no ordinary phrase is written so, where one of its words alone may be ("out yonder").
 */
const WHOLE_TITLED_NAME = /^\p{Lu}\S*(?:[ \t]+(?:&|\p{Lu}\S*))+$/u;

export const isWholeTitledName = (text: string, mention: Span) =>
  WHOLE_TITLED_NAME.test(text.slice(mention.start, mention.end));

/** "Zendure's SolarFlow": a product after its own brand's possessive is the brand's, not another owner's. */
export function ownedByItself(mention: Candidate, text: string, candidates: readonly Candidate[]): boolean {
  return candidates.some(
    (other) =>
      other.entity === mention.entity &&
      other.verdict === 'name' &&
      other.end < mention.start &&
      /^['’]s?[ \t]+$/.test(text.slice(other.end, mention.start)),
  );
}

/** Whether a mention read as a name, and accepted by `which`, lies within the span. */
export function namedIn(
  candidates: readonly Candidate[],
  span: Span,
  which: (other: Candidate) => boolean,
): boolean {
  return candidates.some(
    (other) => other.verdict === 'name' && other.start >= span.start && other.end <= span.end && which(other),
  );
}

/** What only an organisation does, right after its name: "which Amazon owns", "Bolt launched". */
export const ORGANIZATION_VERB = new RegExp(
  String.raw`^\s+(?:also\s+|now\s+|recently\s+)?(?:${alternation(WORDS.organizationVerbs)})\b`,
  '',
);

export function sentenceSpan(folded: string, start: number, end: number): Span {
  const { from, to } = sentenceAround(folded, start, end);
  return { start: from, end: to };
}

/** The block around a position, up to blank lines (a paragraph, or a whole list). */
export function blockAround(folded: string, at: number): Span {
  const before = folded.lastIndexOf('\n\n', at);
  const after = folded.indexOf('\n\n', at);
  return { start: before < 0 ? 0 : before, end: after < 0 ? folded.length : after };
}

/** The paragraph (or list item) around a position: up to a blank line or the next list item. */
export function paragraphAround(folded: string, at: number): Span {
  let from = folded.lastIndexOf('\n', at - 1) + 1;
  while (from > 0 && !opensBlock(folded, from)) {
    const previous = folded.lastIndexOf('\n', from - 2) + 1;
    if (folded.slice(previous, from).trim() === '') break;
    from = previous;
  }
  let to = folded.indexOf('\n', at);
  while (to >= 0 && to + 1 < folded.length && !opensBlock(folded, to + 1)) to = folded.indexOf('\n', to + 1);
  return { start: from, end: to < 0 ? folded.length : to };
}

/** Whether the line starting at `lineStart` is blank or opens a list item. */
function opensBlock(folded: string, lineStart: number): boolean {
  const lineEnd = folded.indexOf('\n', lineStart);
  const line = folded.slice(lineStart, lineEnd < 0 ? folded.length : lineEnd);
  return line.trim() === '' || LIST_ITEM_START.test(line);
}

const LIST_ITEM_START = /^\s*(?:[-*+•]|\d+[.)])\s/;

/** "**Chipotle**", "**Chipotle's**", "_Mint_". */
export const isEmphasisedName = (text: string, start: number, end: number) =>
  (text[start - 1] === '*' || text[start - 1] === '_') && /^(?:['’]s?)?[*_]/.test(text.slice(end, end + 3));

/** Fenced code blocks and inline code spans. */
export function codeSpans(text: string): Span[] {
  if (!text.includes('`')) return [];
  return [...text.matchAll(/```[\s\S]*?(?:```|$)|`[^`\n]+`/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** In code, or written as an identifier: "np.square", "square_root", "Square()". */
export function isCode(text: string, code: readonly Span[], start: number, end: number): boolean {
  if (code.some((span) => span.start <= start && span.end >= end)) return true;
  // The patterns ask for ".", "_" or "$" right before the name, or "(", "_" or "." right after it.
  const before = text[start - 1];
  const after = text[end];
  return (
    ((before === '.' || before === '_' || before === '$') &&
      /[\p{L}\p{N}][._$]$/u.test(text.slice(Math.max(0, start - 2), start))) ||
    ((after === '(' || after === '_' || after === '.') &&
      /^(?:\(|_[\p{L}\p{N}]|\.\p{L})/u.test(text.slice(end, end + 2)))
  );
}

/**
 * A title set in italics or quotes and dated in brackets is a work's (an album, a film, a book).
 */
export function titlesAWork(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  if (before !== '*' && before !== '_' && before !== '"' && before !== '“') return false;
  return /^[^*_"”\n]{0,40}?[*_"”]+[ \t]*\((?:1[5-9]|20)\d\d\)/.test(text.slice(end, end + 60));
}

/**
 * The name and the capitalised word after it, written together as a host name in the answer, are another
 * organisation's name (not when that host is the entity's own).
 */
export function namesAnotherSite(
  text: string,
  folded: string,
  start: number,
  end: number,
  matcher: EntityMatcher,
): boolean {
  if (text[end] !== ' ') return false;
  // A capital after the space: ASCII other than one rules the tail out without the pattern.
  const next = text.charCodeAt(end + 1);
  if (next < 0x80 && !(next >= 65 && next <= 90)) return false;
  const tail = /^ (\p{Lu}[\p{L}\p{N}]+)/u.exec(text.slice(end, end + 40))?.[1];
  if (tail === undefined) return false;
  const label = foldText(text.slice(start, end) + tail).replace(/[^a-z0-9]/g, '');
  if (matcher.hostLabels.includes(label) || matcher.domains.some((domain) => domain.startsWith(`${label}.`)))
    return false;
  // The label as a whole host label: after a dot or no host character, before a dot and a letter.
  for (let at = folded.indexOf(`${label}.`); at >= 0; at = folded.indexOf(`${label}.`, at + 1)) {
    const before = folded[at - 1];
    if (
      (before === undefined || before === '.' || !isHostChar(before)) &&
      /[a-z]/.test(folded[at + label.length + 1] ?? '')
    )
      return true;
  }
  return false;
}

/** "Ember.js", "Express.js", "Pandas.py", "ASP.NET": a code library named after the word. */
const CODE_LIBRARY_SUFFIX = new RegExp(
  String.raw`^\.(${alternation(WORDS.codeLibrarySuffixes)})(?![\p{L}\p{N}])`,
  'iu',
);

/**
 * The name written on to a language's suffix, with its capital, is a code library's, unless it is the
 * entity's own: its website is named so ("vuejs.org" for "Vue"). A path names a file.
 */
export function namesCodeLibrary(text: string, start: number, end: number, matcher: EntityMatcher): boolean {
  if (text[end] !== '.') return false;
  const suffix = CODE_LIBRARY_SUFFIX.exec(text.slice(end, end + 5))?.[1];
  // A file name is in lower case.
  if (suffix === undefined || !/^\p{Lu}/u.test(text.charAt(start)) || /[/\\._-]/.test(text.charAt(start - 1)))
    return false;
  const label = foldText(text.slice(start, end)).replace(/[^a-z0-9]/g, '') + suffix.toLowerCase();
  return !matcher.domains.some((domain) => domain.replace(/[^a-z0-9]/g, '').includes(label));
}

/** Whether the mention's sentence holds a word of an excluded sense ("planet" or "planets"). */
export function inExcludedSense(
  folded: string,
  start: number,
  end: number,
  senses: ReadonlySet<string>,
): boolean {
  const { from, to } = sentenceAround(folded, start, end);
  for (const [word] of allMatches(WORD, folded.slice(from, to)))
    if (senses.has(word) || (word.endsWith('s') && senses.has(word.slice(0, -1)))) return true;
  return false;
}

/**
 * A capitalised one-word name written in lower case in a sentence (or quotation) that uses capitals is a
 * common noun.
 */
export function isCommonNounUse(
  text: string,
  folded: string,
  start: number,
  end: number,
  context: NameContext,
): boolean {
  const written = text.slice(start, end);
  if (written !== written.toLowerCase() || !usesCapitals(text, start, end)) return false;
  // A word opening a bold item is the item's name, in whatever case.
  if (text.slice(Math.max(0, start - 2), start) === '**') return false;
  // In German, French or Spanish a capitalised name is not written in lower case ("un buen día"), unless
  // it takes the possessive of names (in Dutch and German a common noun takes no "'s").
  if (context.language() !== 'en') return !/^['’]s(?!\p{L})/u.test(text.slice(end, end + 3));
  // In English, in mid-sentence; a sentence may open in lower case, and handles and paths are names.
  if (
    /[@/._-]$/.test(text.slice(Math.max(0, start - 1), start)) ||
    /^[/._-]\w/.test(text.slice(end, end + 2))
  )
    return false;
  return !startsSentence(folded, start);
}

/**
 * A plural counts when the name takes one (not an ordinary word, not ending in s) and it is capitalised as
 * a name, outside title-case headings.
 */
export function isNamePlural(matcher: EntityMatcher, name: string, text: string, start: number): boolean {
  const variant = name.replace(/\s+/g, ' ');
  if (!matcher.pluralizable.has(variant)) return false;
  // A brand that writes itself in lower case, in its own spelling, with the genitive s.
  if (matcher.lowerCaseNames.has(variant) && name === name.toLowerCase()) return true;
  return /^\p{Lu}/u.test(text.charAt(start)) && !isTitleCaseLine(text, start);
}
