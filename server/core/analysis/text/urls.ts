/** URLs and bare host names in an answer's text. */
import type { Span } from './spans';
import { alternation } from '../lexicon/word-lists';
import WORDS from './urls.words.json';

/** Bare URLs in text (http(s):// or www.), the way answer engines write them. */
export const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"'`|\]]+/gi;

/** Top-level domains a host must end in for its label to name a brand ("readme.md" and "node.js" are files). */
export const WEB_TLDS = new Set(
  (
    'com net org io co ai app dev so us uk de fr es it nl eu ca au in jp info biz xyz tech cloud me tv gg ' +
    'ch se no dk fi pl be at ie nz br mx za sg hk kr cn ru pt cz gr tr il ae sa ar cl id my ph vn th tw ' +
    'site online store shop page link live news blog inc ltd'
  ).split(' '),
);

const BARE_HOST_PATH = /(?<![\p{L}\p{N}@./:_-])((?:[a-z0-9-]+\.)+([a-z]{2,}))(\/[^\s<>"'`|\]]*)/iuy;

/**
 * A character BARE_HOST_PATH's host can hold: a letter a-z in either case (and "ſ" and the Kelvin sign,
 * which a case-insensitive Unicode pattern reads as "s" and "k"), a digit, a hyphen or a dot.
 */
function isPathHostChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 45 ||
    code === 46 ||
    code === 0x17f ||
    code === 0x212a
  );
}

/**
 * Host names written without a scheme but with a path: the way answers cite pages in running text and
 * footnotes (text/examples.test.ts). The host must end in a web top-level domain.
 * What a global search finds: such a host runs right up to a slash, and a match can only start where its
 * run of host characters does (the look-behind refuses any host character before it), so the pattern is
 * tried there alone, past the end of the last match.
 */
export function findBareHostPaths(text: string): (Span & { url: string })[] {
  const spans: (Span & { url: string })[] = [];
  let searchedUntil = 0;
  for (let slash = text.indexOf('/'); slash >= 0; slash = text.indexOf('/', slash + 1)) {
    if (slash < searchedUntil) continue;
    let start = slash;
    while (start > 0 && isPathHostChar(text.charCodeAt(start - 1))) start--;
    if (start === slash || start < searchedUntil) continue;
    BARE_HOST_PATH.lastIndex = start;
    const match = BARE_HOST_PATH.exec(text);
    if (!match) continue;
    searchedUntil = start + match[0].length;
    if (!WEB_TLDS.has((match[2] as string).toLowerCase())) continue;
    const url = trimUrl(match[0]);
    if (url.length <= (match[1] as string).length + 1) continue; // a bare trailing slash is no path
    spans.push({ start, end: start + url.length, url });
  }
  return spans;
}

/** URL spans in the text with trailing punctuation (and unbalanced closing brackets) trimmed. */
export function findUrls(text: string): (Span & { url: string })[] {
  const spans: (Span & { url: string })[] = [];
  // A URL holds "://" after its scheme or opens with "www.": most answers hold neither.
  if (!text.includes('://') && !WWW_DOT.test(text)) return spans;
  URL_IN_TEXT.lastIndex = 0;
  for (let match = URL_IN_TEXT.exec(text); match; match = URL_IN_TEXT.exec(text)) {
    const url = trimUrl(match[0]);
    if (url.length < 8) continue;
    spans.push({ start: match.index, end: match.index + url.length, url });
  }
  return spans;
}

const WWW_DOT = /www\./i;

export function trimUrl(raw: string): string {
  let url = raw.trim();
  for (;;) {
    const last = url.charAt(url.length - 1);
    if (/[.,;:!?'"*_]/.test(last)) url = url.slice(0, -1);
    else if (last === ')' && count(url, '(') < count(url, ')')) url = url.slice(0, -1);
    else break;
  }
  return url;
}

function count(text: string, char: string): number {
  let n = 0;
  for (const c of text) if (c === char) n++;
  return n;
}

/**
 * Bare host names written without a scheme (a brand's name inside someone else's host too): kept out of
 * name matching, where the domain rule decides (a name inside someone else's host is not a mention).
 */
const BARE_HOST = new RegExp(
  String.raw`(?<![\p{L}\p{N}@./-])(?:[a-z0-9-]+\.)+(?:${alternation(WORDS.bareHostSuffixes)})(?![\p{L}\p{N}-])`,
  'uy',
);

const isHostChar = (char: string) =>
  (char >= 'a' && char <= 'z') || (char >= '0' && char <= '9') || char === '-' || char === '.';

export function findBareHosts(folded: string): Span[] {
  // A host can only start where a run of host characters holding a dot starts (the character before it
  // is outside the run, which BARE_HOST's look-behind then checks), and a run holds at most one: trying
  // BARE_HOST at those starts alone finds what a global search would, without trying it at every position.
  const spans: Span[] = [];
  let runEnd = 0;
  for (let dot = folded.indexOf('.'); dot !== -1; dot = folded.indexOf('.', Math.max(dot + 1, runEnd))) {
    // A run whose first dot no host character follows holds that dot alone, with no top-level domain after
    // it: most dots end sentences.
    if (!isHostChar(folded.charAt(dot + 1))) {
      runEnd = dot + 1;
      continue;
    }
    let start = dot;
    while (start > runEnd && isHostChar(folded.charAt(start - 1))) start--;
    runEnd = dot + 1;
    while (runEnd < folded.length && isHostChar(folded.charAt(runEnd))) runEnd++;
    BARE_HOST.lastIndex = start;
    const match = BARE_HOST.exec(folded);
    if (match) spans.push({ start, end: start + match[0].length });
  }
  return spans;
}
