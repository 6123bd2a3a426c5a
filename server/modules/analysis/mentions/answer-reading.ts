/** Readings that the rest of the answer settles (findMentions' later steps). */
import type { Language } from '../review-lexicon';
import type { Span } from '../text/spans';
import { isCapitalForced, isEmphasisedName } from './evidence';

/**
 * Prepositions and articles per language: after a sentence's first word they make it a word of its own
 * ("Prima di tutto", "Hay que"); a subject is followed by its verb ("Sol es una lager", "Ben is goedkoop").
 */
const FOLLOWS_WORD: Readonly<Record<Exclude<Language, 'en'>, ReadonlySet<string>>> = {
  es: new Set('de del a al en con por para el la los las un una unos unas que'.split(' ')),
  it: new Set('di del della dei a al alla da in con per il lo la i gli le un uno una che'.split(' ')),
  pt: new Set('de do da dos das a ao em no na com por para o os as um uma que'.split(' ')),
  fr: new Set('de du des a au aux en avec pour par le la les un une que'.split(' ')),
  de: new Set('der die das den dem des ein eine einen zu von mit fur auf an in bei'.split(' ')),
  nl: new Set('de het een van voor met op aan in bij'.split(' ')),
};

/**
 * Outside English, a capitalised one-word mention opening a sentence in running text, before a preposition
 * or an article.
 */
export function opensWithWordOfLanguage(
  text: string,
  folded: string,
  mention: Span,
  language: Language | 'other',
  followers: 'any' | 'infinitive',
): boolean {
  if (language === 'en' || language === 'other') return false;
  if (!/^\p{Lu}\p{Ll}*$/u.test(text.slice(mention.start, mention.end))) return false;
  if (!isCapitalForced(text, folded, mention.start) || isEmphasisedName(text, mention.start, mention.end))
    return false;
  if (followers === 'infinitive') {
    const words = /^[ \t]+(\p{L}+)[ \t]+(\p{Ll}+)/u.exec(text.slice(mention.end, mention.end + 40));
    return words !== null && INFINITIVE_PREPOSITION[language] === (words[1] as string).toLowerCase();
  }
  const next = /^[ \t]+(\p{L}+)/u.exec(folded.slice(mention.end, mention.end + 20))?.[1];
  return next !== undefined && FOLLOWS_WORD[language].has(next);
}

/**
 * The preposition that opens an infinitive after an adverb or a preposition ("prima di firmare", "antes de
 * comprar", "avant de signer"); a one-word name and its verb never stand so, and a longer name goes on with
 * a capital ("Sol de Janeiro"). German "zu" and Dutch "te" also follow a subject ("zu teuer").
 */
const INFINITIVE_PREPOSITION: Readonly<Partial<Record<Language, string>>> = {
  it: 'di',
  es: 'de',
  pt: 'de',
  fr: 'de',
};
