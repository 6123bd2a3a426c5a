import { escapeRegExp } from '../../lib/regexp';
import { WORD } from './grammar/words';
import { detectLanguage } from './language';
import { isCommonWord, isCommonWordOrPlural, ordinarySense } from './lexicon/ordinary-words';
import { keepNames, settleInAnswer, settleOtherNames, withoutOverlaps } from './mentions/answer-reading';
import { domainIndex, findDomains } from './mentions/domains';
import { uncorroborated, withoutFlag } from './mentions/evidence';
import { hasAccent, isHangulWord, NAME_ENDINGS, readMatches } from './mentions/first-reading';
import { offMarket } from './mentions/market';
import { openerStarts } from './mentions/name-matches';
import type { StepRule } from './mentions/steps';
import type { Candidate, EntityMatcher, Mention, MentionSearch } from './mentions/types';
import { type Language, LANGUAGE_PACKS, LANGUAGES } from './languages/registry';
import { unique } from './lexicon/word-lists';
import { domainOf } from './sources';
import { foldText } from './text/fold';
import { allMatches, blankSpans } from './text/spans';
import { findBareHosts, findUrls } from './text/urls';
import type { TrackedEntity } from './types';

// A name is a whole word when neither neighbour is a letter or digit: "Acme's", "**Acme**" and
// "Acme-powered" match, "Acmeology" does not.
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])';

const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';

/**
 * Scripts written without spaces between words, or (Hangul) with particles joined to the word before: a
 * name in another script that touches one of them ends there, as a word ends at a space ("Solvaneは",
 * "Solvaneの", "京セラとSolvane", "Solvane은"), while a letter of its own script still joins it ("Solvanex").
 */
const CJK = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}\\u30fc\\u3005';

/**
 * A spaced name's edges: a whole word, or a name not written in these scripts touching one of them
 * (matching:spacedNameEdges in mentions/examples.test.ts).
 */
const SPACED_BEFORE = `(?:${NOT_WORD_BEFORE}|(?<=[${CJK}])(?![${CJK}]))`;

/** The particles Hangul joins to a name ("브리보가"), from the packs' name endings written in it. */
const HANGUL_PARTICLES = NAME_ENDINGS.filter(isHangulWord)
  .sort((a, b) => b.length - a.length)
  .join('|');

const SPACED_AFTER = `(?:${NOT_WORD_AFTER}|(?<![${CJK}])(?=[${CJK}])|(?<=\\p{sc=Hangul})(?=(?:${HANGUL_PARTICLES})${NOT_WORD_AFTER}))`;

/** Japanese scripts: words run together, so a name in them ends where the script changes, not at a space. */
const KANA = '\\p{sc=Katakana}\\u30fc';
const OTHER_JAPANESE = '\\p{sc=Han}\\p{sc=Hiragana}\\u3005';
const UNSPACED_SCRIPT = new RegExp(`[${KANA}${OTHER_JAPANESE}]`, 'u');
const KANA_CHAR = new RegExp(`^[${KANA}]$`, 'u');

/**
 * The pattern of a name written (at least in part) in Japanese: at an edge in kanji or kana, the name may
 * touch kanji or hiragana ("おぼろ旅について", "楽天トラベルで"), and at a katakana edge not more katakana,
 * which would make it part of a longer loanword; at an edge in Latin letters, a whole-word edge as usual
 * (mentions/examples.test.ts).
 */
function unspacedNamePattern(variant: string): string {
  const chars = [...variant];
  const neighbours = (char: string) =>
    !UNSPACED_SCRIPT.test(char) ? null : KANA_CHAR.test(char) ? OTHER_JAPANESE : KANA + OTHER_JAPANESE;
  const before = neighbours(chars[0]!);
  const after = neighbours(chars[chars.length - 1]!);
  return [
    before ? `(?:${NOT_WORD_BEFORE}|(?<=[${before}]))` : NOT_WORD_BEFORE,
    namePattern(variant),
    after ? `(?:${NOT_WORD_AFTER}|(?=[${after}]))` : NOT_WORD_AFTER,
  ].join('');
}

/** Words of an exclusion that describe no sense ("not the planet" → "planet"). */
const EXCLUSION_STOPWORDS = new Set(
  'the a an of not no this that these those its it is are was to in on at for with by from and or as sense meaning kind type one'.split(
    ' ',
  ),
);

const HOST_NAME = /^(?:[a-z0-9-]+\.)+[a-z]{2,}$/;

/**
 * A name opening with an article ("Le Petit Ballon", "El Corte Inglés", "La Rinascente"): the article merges
 * with a preposition before it ("l'abonnement du Petit Ballon", "del Corte Inglés", "della Rinascente").
 */
const ARTICLE_MERGES = new Map<string, readonly string[]>();
for (const language of LANGUAGES)
  for (const [article, merged] of Object.entries(LANGUAGE_PACKS[language].names.articleMerges ?? {}))
    ARTICLE_MERGES.set(article, unique([...(ARTICLE_MERGES.get(article) ?? []), ...merged]));

/**
 * A folded name as a pattern: flexible white space, an article opening it merged with a preposition, its
 * first word in the possessive, and a German adjective opening it declined ("der Deutschen Bahn", "der
 * Neuen Zürcher Zeitung"): a word in -e before another word that is no English word.
 */
function namePattern(variant: string): string {
  const words = variant.split(/\s+/);
  const [first, ...rest] = words.map((word, i) => {
    const merged = i === 0 && words.length > 1 ? ARTICLE_MERGES.get(word) : undefined;
    if (merged) return `(?:${[word, ...merged].join('|')})`;
    return i < words.length - 1 && word.length >= 4 && /\p{L}e$/u.test(word) && !isCommonWord(word)
      ? `${escapeRegExp(word)}[nrsm]?`
      : escapeRegExp(word);
  });
  // "Eurotunnel's Le Shuttle", "Amazon's Prime Video": the first word of a longer name in the possessive.
  const possessive = rest.length > 0 && !ARTICLE_MERGES.has(words[0] as string) ? "(?:'s)?" : '';
  return [`${first}${possessive}`, ...rest].join('\\s+');
}

/** The words a variant's pattern can open with: its first, or the forms of a merging article opening it. */
function openersOf(variant: string): string[] {
  const words = variant.split(/\s+/);
  const first = words[0] as string;
  const merged = words.length > 1 ? ARTICLE_MERGES.get(first) : undefined;
  return merged ? [first, ...merged] : [first];
}

/** The word whose presence lets a variant's pattern run: its first, or its second after a merging article. */
function needleOf(variant: string): string {
  const [first, second] = variant.split(/\s+/) as [string, string | undefined];
  return second !== undefined && ARTICLE_MERGES.has(first) ? second : first;
}

/**
 * Compiles the patterns for one entity. Names are folded (case, accents) and matched as whole words with
 * flexible white space. Names that are also ordinary words ("Apple", "Sunday") carry context rules
 * (mentions/name-verdict.ts).
 */
export function compileMatcher(entity: TrackedEntity): EntityMatcher {
  const written = [entity.name, ...(entity.aliases ?? [])].map((variant) => variant.trim());
  const variants = written.map((variant) => foldText(variant)).filter((variant) => variant.length > 0);
  const ordinary: EntityMatcher['ordinary'] = new Map();
  written.forEach((variant) => {
    const folded = foldText(variant).replace(/\s+/g, ' ');
    const sense = ordinarySense(folded);
    if (!sense) return;
    // Lower case marks the ordinary word only where that word is written in lower case ("fresh mint"); a
    // weekday is capitalised too, so "steer clear of monday" says nothing against the brand.
    const needsCapital =
      variant !== variant.toLowerCase() && folded.split(' ').every((word) => isCommonWordOrPlural(word));
    // One capitalised spelling among the variants is enough to require the capital.
    ordinary.set(folded, {
      sense,
      needsCapital: needsCapital || (ordinary.get(folded)?.needsCapital ?? false),
    });
  });
  const unique = [...new Set(variants)].sort((a, b) => b.length - a.length);
  const spaced = unique.filter((variant) => !UNSPACED_SCRIPT.test(variant));
  const alternatives = [
    ...(spaced.length
      ? [
          `${SPACED_BEFORE}(?:${spaced.map(namePattern).join('|')})(?:(?<plural>e?s)|(?<model>\\d{1,4}))?${SPACED_AFTER}`,
        ]
      : []),
    ...unique.filter((variant) => UNSPACED_SCRIPT.test(variant)).map(unspacedNamePattern),
  ];
  const needles = [...new Set(unique.map(needleOf))];
  const openers = [...new Set(unique.flatMap(openersOf))];
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
  const lowerCaseNames = new Set(
    written
      .filter((variant) => /\p{L}/u.test(variant) && variant === variant.toLowerCase())
      .map((variant) => foldText(variant).replace(/\s+/g, ' '))
      .filter((variant) => !ordinary.has(variant)),
  );
  const capitalised = new Set(
    written
      .filter((variant) => /^\p{Lu}/u.test(variant) && !/\s/.test(variant))
      .map((variant) => foldText(variant))
      .filter((variant) => !ordinary.has(variant) && !lowerCaseNames.has(variant)),
  );
  const capitalNames = new Set(
    written
      .filter((variant) => /\p{Lu}/u.test(variant))
      .map((variant) => foldText(variant).replace(/\s+/g, ' '))
      .filter((variant) => variant.includes(' ') || !ordinary.has(variant)),
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
      for (const [word] of allMatches(WORD, text))
        if (word.length >= 3 && !EXCLUSION_STOPWORDS.has(word)) excludedSenses.add(word.replace(/s$/, ''));
  }
  const excludedPhrases = phrases.length
    ? new RegExp(
        `${NOT_WORD_BEFORE}(?:${phrases.map((p) => escapeRegExp(p).replace(/ /g, '\\s+')).join('|')})${NOT_WORD_AFTER}`,
        'gu',
      )
    : null;
  return {
    needles,
    // Sticky only: a pattern of Unicode classes is costly to make, and a global twin went unused.
    nameAt: alternatives.length ? new RegExp(alternatives.join('|'), 'uy') : null,
    openers,
    articleOpened: unique.some((variant) => openersOf(variant).length > 1),
    domains,
    hostLabels,
    ordinary,
    pluralizable,
    capitalised,
    lowerCaseNames,
    capitalNames,
    accented: written.some(hasAccent),
    excludedPhrases,
    excludedSenses,
  };
}

/**
 * What an answer must hold for the entity to be found in it at all: the words that let its name patterns
 * run (findMentions skips an entity with none of them), its host labels and its domains, folded.
 */
export function namesToFind(entity: TrackedEntity): string[] {
  const { needles, hostLabels, domains } = compileMatcher(entity);
  return [...needles, ...hostLabels, ...domains];
}

/** The items one of two lists holds and the other does not. */
const eitherOnly = <T>(a: Iterable<T>, b: Iterable<T>): T[] => {
  const left = new Set(a);
  const right = new Set(b);
  return [...[...left].filter((item) => !right.has(item)), ...[...right].filter((item) => !left.has(item))];
};

/**
 * Where two versions of an entity that differ only in aliases (the same name, website and "not this" list)
 * can read an answer differently: where an alias added or removed matches by its own pattern, and where a
 * host label only one version has is written. Every other rule keys on the variant it reads, so the other
 * variants' mentions read as they did. Null when the change reaches further: a host-name alias (the
 * domains), the first accented spelling (which lets accented spellings of every name match), an exclusion
 * that now holds a name, or any variant read differently for a reason other than its own spelling.
 */
export function aliasChangeReach(
  old: TrackedEntity,
  now: TrackedEntity,
): { variants: string[]; hostLabels: string[] } | null {
  if (
    old.name !== now.name ||
    (old.website ?? null) !== (now.website ?? null) ||
    eitherOnly(old.exclusions ?? [], now.exclusions ?? []).length > 0
  )
    return null;
  const before = compileMatcher(old);
  const after = compileMatcher(now);
  if (
    before.accented !== after.accented ||
    before.excludedPhrases?.source !== after.excludedPhrases?.source ||
    eitherOnly(before.excludedSenses, after.excludedSenses).length > 0 ||
    eitherOnly(before.domains, after.domains).length > 0
  )
    return null;
  const written = (entity: TrackedEntity) =>
    [entity.name, ...(entity.aliases ?? [])]
      .map((variant) => variant.trim())
      .filter((variant) => foldText(variant).length > 0);
  const variants = eitherOnly(written(old), written(now));
  const key = (variant: string) => foldText(variant).replace(/\s+/g, ' ');
  const reached = new Set(variants.map(key));
  const readAlike = (a: Iterable<string>, b: Iterable<string>) =>
    eitherOnly([...a].map(key), [...b].map(key)).every((variant) => reached.has(variant));
  const ordinaryAlike = [...new Set([...before.ordinary.keys(), ...after.ordinary.keys()])].every(
    (variant) =>
      reached.has(key(variant)) ||
      (before.ordinary.get(variant)?.sense === after.ordinary.get(variant)?.sense &&
        before.ordinary.get(variant)?.needsCapital === after.ordinary.get(variant)?.needsCapital),
  );
  if (
    !ordinaryAlike ||
    !readAlike(before.pluralizable, after.pluralizable) ||
    !readAlike(before.capitalised, after.capitalised) ||
    !readAlike(before.lowerCaseNames, after.lowerCaseNames) ||
    !readAlike(before.capitalNames, after.capitalNames)
  )
    return null;
  return { variants, hostLabels: eitherOnly(before.hostLabels, after.hostLabels) };
}

/**
 * A name variant's own pattern, global (as compileMatcher builds it within the entity's), null when it folds
 * to nothing.
 */
export function variantPattern(variant: string): RegExp | null {
  const { nameAt } = compileMatcher({ name: variant });
  return nameAt && new RegExp(nameAt.source, 'gu');
}

/** The folded text with its URLs and bare hosts blanked out: what names are matched in. */
export function blankUrls(folded: string): string {
  const urls = findUrls(folded);
  const hosts = findBareHosts(blankSpans(folded, urls));
  return blankSpans(folded, hosts.length ? [...urls, ...hosts].sort((a, b) => a.start - b.start) : urls);
}

export interface FindOptions {
  /** Filled, when given, with every match's reading and the id of the rule that decided it (mentions/rules.ts). */
  readings?: Candidate[];
  /**
   * The text is known to be about the brand's market (a question the account tracks): a name alone in it
   * needs no word of that market to count (see offMarket).
   */
  aboutTheMarket?: boolean;
}

/**
 * Every mention of every entity, in text order. Where two entities' matches overlap (a competitor
 * "Acme" inside the brand "Acme Cloud"), the longer match wins.
 *
 * One sense per answer: when a mention of an entity reads as another thing bearing its name (a person, a
 * planet, another company's name or product, an excluded sense), the entity's other mentions in that answer
 * count only with evidence of their own: set in bold, named in a paragraph or list item with another
 * tracked brand, or the entity's domain in the answer ("Usain Bolt … Bolt won eight golds" is the athlete
 * twice). A mention inside another name ("Google Nest", "Mint Mobile") counts only with that evidence.
 */
export function findMentions(
  text: string,
  matchers: readonly EntityMatcher[],
  answerLanguage?: () => Language | 'other',
  { aboutTheMarket = false, readings }: FindOptions = {},
): Mention[] {
  const folded = foldText(text);
  const withoutUrls = blankUrls(folded);
  let language: Language | 'other' | undefined;
  const search: MentionSearch = {
    text,
    folded,
    withoutUrls,
    matchers,
    starts: openerStarts(matchers, withoutUrls),
    context: { language: answerLanguage ?? (() => (language ??= detectLanguage(text))) },
    candidates: [],
    senses: new Map(),
    lowerInText: new Set(),
    readings,
  };
  for (let entity = 0; entity < matchers.length; entity++) readMatches(search, matchers[entity]!, entity);
  const domains = findDomains(folded, domainIndex(matchers));
  settleOtherNames(search, domains);
  settleInAnswer(search);
  const kept = withoutOverlaps(keepNames(search, domains));
  if (uncorroborated(kept, text, folded, search.context.language))
    return noneCounts(search, 'uncorroborated');
  if (!aboutTheMarket && offMarket(kept, text, folded, search.context.language))
    return noneCounts(search, 'off-market');
  return kept.map(withoutFlag);
}

/** No mention in the answer counts: the readings as names say which rule left them out. */
function noneCounts(search: MentionSearch, rule: StepRule): Mention[] {
  for (const reading of search.readings ?? [])
    if (reading.verdict === 'name' && reading.dropped === undefined) reading.dropped = rule;
  return [];
}
