/**
 * Refusals: an answer in which the engine declined ("I can't help with that"). A vendor's own refusal field
 * decides when the adapter has one (OpenAI's `refusal` content part, a `content_filter` finish, Anthropic's
 * `refusal` stop reason); otherwise the text is read for a refusal in its own language. An answer that
 * hedges and still names a brand ("I can't recommend specific products, but Acme and …") is an answer, and
 * so is a long answer that only opens with a hedge: a refusal is short and names no one.
 */

import { escapeRegExp } from '../../lib/regexp';
import type { BrandInfo, CompetitorInfo, EngineAnswer } from './engine.types';

/** Openings of a refusal, per language (lower case, apostrophes normalised to '). */
const REFUSAL_PATTERNS: readonly RegExp[] = [
  // English
  /\b(?:i'm|i am) (?:sorry|afraid),? (?:but )?i (?:can't|cannot|can not|won't|am not able|'m not able|am unable)/,
  /\bi (?:can't|cannot|can not|won't|am unable to|'m unable to|am not able to|'m not able to) (?:help|assist|provide|answer|comply|recommend|give|share|fulfil)/,
  /\b(?:i'm|i am) (?:not able|unable) to (?:help|assist|provide|answer|comply|fulfil)/,
  /\bi (?:must|have to) (?:decline|refrain)/,
  // German
  /\b(?:es tut mir leid|leider),? (?:aber )?(?:ich (?:kann|darf)|(?:kann|darf) ich) (?:dir |ihnen |dabei |dazu |hier )*(?:nicht|keine)/,
  /\bich kann (?:dir |ihnen |dabei |dazu |hier )*(?:nicht helfen|keine (?:antwort|empfehlung|auskunft))/,
  // French
  /\b(?:je suis désolée?|désolée?),? (?:mais )?je ne (?:peux|suis pas en mesure)/,
  /\bje ne (?:peux|suis pas en mesure d[e'] ?) ?(?:pas )?(?:vous |t')?(?:aider|répondre|fournir|recommander)/,
  // Spanish
  /\b(?:lo siento|lamentablemente),? (?:pero )?no (?:puedo|estoy en condiciones)/,
  /\bno puedo (?:ayudar|responder|proporcionar|recomendar|ofrecer)/,
  // Italian
  /\b(?:mi dispiace|purtroppo),? (?:ma )?non (?:posso|sono in grado)/,
  /\bnon posso (?:aiutar|rispondere|fornire|consigliare)/,
  // Portuguese
  /\b(?:desculpe|lamento|infelizmente),? (?:mas )?não (?:posso|consigo)/,
  /\bnão posso (?:ajudar|responder|fornecer|recomendar)/,
  // Dutch
  /\b(?:het spijt me|sorry),? (?:maar )?ik kan (?:je |u )?(?:niet|geen)/,
  /\bik kan (?:je |u )?(?:hier )?(?:niet mee helpen|geen (?:antwoord|aanbeveling))/,
];

/** A refusal is short: longer text that opens with a hedge goes on to answer. */
const MAX_REFUSAL_CHARS = 600;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s+/g, ' ');

function namesAny(text: string, names: readonly string[]): boolean {
  const lower = normalise(text);
  return names.some((name) => {
    const wanted = normalise(name).trim();
    if (wanted.length < 2) return false;
    return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(wanted)}(?![\\p{L}\\p{N}])`, 'u').test(lower);
  });
}

/**
 * Whether an answer text is a refusal: it says the engine cannot or will not answer (in English, German,
 * French, Spanish, Italian, Portuguese or Dutch), is short, and names none of `names` (the brand's and the
 * tracked competitors' names and aliases).
 */
export function looksLikeRefusal(text: string, names: readonly string[] = []): boolean {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > MAX_REFUSAL_CHARS) return false;
  const lower = normalise(trimmed);
  if (!REFUSAL_PATTERNS.some((pattern) => pattern.test(lower))) return false;
  return !namesAny(trimmed, names);
}

/**
 * Whether an engine's reply is a refusal: the vendor's own field when the adapter read one, else the text,
 * read against the brand's and the tracked competitors' names.
 */
export function isRefusal(
  reply: Pick<EngineAnswer, 'text' | 'refused'>,
  brand: BrandInfo,
  competitors: readonly CompetitorInfo[],
): boolean {
  if (reply.refused !== undefined) return reply.refused;
  const names = [brand.name, ...brand.aliases, ...competitors.flatMap((c) => [c.name, ...c.aliases])];
  return looksLikeRefusal(reply.text, names);
}
