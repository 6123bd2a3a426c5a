/**
 * The simulated consumer app (issue 61): deterministic, the API's answer on most days and another at its
 * seeded rate, product cards for shopping questions only, its own streams (the API answers stay as they were).
 */
import { describe, expect, test } from 'vitest';
import type { AskInput } from './engine.types';
import {
  appDivergenceRate,
  createSimulatedAppEngine,
  shoppingIntent,
  simulateAppAnswer,
} from './simulated.app';
import { SimulatedFailure, simulateAnswer } from './simulated.engine';

const brand = { name: 'Acme', aliases: [], website: 'https://acme.example' };
const competitors = [
  { name: 'Globex', aliases: [], website: 'https://globex.example' },
  { name: 'Initech', aliases: [], website: null },
];
const ask = (prompt: string, day: string, sample = 1): AskInput => ({
  prompt,
  topic: 'Espresso machines',
  brand,
  competitors,
  day,
  sample,
});
const days = Array.from({ length: 120 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
);
const apiOrNull = (input: AskInput) => {
  try {
    return simulateAnswer('chatgpt', input);
  } catch (error) {
    if (error instanceof SimulatedFailure) return null;
    throw error;
  }
};
const appOrNull = (input: AskInput) => {
  try {
    return simulateAppAnswer('chatgpt', input);
  } catch (error) {
    if (error instanceof SimulatedFailure) return null;
    throw error;
  }
};

describe('simulateAppAnswer', () => {
  test('the same input gives the same answer, byte for byte', () => {
    const input = ask('cheapest espresso machine to buy', '2026-03-04');
    expect(JSON.stringify(simulateAppAnswer('chatgpt', input))).toBe(
      JSON.stringify(simulateAppAnswer('chatgpt', input)),
    );
  });

  test("differs from the API's answer at its seeded rate, and is its text otherwise", () => {
    let compared = 0;
    let differing = 0;
    for (const day of days) {
      const input = ask('best espresso machine for a small kitchen', day);
      const [api, app] = [apiOrNull(input), appOrNull(input)];
      if (!api || !app || api.refused || app.refused) continue;
      compared++;
      if (api.text !== app.text) differing++;
      else expect(app.citations).toEqual(api.citations);
      expect(app.model).toBe('chatgpt-app (simulated)');
    }
    const rate = appDivergenceRate('chatgpt');
    expect(rate).toBeGreaterThan(0.2);
    expect(rate).toBeLessThan(0.5);
    // 120 days: the share found stays within a few standard errors of the rate drawn against.
    expect(Math.abs(differing / compared - rate)).toBeLessThan(0.15);
    expect(differing).toBeGreaterThan(0);
  });

  test('shopping questions carry product cards far more often than others; cards are well formed', () => {
    const withCards = (prompt: string) =>
      days.filter((day) => (appOrNull(ask(prompt, day))?.products?.length ?? 0) > 0).length;
    const shopping = withCards('where to buy a cheap espresso machine on sale');
    const other = withCards('how does an espresso machine make crema');
    expect(shopping).toBeGreaterThan(60);
    expect(other).toBeLessThan(15);
    const cards = days.flatMap((day) => appOrNull(ask('espresso machine deals', day))?.products ?? []);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.position).toBeGreaterThanOrEqual(1);
      expect(card.title.length).toBeGreaterThan(0);
      expect(card.merchants.length).toBeGreaterThan(0);
      expect(card.currency).toBe('USD');
      if (card.rating !== null) expect(card.rating).toBeLessThanOrEqual(5);
    }
    // The brand and its competitors are among the makers, as well as makers nobody tracks.
    const makers = new Set(cards.map((card) => card.brand));
    expect(makers.has('Acme')).toBe(true);
    expect(makers.has('Globex')).toBe(true);
  });

  test('prices follow the market', () => {
    const input = {
      ...ask('espresso machine deals', '2026-02-02'),
      market: { country: 'DE', language: 'de' },
    };
    const found = days
      .map((day) => appOrNull({ ...input, day })?.products ?? [])
      .find((cards) => cards.length > 0);
    expect(found?.[0]?.currency).toBe('EUR');
  });

  test('reads intent from the question', () => {
    expect(shoppingIntent('Best price for a standing desk under $300')).toBe('shopping');
    expect(shoppingIntent('Which CRM is best for small teams?')).toBe('choice');
    expect(shoppingIntent('How do CRMs store contacts?')).toBe('other');
  });
});

describe('the page the simulated app showed (evidence kept)', () => {
  test('deterministic, escaped, without scripts; it carries the answer, its cards and its sources', async () => {
    const engine = createSimulatedAppEngine('chatgpt', { seed: 'page' });
    const input = ask('best <b>espresso</b> machine to buy on sale & cheap', '2026-02-03');
    const first = await engine.ask(input);
    const again = await createSimulatedAppEngine('chatgpt', { seed: 'page' }).ask(input);
    expect(again.evidence).toEqual(first.evidence);
    const html = first.evidence!.html!;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('best &lt;b&gt;espresso&lt;/b&gt; machine to buy on sale &amp; cheap');
    expect(html).not.toMatch(/<script|<iframe|<link|src=/i);
    for (const card of first.products ?? []) expect(html).toContain(card.title.replace(/&/g, '&amp;'));
    for (const citation of first.citations) expect(html).toContain(citation.url.replace(/&/g, '&amp;'));
    // The raw payload is the answer as a provider's body would carry it.
    expect(first.evidence!.raw).toMatchObject({ simulated: true, text: first.text, model: first.model });
    // The page draws from its own stream: the answer is what simulateAppAnswer gives alone.
    const { evidence: _evidence, ...answer } = first;
    expect(answer).toEqual(simulateAppAnswer('chatgpt', input, { seed: 'page' }));
  });

  test("the answer's bold words are drawn bold, never as asterisks", async () => {
    const engine = createSimulatedAppEngine('chatgpt', { seed: 'page' });
    const pages = await Promise.all(
      ['01', '02', '03', '04', '05', '06'].map((day) =>
        engine.ask(ask('Which API platforms have the best developer portals?', `2026-02-${day}`)),
      ),
    );
    const bold = pages.filter((page) => /\*\*[^*]+\*\*/.test(page.text));
    expect(bold.length).toBeGreaterThan(0);
    for (const page of bold) {
      const words = /\*\*([^*]+)\*\*/.exec(page.text)![1]!;
      expect(page.evidence!.html).toContain(`<strong>${words}</strong>`);
      expect(page.evidence!.html).not.toContain('**');
    }
  });
});
