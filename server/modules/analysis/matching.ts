import { detectLanguage } from './language';
import {
  followsDemonym,
  isIndefiniteNoun,
  isPersonName,
  isNamedAsPlace,
  isTitleCaseLine,
  nameVerdict,
  startsSentence,
  usesCapitals,
  ordinarySense,
  sentenceAround,
  weekdaysIn,
  WORD,
  type NameContext,
  type NameVerdict,
  type OrdinarySense,
} from './ordinary-words';
import type { Language } from './review-lexicon';
import { domainOf } from './sources';
import { blankSpans, findBareHosts, findUrls, foldText, WEB_TLDS, type Span } from './text';

/** Something whose mentions are tracked in answers: the brand or a competitor. */
export interface TrackedEntity {
  name: string;
  aliases?: readonly string[];
  website?: string | null;
  /**
   * What this name is not ("not this"), as plain strings a user can type: a phrase containing the name
   * ("Square Enix", "Freddie Mercury") is never the entity; a description of a sense ("the planet",
   * "outboard engines") makes a mention in a sentence with one of its words another thing, and with it the
   * answer's other mentions that have no evidence of their own.
   */
  exclusions?: readonly string[];
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
  /** The website's domain and names written as host names ("Booking.com"): they and their subdomains match. */
  domains: string[];
  /**
   * The name and aliases as a host label ("HubSpot" -> "hubspot"): a host whose registrable name is that
   * label ("hubspot.com", "docs.hubspot.co.uk") names the entity even when no website is configured.
   */
  hostLabels: string[];
  /** Name variants that are also ordinary words ("apple", "sunday"): matched only where used as a name. */
  ordinary: Map<string, { sense: OrdinarySense; needsCapital: boolean }>;
  /** Name variants whose capitalised plural counts ("two Teslas", "Rolexes"): not ordinary words. */
  pluralizable: Set<string>;
  /** One-word variants written with a capital that are not ordinary words ("Chipotle"). */
  capitalised: Set<string>;
  /** The entity's exclusions that contain its name ("Square Enix"), as one pattern. */
  excludedPhrases: RegExp | null;
  /** Words of the senses its other exclusions describe ("planet", "outboard", "engines"). */
  excludedSenses: Set<string>;
}

/** Words of an exclusion that describe no sense ("not the planet" → "planet"). */
const EXCLUSION_STOPWORDS = new Set(
  'the a an of not no this that these those its it is are was to in on at for with by from and or as sense meaning kind type one'.split(
    ' ',
  ),
);

const HOST_NAME = /^(?:[a-z0-9-]+\.)+[a-z]{2,}$/;

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
        `${NOT_WORD_BEFORE}(?:${unique.map((v) => escapeRegExp(v).replace(/\s+/g, '\\s+')).join('|')})(?<plural>e?s)?${NOT_WORD_AFTER}`,
        'gu',
      )
    : null;
  const needles = [...new Set(unique.map((variant) => variant.split(/\s+/)[0] as string))];
  const website = domainOf(entity.website);
  const domains = [...new Set([...(website ? [website] : []), ...unique.filter((v) => HOST_NAME.test(v))])];
  const hostLabels = [
    ...new Set(
      unique
        .filter((v) => !HOST_NAME.test(v))
        .map((v) => v.replace(/[^a-z0-9]/g, ''))
        .filter((v) => v.length >= 2),
    ),
  ];
  const pluralizable = new Set(
    unique.filter(
      (v) => v.length >= 3 && /\p{L}$/u.test(v) && !/s$/.test(v) && !ordinary.has(v.replace(/\s+/g, ' ')),
    ),
  );
  const capitalised = new Set(
    written
      .filter((variant) => /^\p{Lu}/u.test(variant) && !/\s/.test(variant))
      .map((variant) => foldText(variant))
      .filter((variant) => !ordinary.has(variant)),
  );
  const phrases: string[] = [];
  const excludedSenses = new Set<string>();
  for (const exclusion of entity.exclusions ?? []) {
    const text = foldText(exclusion).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const containsName = unique.some((variant) =>
      new RegExp(`${NOT_WORD_BEFORE}${escapeRegExp(variant)}${NOT_WORD_AFTER}`, 'u').test(text),
    );
    if (containsName) phrases.push(text);
    else
      for (const [word] of text.matchAll(WORD))
        if (word.length >= 3 && !EXCLUSION_STOPWORDS.has(word)) excludedSenses.add(word.replace(/s$/, ''));
  }
  const excludedPhrases = phrases.length
    ? new RegExp(
        `${NOT_WORD_BEFORE}(?:${phrases.map((p) => escapeRegExp(p).replace(/ /g, '\\s+')).join('|')})${NOT_WORD_AFTER}`,
        'gu',
      )
    : null;
  return {
    names,
    needles,
    domains,
    hostLabels,
    ordinary,
    pluralizable,
    capitalised,
    excludedPhrases,
    excludedSenses,
  };
}

/** A mention found by name, with how it reads (ordinary-words.ts); domain mentions always read as names. */
interface Candidate extends Mention {
  verdict: NameVerdict;
  /** Matched through an ordinary-word name (only those are subject to the answer's other senses). */
  ordinary: boolean;
}

/**
 * Every mention of every entity, in text order. Where two entities' matches overlap (a competitor
 * "Acme" inside the brand "Acme Cloud"), the longer match wins.
 *
 * One sense per answer: when a mention of an entity reads as another thing bearing its name (a person, a
 * planet, another company's product, an excluded sense), the entity's other ordinary-word mentions in that
 * answer count only with evidence of their own: set in bold, named in a paragraph with another tracked
 * brand, or the entity's domain in the answer ("Usain Bolt … Bolt won eight golds" is the athlete twice).
 */
export function findMentions(
  text: string,
  matchers: readonly EntityMatcher[],
  answerLanguage?: () => Language | 'other',
): Mention[] {
  const folded = foldText(text);
  const urls = findUrls(folded);
  const hosts = findBareHosts(blankSpans(folded, urls));
  const withoutUrls = blankSpans(
    folded,
    hosts.length ? [...urls, ...hosts].sort((a, b) => a.start - b.start) : urls,
  );
  let language: Language | 'other' | undefined;
  let weekdays: Set<string> | undefined;
  const context: NameContext = {
    language: answerLanguage ?? (() => (language ??= detectLanguage(text))),
    weekdays: () => (weekdays ??= weekdaysIn(folded)),
  };
  let code: Span[] | undefined;
  const candidates: Candidate[] = [];
  matchers.forEach((matcher, entity) => {
    if (!matcher.names || !matcher.needles.some((needle) => withoutUrls.includes(needle))) return;
    const excluded = matcher.excludedPhrases ? [...folded.matchAll(matcher.excludedPhrases)] : [];
    for (const match of withoutUrls.matchAll(matcher.names)) {
      const start = match.index;
      const end = start + match[0].length;
      const plural = match.groups?.plural;
      const name = plural ? match[0].slice(0, -plural.length) : match[0];
      // "Dunkin's": for a name ending in an apostrophe the "s" is the possessive.
      const possessive = plural === 's' && name.endsWith("'");
      if (plural && !possessive && !isNamePlural(matcher, name, text, start)) continue;
      const variant = name.replace(/\s+/g, ' ');
      const ordinary = matcher.ordinary.get(variant);
      let verdict: NameVerdict = 'name';
      if (excluded.some((m) => m.index < end && m.index + m[0].length > start)) verdict = 'other-sense';
      else if (matcher.excludedSenses.size > 0 && inExcludedSense(folded, start, end, matcher.excludedSenses))
        verdict = 'other-sense';
      else if (ordinary) {
        code ??= codeSpans(text);
        verdict = isCode(text, code, start, end)
          ? 'ordinary'
          : nameVerdict(ordinary.sense, text, folded, start, end, ordinary.needsCapital, context);
      } else if (matcher.capitalised.has(variant)) {
        if (
          isCommonNounUse(text, folded, start, end, context) ||
          isIndefiniteNoun(text, start, end, context.language())
        )
          verdict = 'ordinary';
        else if (
          isPersonName(text, folded, start, end, false) ||
          followsDemonym(text, start, end) ||
          isNamedAsPlace(text, start, end)
        )
          verdict = 'other-sense';
      }
      if (verdict !== 'ordinary')
        candidates.push({ entity, start, end, verdict, ordinary: ordinary !== undefined });
    }
  });
  const domains = findDomains(folded, domainIndex(matchers));
  const otherSense = new Set(candidates.filter((c) => c.verdict === 'other-sense').map((c) => c.entity));
  const found: Mention[] = [...domains];
  for (const candidate of candidates) {
    if (candidate.verdict === 'other-sense') continue;
    if (
      otherSense.has(candidate.entity) &&
      candidate.ordinary &&
      !hasOwnEvidence(candidate, text, folded, candidates, domains)
    )
      continue;
    found.push({ entity: candidate.entity, start: candidate.start, end: candidate.end });
  }
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

/** Evidence that a mention is the brand despite another sense elsewhere in the answer. */
function hasOwnEvidence(
  mention: Candidate,
  text: string,
  folded: string,
  candidates: readonly Candidate[],
  domains: readonly Mention[],
): boolean {
  if (domains.some((d) => d.entity === mention.entity)) return true;
  if (isEmphasisedName(text, mention.start, mention.end)) return true;
  const { from, to } = paragraphAround(folded, mention.start);
  return candidates.some(
    (other) =>
      other.entity !== mention.entity && other.verdict === 'name' && other.start >= from && other.end <= to,
  );
}

/** The paragraph (or list item) around a position: up to a blank line or the next list item. */
function paragraphAround(folded: string, at: number): { from: number; to: number } {
  const before = folded.lastIndexOf('\n\n', at);
  const after = folded.indexOf('\n\n', at);
  return { from: before < 0 ? 0 : before, to: after < 0 ? folded.length : after };
}

const isEmphasisedName = (text: string, start: number, end: number) =>
  /[*_]$/.test(text.slice(Math.max(0, start - 1), start)) && /^[*_]/.test(text.slice(end, end + 1));

/** Fenced code blocks and inline code spans. */
function codeSpans(text: string): Span[] {
  if (!text.includes('`')) return [];
  return [...text.matchAll(/```[\s\S]*?(?:```|$)|`[^`\n]+`/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** In code, or written as an identifier: "np.square", "square_root", "Square()". */
function isCode(text: string, code: readonly Span[], start: number, end: number): boolean {
  if (code.some((span) => span.start <= start && span.end >= end)) return true;
  return (
    /[\p{L}\p{N}][._$]$/u.test(text.slice(Math.max(0, start - 2), start)) ||
    /^(?:\(|_[\p{L}\p{N}]|\.\p{L})/u.test(text.slice(end, end + 2))
  );
}

/** Whether the mention's sentence holds a word of an excluded sense ("planet" or "planets"). */
function inExcludedSense(folded: string, start: number, end: number, senses: ReadonlySet<string>): boolean {
  const { from, to } = sentenceAround(folded, start, end);
  for (const [word] of folded.slice(from, to).matchAll(WORD))
    if (senses.has(word) || (word.endsWith('s') && senses.has(word.slice(0, -1)))) return true;
  return false;
}

/**
 * "a chipotle crema", "the final push to basecamp": a capitalised one-word name written in lower case in a
 * sentence (or quotation) that uses capitals is a common noun.
 */
function isCommonNounUse(
  text: string,
  folded: string,
  start: number,
  end: number,
  context: NameContext,
): boolean {
  const written = text.slice(start, end);
  if (written !== written.toLowerCase() || !usesCapitals(text, start, end)) return false;
  // In German, French or Spanish a capitalised name is not written in lower case ("flink unterwegs",
  // "au grand carrefour", "un buen día").
  if (context.language() !== 'en') return true;
  // In English, in mid-sentence ("reach basecamp on day 8", "smoky chipotle crema"); a sentence may open
  // in lower case ("zoho is cheaper, but …"), and handles and paths are names ("@hubspot/api-client").
  if (
    /[@/._-]$/.test(text.slice(Math.max(0, start - 1), start)) ||
    /^[/._-]\w/.test(text.slice(end, end + 2))
  )
    return false;
  return !startsSentence(folded, start);
}

/**
 * "Teslas", "Rolexes": a plural counts when the name takes one (not an ordinary word, not ending in s) and
 * it is capitalised as a name, outside title-case headings ("Yoga Asanas for Beginners").
 */
function isNamePlural(matcher: EntityMatcher, name: string, text: string, start: number): boolean {
  return (
    matcher.pluralizable.has(name.replace(/\s+/g, ' ')) &&
    /^\p{Lu}/u.test(text.charAt(start)) &&
    !isTitleCaseLine(text, start)
  );
}

interface DomainIndex {
  /** domain -> entities with that website or host-name name. */
  exact: Map<string, number[]>;
  /** registrable host label -> entities named so. */
  labels: Map<string, number[]>;
}

const domainIndexes = new WeakMap<readonly EntityMatcher[], DomainIndex>();

/** The domains and host labels of every entity, built once per list of matchers. */
function domainIndex(matchers: readonly EntityMatcher[]): DomainIndex {
  let index = domainIndexes.get(matchers);
  if (!index) {
    const add = (map: Map<string, number[]>, key: string, entity: number) =>
      map.set(key, [...(map.get(key) ?? []), entity]);
    index = { exact: new Map(), labels: new Map() };
    for (const [entity, matcher] of matchers.entries()) {
      for (const domain of matcher.domains) add(index.exact, domain, entity);
      for (const label of matcher.hostLabels) add(index.labels, label, entity);
    }
    domainIndexes.set(matchers, index);
  }
  return index;
}

/** Second-level labels under a country code ("co.uk", "com.au"). */
const SECOND_LEVEL_LABELS = new Set([
  'co',
  'com',
  'org',
  'net',
  'ac',
  'gov',
  'edu',
  'ltd',
  'plc',
  'ne',
  'or',
]);

/** The label a host is registered under: "hubspot" for "docs.hubspot.co.uk"; null for non-web hosts. */
function registrableLabel(host: string): string | null {
  const labels = host.split('.');
  const tld = labels[labels.length - 1] as string;
  if (labels.length < 2 || !WEB_TLDS.has(tld)) return null;
  let at = labels.length - 2;
  if (at > 0 && tld.length === 2 && SECOND_LEVEL_LABELS.has(labels[at] as string)) at--;
  return labels[at] as string;
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
 * Host names in the text that are one of the domains or a subdomain of one ("docs.acme.io" and "acme.io/x"
 * match "acme.io"), or are registered under an entity's name ("acme.com", "acme.co.uk" for "Acme");
 * "notacme.io" and "acme.io.evil.com" match neither. One scan for all entities: each dot between two label
 * characters is expanded to the whole dotted name around it.
 */
function findDomains(folded: string, { exact, labels }: DomainIndex): Mention[] {
  const found: Mention[] = [];
  if (exact.size === 0 && labels.size === 0) return found;
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
    const entities = exactDomainEntities(host, exact) ?? labels.get(registrableLabel(host) ?? '');
    if (entities) for (const entity of entities) found.push({ entity, start, end });
  }
  return found;
}

/** Entities whose domain is the host or one of its parent domains. */
function exactDomainEntities(host: string, exact: Map<string, number[]>): number[] | undefined {
  for (let at = -1; ;) {
    const entities = exact.get(at < 0 ? host : host.slice(at + 1));
    if (entities) return entities;
    at = host.indexOf('.', at + 1);
    if (at < 0) return undefined;
  }
}
