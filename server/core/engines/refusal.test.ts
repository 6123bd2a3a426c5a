import { describe, expect, test } from 'vitest';
import { isRefusal, looksLikeRefusal } from './refusal';
import { REFUSALS } from './simulated.phrases';

const names = ['Acme', 'Globex'];

describe('looksLikeRefusal', () => {
  test.each([
    "I'm sorry, but I can't help with that.",
    'I cannot provide recommendations for this request.',
    'I’m not able to answer this request.',
    'Es tut mir leid, aber ich kann dazu keine Empfehlung geben.',
    'Désolé, mais je ne peux pas répondre à cette question.',
    'Lo siento, pero no puedo ayudar con esa solicitud.',
    'Mi dispiace, ma non posso aiutarti con questa richiesta.',
    'Desculpe, mas não posso ajudar com isso.',
    'Het spijt me, maar ik kan je hier niet mee helpen.',
    ...REFUSALS,
  ])('a refusal: %s', (text) => {
    expect(looksLikeRefusal(text, names)).toBe(true);
  });

  test.each([
    "I can't recommend specific products, but Acme and Globex are both popular choices.",
    'Lo siento, no puedo elegir por ti, pero Acme es muy popular.',
    'The best options are Acme and Globex. I cannot say which is cheaper for you.',
    'Here are a few things to consider when choosing a tool: price, support and integrations.',
    '',
  ])('an answer: %s', (text) => {
    expect(looksLikeRefusal(text, names)).toBe(false);
  });

  test('a long answer that opens with a hedge goes on to answer', () => {
    const long = `I can't give a definitive answer, but here is what reviewers say. ${'Pricing and support vary a lot between vendors. '.repeat(15)}`;
    expect(looksLikeRefusal(long, names)).toBe(false);
  });

  test('names match as whole words only', () => {
    expect(looksLikeRefusal("I'm sorry, but I can't help with Acmeville questions.", names)).toBe(true);
    expect(looksLikeRefusal("I'm sorry, but I can't help with Acme questions.", names)).toBe(false);
  });
});

describe('isRefusal', () => {
  const brand = { name: 'Acme', aliases: ['ACME Corp'], website: null };
  const competitors = [{ name: 'Globex', aliases: [], website: null }];
  test("the vendor's field decides when the adapter read one; else the text does", () => {
    expect(isRefusal({ text: 'Acme is great.', refused: true }, brand, competitors)).toBe(true);
    expect(isRefusal({ text: "I'm sorry, but I can't help.", refused: false }, brand, competitors)).toBe(
      false,
    );
    expect(isRefusal({ text: "I'm sorry, but I can't help." }, brand, competitors)).toBe(true);
    expect(isRefusal({ text: "I'm sorry, but I can't rank ACME Corp." }, brand, competitors)).toBe(false);
  });
});
