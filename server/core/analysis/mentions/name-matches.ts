/** Where each entity's compiled name patterns match an answer: only from where one of its names' first letters stands. */
import { escapeRegExp } from '../../../lib/regexp';
import type { EntityMatcher } from './types';

interface OpenerIndex {
  /** Any entity's opener (without a look-behind, which would slow the search down). */
  pattern: RegExp | null;
  /** The openers by their first character, each with the entities whose names it opens. */
  byFirst: Map<string, { opener: string; entities: number[] }[]>;
}

const openerIndexes = new WeakMap<readonly EntityMatcher[], OpenerIndex>();

/** Every entity's openers in one pattern, built once per list of matchers. */
function openerIndex(matchers: readonly EntityMatcher[]): OpenerIndex {
  let index = openerIndexes.get(matchers);
  if (!index) {
    const entitiesOf = new Map<string, number[]>();
    matchers.forEach((matcher, entity) => {
      if (matcher.nameAt)
        for (const opener of matcher.openers)
          entitiesOf.set(opener, [...(entitiesOf.get(opener) ?? []), entity]);
    });
    const byFirst: OpenerIndex['byFirst'] = new Map();
    for (const [opener, entities] of entitiesOf) {
      const first = opener.charAt(0);
      byFirst.set(first, [...(byFirst.get(first) ?? []), { opener, entities }]);
    }
    const openers = [...entitiesOf.keys()];
    index = {
      pattern: openers.length ? new RegExp(openers.map(escapeRegExp).join('|'), 'g') : null,
      byFirst,
    };
    openerIndexes.set(matchers, index);
  }
  return index;
}

/**
 * For each entity, the offsets where one of its openers occurs after no ASCII letter or digit, in text
 * order: one search for every entity, stepping on by one character so that overlapping openers are found.
 */
export function openerStarts(matchers: readonly EntityMatcher[], text: string): (number[] | undefined)[] {
  const { pattern, byFirst } = openerIndex(matchers);
  const starts: (number[] | undefined)[] = [];
  if (!pattern) return starts;
  pattern.lastIndex = 0;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    const at = found.index;
    pattern.lastIndex = at + 1;
    if (isAsciiLetterOrDigit(text.charCodeAt(at - 1))) continue; // the names patterns' look-behind fails
    for (const { opener, entities } of byFirst.get(text.charAt(at)) ?? [])
      if (text.startsWith(opener, at))
        for (const entity of entities) {
          const entityStarts = (starts[entity] ??= []);
          if (entityStarts[entityStarts.length - 1] !== at) entityStarts.push(at);
        }
  }
  return starts;
}

const isAsciiLetterOrDigit = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);

const NO_MATCHES: readonly RegExpExecArray[] = [];

/**
 * Every match of the entity's names in the text, as a global search with its names pattern finds them: the
 * sticky pattern is tried only at the starts openerStarts found for it (a search tries the look-behind at
 * every position).
 */
export function nameMatches(
  matcher: EntityMatcher,
  text: string,
  starts: readonly number[] | undefined,
): readonly RegExpExecArray[] {
  const { nameAt } = matcher;
  if (!nameAt || !starts) return NO_MATCHES;
  if (matcher.articleOpened && !matcher.needles.some((needle) => text.includes(needle))) return NO_MATCHES;
  const found: RegExpExecArray[] = [];
  // As a global search goes on after each match: a match found hides the starts inside it.
  let from = 0;
  for (const at of starts) {
    if (at < from) continue;
    nameAt.lastIndex = at;
    const match = nameAt.exec(text);
    if (match) {
      found.push(match);
      from = at + match[0].length;
    } else from = at + 1;
  }
  return found;
}

/** Entities whose names the answer writes in lower case ("as cricket wireless and metro by t-mobile"). */
export function writtenInLowerCase(
  matchers: readonly EntityMatcher[],
  text: string,
  withoutUrls: string,
  starts: readonly (number[] | undefined)[],
): Set<number> {
  const entities = new Set<number>();
  matchers.forEach((matcher, entity) => {
    for (const match of nameMatches(matcher, withoutUrls, starts[entity])) {
      const written = text.slice(match.index, match.index + match[0].length);
      if (written === written.toLowerCase() && matcher.capitalNames.has(match[0].replace(/\s+/g, ' '))) {
        entities.add(entity);
        return;
      }
    }
  });
  return entities;
}
