/**
 * A brand's own attributes ("battery life", "vegan"), which the analyzer finds in its statements by the
 * words given for each language (Settings, issue 57): the languages, limits and messages, written once for
 * the server and the client. Only zod and the shared language names, so either side can import it.
 */
import { z } from 'zod';
import { collapseSpace } from './input-rules';
import { LANGUAGES } from './markets';

/**
 * The languages the analyzer has a pack for (server/core/analysis/languages/registry.ts, in its order; a
 * server test holds the two lists equal).
 */
export const ATTRIBUTE_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'sv',
  'da',
  'nb',
  'fi',
  'cs',
  'tr',
  'ja',
  'zh',
  'ko',
  'ru',
  'uk',
  'el',
  'ro',
  'hu',
] as const;

export type AttributeLanguage = (typeof ATTRIBUTE_LANGUAGES)[number];

const languageNames = new Map(LANGUAGES);

/** Each attribute language as a screen names it ("German"). */
export const attributeLanguageName = (code: string): string => languageNames.get(code) ?? code;

export const BRAND_ATTRIBUTE_LIMITS = { attributes: 30, nameMax: 60, words: 50, wordMax: 60 };

/** One attribute as stored and as the analyzer reads it: its words by language, in ATTRIBUTE_LANGUAGES' order. */
export interface StoredBrandAttribute {
  name: string;
  words: Partial<Record<AttributeLanguage, string[]>>;
}

/** One attribute as typed: its name and, per language, its words. */
export interface BrandAttributeInput {
  name: string;
  words: readonly { language: string; words: readonly string[] }[];
}

const isAttributeLanguage = (code: string): code is AttributeLanguage =>
  (ATTRIBUTE_LANGUAGES as readonly string[]).includes(code);

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The first problem of one attribute (`earlier`: the names before it), or null. */
function attributeProblem(name: string, words: BrandAttributeInput['words'], earlier: readonly string[]) {
  if (!name) return 'Give the attribute a name, or remove it.';
  if (name.length > BRAND_ATTRIBUTE_LIMITS.nameMax)
    return `An attribute's name is at most ${BRAND_ATTRIBUTE_LIMITS.nameMax} characters.`;
  if (earlier.some((other) => sameText(other, name))) return `"${name}" is listed twice.`;
  const languages = words.map(({ language }) => language.trim().toLowerCase());
  const unknown = languages.find((language) => !isAttributeLanguage(language));
  if (unknown !== undefined)
    return `"${name}": the analyzer reads no language "${unknown}"; choose one of ${ATTRIBUTE_LANGUAGES.join(', ')}.`;
  const repeated = languages.find((language, index) => languages.indexOf(language) !== index);
  if (repeated !== undefined)
    return `"${name}": ${attributeLanguageName(repeated)} is listed twice; put its words together.`;
  const all = words.flatMap((entry) => entry.words.map(collapseSpace));
  if (all.some((word) => !word)) return `"${name}": a word is blank; write it or remove it.`;
  if (all.some((word) => word.length > BRAND_ATTRIBUTE_LIMITS.wordMax))
    return `"${name}": a word is at most ${BRAND_ATTRIBUTE_LIMITS.wordMax} characters.`;
  if (all.length === 0) return `"${name}": give at least one word that marks it.`;
  if (all.length > BRAND_ATTRIBUTE_LIMITS.words)
    return `"${name}" has more than ${BRAND_ATTRIBUTE_LIMITS.words} words.`;
  return null;
}

/**
 * The brand's attributes as stored, or issues in the words a form shows (the attribute's index as the path):
 * names trimmed and unique in any casing, at most BRAND_ATTRIBUTE_LIMITS.attributes of them, each with 1 to
 * BRAND_ATTRIBUTE_LIMITS.words non-blank words in the analyzer's languages (a word repeated in a language is
 * kept once).
 */
export const brandAttributesInput = z
  .array(
    z.object({
      name: z.string(),
      words: z.array(z.object({ language: z.string(), words: z.array(z.string()) })),
    }),
  )
  .transform((raw, ctx): StoredBrandAttribute[] => {
    if (raw.length > BRAND_ATTRIBUTE_LIMITS.attributes) {
      ctx.addIssue({
        code: 'custom',
        message: `A brand has at most ${BRAND_ATTRIBUTE_LIMITS.attributes} attributes.`,
      });
      return z.NEVER;
    }
    const names = raw.map(({ name }) => collapseSpace(name));
    raw.forEach(({ words }, index) => {
      const problem = attributeProblem(names[index]!, words, names.slice(0, index));
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [index] });
    });
    return raw.map(({ words }, index) => {
      const byLanguage = new Map(
        words.map(({ language, words }) => [language.trim().toLowerCase(), words.map(collapseSpace)]),
      );
      const stored: StoredBrandAttribute['words'] = {};
      for (const language of ATTRIBUTE_LANGUAGES) {
        const given = byLanguage.get(language);
        if (given?.length)
          stored[language] = given.filter(
            (word, at) => given.findIndex((other) => sameText(other, word)) === at,
          );
      }
      return { name: names[index]!, words: stored };
    });
  });

/** An attribute's words as a list per language, in ATTRIBUTE_LANGUAGES' order (what the API and forms show). */
export const attributeWordsByLanguage = (words: StoredBrandAttribute['words']) =>
  ATTRIBUTE_LANGUAGES.flatMap((language) => {
    const list = words[language];
    return list?.length ? [{ language, words: list }] : [];
  });
