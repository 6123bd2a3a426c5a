/**
 * The simulated consumer app (issue 61): what ChatGPT, Perplexity and Gemini show people in their apps, when
 * no scraping provider is configured. Its answer is the platform's simulated API answer on most days and a
 * different one at a seeded rate (another draw of the same engine: other names, other sources), and for
 * shopping-like questions it carries a carousel of product cards.
 *
 * Every draw here comes from streams keyed 'app-surface' and 'app-products' (DESIGN.md, simulated
 * behaviour): the API answers the simulated engine gave before stay byte-identical for the same seed.
 */
import type { AppSurfacePlatform } from '../../../graphql/shared/surfaces';
import type { AnswerEngine, AskInput, EngineAnswer, ProductItem } from './engine.types';
import { hashStrings, seededRandom, stableOffset, type Random } from './prng';
import {
  hostOf,
  SimulatedFailure,
  simulateAnswer,
  subjectOf,
  type SimulationOptions,
} from './simulated.engine';

interface AppProfile {
  model: string;
  /** Mean share of days on which the app's answer differs from the API's. */
  divergence: number;
  /** Share of shopping questions (buy, price, deal…) that show a carousel. */
  shoppingCards: number;
  /** Share of "best / top / vs" questions that show one. */
  choiceCards: number;
  /** Share of other questions that show one. */
  otherCards: number;
}

const APP_PROFILES: Record<AppSurfacePlatform, AppProfile> = {
  // ChatGPT shows carousels most readily (published counts: about one prompt in eleven overall).
  chatgpt: {
    model: 'chatgpt-app (simulated)',
    divergence: 0.35,
    shoppingCards: 0.8,
    choiceCards: 0.22,
    otherCards: 0.02,
  },
  perplexity: {
    model: 'perplexity-app (simulated)',
    divergence: 0.3,
    shoppingCards: 0.65,
    choiceCards: 0.15,
    otherCards: 0.01,
  },
  gemini: {
    model: 'gemini-app (simulated)',
    divergence: 0.4,
    shoppingCards: 0.55,
    choiceCards: 0.12,
    otherCards: 0.01,
  },
};

export const SIMULATED_APP_MODELS = Object.fromEntries(
  Object.entries(APP_PROFILES).map(([platform, profile]) => [platform, profile.model]),
) as Record<AppSurfacePlatform, string>;

const SHOPPING_WORDS =
  /\b(buy|buying|price|prices|pricing|cheap|cheapest|deal|deals|discount|sale|budget|affordable|under \$?\d+|shop|shopping|gift|gifts|purchase|order)\b/i;
const CHOICE_WORDS = /\b(best|top|review|reviews|recommend|recommended|vs|versus|compare|alternatives?)\b/i;

/** How shopping-like a question reads: 'shopping' (it asks to buy), 'choice' (it asks which), or 'other'. */
export function shoppingIntent(question: string): 'shopping' | 'choice' | 'other' {
  if (SHOPPING_WORDS.test(question)) return 'shopping';
  if (CHOICE_WORDS.test(question)) return 'choice';
  return 'other';
}

/** The app's share of differing answers for this seed: the profile's, moved by up to ±0.1 per seed. */
export function appDivergenceRate(platform: AppSurfacePlatform, seed = ''): number {
  return APP_PROFILES[platform].divergence + 0.1 * stableOffset('app-surface-rate', seed, platform);
}

// Makers no brand tracks: the carousel's other cards. Invented names, so no real company is implied.
const OTHER_MAKERS = [
  'Northwind',
  'Brightline',
  'Kestrel',
  'Halcyon',
  'Ridgeway',
  'Oakfield',
  'Vantage Goods',
  'Lumen & Co',
];
const MODEL_WORDS = ['Pro', 'Plus', 'Essential', 'Max', 'Lite', 'Classic', 'Studio', 'Go'];
const MERCHANTS = ['Amazon', 'Walmart', 'Best Buy', 'Target', 'eBay', 'Costco', 'Etsy', 'Home Depot'];
const MERCHANT_SEARCH: Record<string, string> = {
  Amazon: 'https://www.amazon.com/s?k=',
  Walmart: 'https://www.walmart.com/search?q=',
  'Best Buy': 'https://www.bestbuy.com/site/searchpage.jsp?st=',
  Target: 'https://www.target.com/s?searchTerm=',
  eBay: 'https://www.ebay.com/sch/i.html?_nkw=',
  Costco: 'https://www.costco.com/CatalogSearch?keyword=',
  Etsy: 'https://www.etsy.com/search?q=',
  'Home Depot': 'https://www.homedepot.com/s/',
};
const EURO = new Set(['DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'IE', 'PT', 'FI', 'GR', 'LU']);
const CURRENCIES: Record<string, string> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  JP: 'JPY',
  IN: 'INR',
};

function currencyOf(input: AskInput): string {
  const country = input.market?.country?.toUpperCase() ?? 'US';
  return EURO.has(country) ? 'EUR' : (CURRENCIES[country] ?? 'USD');
}

const capitalised = (words: string) =>
  words
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Whether the app shows a carousel for this question today: fixed per question mostly, drawn afresh on one
 * day in five, as carousels come and go.
 */
function showsCards(platform: AppSurfacePlatform, input: AskInput, seed: string): boolean {
  const profile = APP_PROFILES[platform];
  const intent = shoppingIntent(input.prompt);
  const rate =
    intent === 'shopping'
      ? profile.shoppingCards
      : intent === 'choice'
        ? profile.choiceCards
        : profile.otherCards;
  const day = seededRandom('app-products-day', seed, platform, input.prompt, input.day, String(input.sample));
  const draw =
    day.next() < 1 / 5
      ? day.next()
      : seededRandom('app-products-shown', seed, platform, input.prompt, input.brand.name).next();
  return draw < rate;
}

/** The carousel: 3–6 cards, the brand's more likely when the answer names it. */
function productCards(
  platform: AppSurfacePlatform,
  input: AskInput,
  answer: EngineAnswer,
  seed: string,
): ProductItem[] {
  const random = seededRandom(
    'app-products',
    seed,
    platform,
    input.prompt,
    input.day,
    String(input.sample),
    input.brand.name,
  );
  const named = answer.text.toLowerCase().includes(input.brand.name.toLowerCase());
  const makers: [{ name: string; website: string | null }, number][] = [
    [{ name: input.brand.name, website: input.brand.website }, named ? 2.5 : 0.8],
    ...input.competitors.map(
      (c) =>
        [{ name: c.name, website: c.website }, 1.2] as [{ name: string; website: string | null }, number],
    ),
    ...OTHER_MAKERS.map(
      (name) => [{ name, website: null }, 0.6] as [{ name: string; website: null }, number],
    ),
  ];
  const count = random.int(3, 6);
  const chosen: { name: string; website: string | null }[] = [];
  for (let tries = 0; chosen.length < count && tries < 40; tries++) {
    const maker = random.weighted(makers);
    if (!chosen.includes(maker)) chosen.push(maker);
  }
  const subject = capitalised(subjectOf(input));
  const currency = currencyOf(input);
  return chosen.map((maker, index) => cardFor(maker, index + 1, subject, currency, random));
}

function cardFor(
  maker: { name: string; website: string | null },
  position: number,
  subject: string,
  currency: string,
  random: Random,
): ProductItem {
  const title = `${maker.name} ${subject} ${random.pick(MODEL_WORDS)}`;
  const merchants = random.shuffle(MERCHANTS).slice(0, random.int(1, 3));
  const host = hostOf(maker.website);
  if (host && random.chance(0.5)) merchants.unshift(maker.name);
  const base = random.int(9, 480);
  const price = currency === 'JPY' ? base * 150 : base + 0.99;
  const rating = random.chance(0.1) ? null : Math.round((3.4 + random.next() * 1.6) * 10) / 10;
  const first = merchants[0]!;
  const url =
    first === maker.name && host
      ? `https://${host}/products/${slug(title)}`
      : `${MERCHANT_SEARCH[first] ?? 'https://www.google.com/search?tbm=shop&q='}${encodeURIComponent(title)}`;
  // An unbranded listing now and then: the card shows no maker.
  const brand = random.chance(0.08) ? null : maker.name;
  return { position, title, brand, merchants, price, currency, rating, url };
}

/**
 * The app's answer (synchronous core, exported for tests): the API's simulated answer on most days, another
 * draw on a seeded share of them, with the app's model label and its product cards. A made-up API failure
 * does not carry over: the app is another request.
 */
export function simulateAppAnswer(
  platform: AppSurfacePlatform,
  input: AskInput,
  options: SimulationOptions = {},
): EngineAnswer {
  const seed = options.seed ?? '';
  const random = seededRandom(
    'app-surface',
    seed,
    platform,
    input.prompt,
    input.day,
    String(input.sample),
    input.brand.name,
  );
  const differs = random.chance(appDivergenceRate(platform, seed));
  let answer: EngineAnswer | null = null;
  if (!differs) {
    try {
      answer = simulateAnswer(platform, input, options);
    } catch (error) {
      if (!(error instanceof SimulatedFailure)) throw error;
    }
  }
  // Another seed for the same engine: its own names, sources and (now and then) its own failure.
  answer ??= simulateAnswer(platform, input, {
    ...options,
    seed: `${seed}\u0001app-surface\u0001${hashStrings(platform)}`,
  });
  const model = APP_PROFILES[platform].model;
  if (answer.refused || answer.noAnswer) return { ...answer, model };
  const products = showsCards(platform, input, seed) ? productCards(platform, input, answer, seed) : [];
  // The app shows no search queries of its own.
  return { ...answer, model, searchQueries: [], products };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The answer's Markdown bold (**Bottom line:**) drawn as the app draws it, not as literal asterisks. */
const boldAsMarkup = (escaped: string) => escaped.replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>');

const PAGE_THEMES = ['#10a37f', '#1f6feb', '#7c3aed', '#0f766e', '#b45309'];

/**
 * The page the simulated app showed (evidence kept, issue 61): a small, deterministic HTML page of the
 * answer, its sources and its product cards, without scripts or outside resources. Its one draw (the page's
 * accent colour) comes from its own stream, 'app-page', so no other draw moves.
 */
export function simulatedAppPage(
  platform: AppSurfacePlatform,
  input: AskInput,
  answer: EngineAnswer,
  seed = '',
): string {
  const accent = seededRandom('app-page', seed, platform, input.prompt, input.day, String(input.sample)).pick(
    PAGE_THEMES,
  );
  const paragraphs = answer.text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${boldAsMarkup(escapeHtml(part))}</p>`)
    .join('\n');
  const sources = answer.citations
    .map((c) => `<li><a href="${escapeHtml(c.url)}">${escapeHtml(c.title ?? c.url)}</a></li>`)
    .join('');
  const cards = (answer.products ?? [])
    .map(
      (card) =>
        `<li class="card"><strong>${escapeHtml(card.title)}</strong>` +
        (card.price !== null
          ? ` <span>${escapeHtml(`${card.price} ${card.currency ?? ''}`.trim())}</span>`
          : '') +
        (card.merchants.length ? ` <em>${escapeHtml(card.merchants.join(', '))}</em>` : '') +
        '</li>',
    )
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(input.market?.language ?? 'en')}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(SIMULATED_APP_MODELS[platform])}</title>`,
    // Padded and with a modest heading: the drawer shows the page in a narrow frame.
    `<style>body{font-family:sans-serif;max-width:44rem;margin:1rem auto;padding:0 1rem;line-height:1.5}` +
      `h1{font-size:1.4rem;line-height:1.3}h2{font-size:1.1rem}` +
      `header{border-bottom:3px solid ${accent};margin-bottom:1rem}.card{border:1px solid #ccc;` +
      `border-radius:6px;padding:.5rem;margin:.25rem 0;list-style:none}</style></head><body>`,
    `<header><small>${escapeHtml(SIMULATED_APP_MODELS[platform])} · ${escapeHtml(input.day)}</small>`,
    `<h1>${escapeHtml(input.prompt)}</h1></header>`,
    answer.noAnswer ? '<p>(no answer shown)</p>' : paragraphs,
    cards ? `<section><h2>Products</h2><ul>${cards}</ul></section>` : '',
    sources ? `<section><h2>Sources</h2><ol>${sources}</ol></section>` : '',
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The simulated app of one platform, as an engine on the APP surface. */
export function createSimulatedAppEngine(
  platform: AppSurfacePlatform,
  options: SimulationOptions = {},
): AnswerEngine {
  return {
    platform,
    engine: 'simulated-app',
    model: APP_PROFILES[platform].model,
    simulated: true,
    surface: 'APP',
    async ask(input) {
      const answer = simulateAppAnswer(platform, input, options);
      // What a provider would send: the answer as its body, and the page it showed.
      return {
        ...answer,
        evidence: {
          raw: { simulated: true, ...answer },
          html: simulatedAppPage(platform, input, answer, options.seed),
        },
      };
    },
  };
}
