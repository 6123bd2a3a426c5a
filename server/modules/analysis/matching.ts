import { isNameUse, ordinarySense, type OrdinarySense } from './ordinary-words';
import { domainOf } from './sources';
import { blankSpans, findBareHosts, findUrls, foldText, type Span } from './text';

/** Something whose mentions are tracked in answers: the brand or a competitor. */
export interface TrackedEntity {
  name: string;
  aliases?: readonly string[];
  website?: string | null;
}

export interface Mention extends Span {
  /** Index of the entity in the list given to findMentions. */
  entity: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A name is a whole word when neither neighbour is a letter or digit: "Acme's", "**Acme**" and
// "Acme-powered" match, "Acmeology" does not.
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';

export interface EntityMatcher {
  /** Matches of the name and aliases, run on text whose URLs are blanked out. */
  names: RegExp | null;
  /** First words of the name and aliases: when none occurs in the text, the regex is not run. */
  needles: string[];
  /** The website's domain; it and its subdomains are matched in the full text. */
  domain: string | null;
  /** Name variants that are also ordinary words ("apple", "sunday"): matched only where used as a name. */
  ordinary: Map<string, { sense: OrdinarySense; needsCapital: boolean }>;
}

/**
 * Compiles the patterns for one entity. Names are folded (case, accents) and matched as whole words with
 * flexible white space. Names that are also ordinary words ("Apple", "Sunday") carry context rules
 * (ordinary-words.ts).
 */
export function compileMatcher(entity: TrackedEntity): EntityMatcher {
  const written = [entity.name, ...(entity.aliases ?? [])].map((variant) => variant.trim());
  const variants = written.map((variant) => foldText(variant)).filter((variant) => variant.length > 0);
  const ordinary: EntityMatcher['ordinary'] = new Map();
  written.forEach((variant) => {
    const folded = foldText(variant).replace(/\s+/g, ' ');
    const sense = ordinarySense(folded);
    if (!sense) return;
    const needsCapital = variant !== variant.toLowerCase();
    // One capitalised spelling among the variants is enough to require the capital.
    ordinary.set(folded, {
      sense,
      needsCapital: needsCapital || (ordinary.get(folded)?.needsCapital ?? false),
    });
  });
  const unique = [...new Set(variants)].sort((a, b) => b.length - a.length);
  const names = unique.length
    ? new RegExp(
        `${NOT_WORD_BEFORE}(?:${unique.map((v) => escapeRegExp(v).replace(/\s+/g, '\\s+')).join('|')})${NOT_WORD_AFTER}`,
        'gu',
      )
    : null;
  const needles = [...new Set(unique.map((variant) => variant.split(/\s+/)[0] as string))];
  return { names, needles, domain: domainOf(entity.website), ordinary };
}

/**
 * Every mention of every entity, in text order. Where two entities' matches overlap (a competitor
 * "Acme" inside the brand "Acme Cloud"), the longer match wins.
 */
export function findMentions(text: string, matchers: readonly EntityMatcher[]): Mention[] {
  const folded = foldText(text);
  const urls = findUrls(folded);
  const hosts = findBareHosts(blankSpans(folded, urls));
  const withoutUrls = blankSpans(
    folded,
    hosts.length ? [...urls, ...hosts].sort((a, b) => a.start - b.start) : urls,
  );
  const found: Mention[] = [];
  matchers.forEach((matcher, entity) => {
    if (matcher.names && matcher.needles.some((needle) => withoutUrls.includes(needle))) {
      for (const match of withoutUrls.matchAll(matcher.names)) {
        const start = match.index;
        const end = start + match[0].length;
        if (matcher.ordinary.size > 0) {
          const ordinary = matcher.ordinary.get(match[0].replace(/\s+/g, ' '));
          if (ordinary && !isNameUse(ordinary.sense, text, folded, start, end, ordinary.needsCapital))
            continue;
        }
        found.push({ entity, start, end });
      }
    }
  });
  found.push(...findDomains(folded, domainIndex(matchers)));
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Mention[] = [];
  let coveredUntil = -1;
  for (const mention of found) {
    if (mention.start < coveredUntil) {
      continue; // inside a longer (or earlier) match
    }
    kept.push(mention);
    coveredUntil = mention.end;
  }
  return kept;
}

const domainIndexes = new WeakMap<readonly EntityMatcher[], Map<string, number[]>>();

/** domain -> entities with that website, built once per list of matchers. */
function domainIndex(matchers: readonly EntityMatcher[]): Map<string, number[]> {
  let index = domainIndexes.get(matchers);
  if (!index) {
    index = new Map();
    for (const [entity, matcher] of matchers.entries()) {
      if (matcher.domain) index.set(matcher.domain, [...(index.get(matcher.domain) ?? []), entity]);
    }
    domainIndexes.set(matchers, index);
  }
  return index;
}

const NON_ASCII_HOST_CHAR = /[\p{L}\p{N}]/u;

/** A character that can be part of a host name label: a letter, a digit or a hyphen. */
function isHostChar(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 45) return true; // a-z 0-9 -
  if (code >= 65 && code <= 90) return true; // A-Z
  return code > 127 && NON_ASCII_HOST_CHAR.test(char);
}

/**
 * Host names in the text that are one of the domains or a subdomain of one: "docs.acme.io" and
 * "acme.io/x" match "acme.io"; "notacme.io" and "acme.io.evil.com" do not. One scan for all entities:
 * each dot between two label characters is expanded to the whole dotted name around it.
 */
function findDomains(folded: string, domains: Map<string, number[]>): Mention[] {
  const found: Mention[] = [];
  if (domains.size === 0) return found;
  let scannedUntil = 0;
  for (let dot = folded.indexOf('.'); dot >= 0; dot = folded.indexOf('.', dot + 1)) {
    if (dot < scannedUntil || !isHostChar(folded[dot - 1]) || !isHostChar(folded[dot + 1])) continue;
    let start = dot - 1;
    while (
      start > 0 &&
      (isHostChar(folded[start - 1]) || (folded[start - 1] === '.' && isHostChar(folded[start - 2])))
    ) {
      start--;
    }
    let end = dot + 1;
    while (
      end < folded.length &&
      (isHostChar(folded[end]) || (folded[end] === '.' && isHostChar(folded[end + 1])))
    )
      end++;
    scannedUntil = end;
    const host = folded.slice(start, end);
    for (let at = -1; ;) {
      const entities = domains.get(at < 0 ? host : host.slice(at + 1));
      if (entities) {
        for (const entity of entities) found.push({ entity, start, end });
        break;
      }
      at = host.indexOf('.', at + 1);
      if (at < 0) break;
    }
  }
  return found;
}
