/**
 * Every language the analyzer reads, one pack each (pack.ts): adding a language is adding its folder and a
 * line here. The order is the one answers are detected in (language.ts counts function words in it, English
 * first, and a tie goes to the earlier language).
 */
import { unique } from '../lexicon/word-lists';
import { cs } from './cs';
import { da } from './da';
import { de } from './de';
import { el } from './el';
import { en } from './en';
import { es } from './es';
import { fi } from './fi';
import { fr } from './fr';
import { hu } from './hu';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { nb } from './nb';
import { nl } from './nl';
import type { FullLanguagePack, LanguagePack } from './pack';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';
import { ru } from './ru';
import { sv } from './sv';
import { tr } from './tr';
import { uk } from './uk';
import { zh } from './zh';

export const LANGUAGE_PACKS = {
  en,
  de,
  fr,
  es,
  it,
  pt,
  nl,
  pl,
  sv,
  da,
  nb,
  fi,
  cs,
  tr,
  ja,
  zh,
  ko,
  ru,
  uk,
  el,
  ro,
  hu,
};

/** A language the analyzer reads sentiment in. */
export type SentimentLanguage = keyof typeof LANGUAGE_PACKS;

/** A language whose grammar the analyzer reads for names (mentions/, grammar/) as well as for sentiment. */
export type Language = {
  [Code in SentimentLanguage]: (typeof LANGUAGE_PACKS)[Code] extends FullLanguagePack ? Code : never;
}[SentimentLanguage];

/** A language read for sentiment only, from its review lexicon: names in it are read as in any other. */
export type ReviewOnlyLanguage = Exclude<SentimentLanguage, Language>;

const PACKS: readonly LanguagePack[] = Object.values(LANGUAGE_PACKS);

const isFull = (pack: LanguagePack): pack is FullLanguagePack => pack.names !== undefined;

const FULL_PACKS = PACKS.filter(isFull);

/** The full languages, in the registry's order. */
export const LANGUAGES = FULL_PACKS.map((pack) => pack.code as Language);

export const isReviewOnly = (language: SentimentLanguage): language is ReviewOnlyLanguage =>
  !isFull(LANGUAGE_PACKS[language]);

/** One value per pack of a list, by its language's code. */
const byCode = <Pack extends LanguagePack, Value>(packs: readonly Pack[], make: (pack: Pack) => Value) =>
  Object.fromEntries(packs.map((pack) => [pack.code, make(pack)]));

/** One value per language, made from its pack. */
export const perLanguage = <Value>(make: (pack: LanguagePack) => Value) =>
  byCode(PACKS, make) as Record<SentimentLanguage, Value>;

/** One value per full language, made from its pack. */
export const perFullLanguage = <Value>(make: (pack: FullLanguagePack) => Value) =>
  byCode(FULL_PACKS, make) as Record<Language, Value>;

/** The words every pack lists for one part of it, each once, in the registry's order. */
export const wordsOfEveryPack = (part: (pack: LanguagePack) => readonly string[]): string[] =>
  unique(PACKS.flatMap(part));

/**
 * The words the full languages list for one part of their packs, each once, in the registry's order: what
 * a rule reads whatever the answer's language (an answer may borrow another language's words).
 */
export const wordsOfEveryLanguage = (
  part: (pack: FullLanguagePack) => readonly string[] | undefined,
): string[] => unique(FULL_PACKS.flatMap((pack) => part(pack) ?? []));
