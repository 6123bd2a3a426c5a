import { describe, expect, test } from 'vitest';
import { realisticAnswers } from '../../../tools/bench/analysis';
import { analyzeRecord } from '../../../tools/cli/analyze';
import {
  analyzeAnswer,
  createAnalyzer,
  inScope,
  namesAffectedByChange,
  type AnalysisConfig,
} from './analysis';
import type { AnalysisCompetitor } from './types';
import { normalizeUrl } from './sources';

const brand = { name: 'Apiary Hub', aliases: ['ApiaryHub'], website: 'https://www.apiaryhub.io' };
const competitors: AnalysisCompetitor[] = [
  { id: 'c1', name: 'Postman', aliases: [], website: 'postman.com' },
  { id: 'c2', name: 'Crème Cloud', aliases: ['CremeCloud'], website: 'https://cremecloud.dev' },
  { id: 'c3', name: 'Readme', aliases: [], website: 'https://readme.com' },
];

const analyze = (text: string, citations: { url: string }[] = []) =>
  analyzeAnswer({ text, citations, brand, competitors });

describe('analyzeAnswer', () => {
  test('numbered list: visibility, position, competitors in order, positive sentiment', () => {
    const result = analyze(
      [
        'Here are the leading API platforms:',
        '',
        '1. **Postman**: the most widely used API client.',
        "2. **Apiary Hub**: reviewers love Apiary Hub's excellent documentation and helpful support.",
        '3. **Creme Cloud**: offers hosted mocks.',
        '',
        'All three have a free tier.',
      ].join('\n'),
    );
    expect(result.visible).toBe(true);
    expect(result.position).toBe(2);
    expect(result.competitors).toEqual([
      { name: 'Postman', id: 'c1', position: 1 },
      { name: 'Crème Cloud', id: 'c2', position: 3 },
    ]);
    expect(result.sentiment).toBeGreaterThan(75);
  });

  test('not visible: no position, no sentiment; sources still extracted', () => {
    const result = analyze(
      'Readme and Postman are both fine choices. See https://www.g2.com/categories/api?utm_source=x.',
      [{ url: 'https://readme.com/pricing/' }],
    );
    expect(result.visible).toBe(false);
    expect(result.position).toBeNull();
    expect(result.sentiment).toBeNull();
    expect(result.competitors.map((c) => c.name)).toEqual(['Readme', 'Postman']);
    expect(result.sources).toEqual([
      { url: 'https://readme.com/pricing', domain: 'readme.com' },
      { url: 'https://g2.com/categories/api', domain: 'g2.com' },
    ]);
  });

  test('whole words only, case-insensitive, accents folded, aliases', () => {
    expect(analyze('We compared ApiaryHubbers and Postmanlike tools.').visible).toBe(false);
    expect(analyze('We compared ApiaryHubbers and Postmanlike tools.').competitors).toEqual([]);
    // A capitalised plural is the name ("two Teslas"); a lower-case one is not ("yoga asanas").
    expect(analyze('We run two ApiaryHubs and three Crème Clouds.').competitors.map((c) => c.name)).toEqual([
      'Crème Cloud',
    ]);
    expect(analyze('We run two ApiaryHubs.').visible).toBe(true);
    expect(analyze('we run two apiaryhubs.').visible).toBe(false);
    expect(analyze('APIARYHUB is solid.').visible).toBe(true);
    expect(analyze('apiary   hub is solid.').visible).toBe(true);
    expect(analyze('CRÈME CLOUD is solid.').competitors.map((c) => c.name)).toEqual(['Crème Cloud']);
    expect(analyze('Try __Apiary Hub__ today.').visible).toBe(true);
    expect(analyze('Apiary Hub’s pricing is clear.').visible).toBe(true);
  });

  test("the brand's domain counts as a mention; its name inside other URLs does not", () => {
    const viaDomain = analyze('Docs live at https://docs.apiaryhub.io/start, and Postman has a guide.');
    expect(viaDomain.visible).toBe(true);
    expect(viaDomain.position).toBe(1);
    const insideOtherUrl = analyze('Reviews: https://www.g2.com/products/apiary-hub/reviews and Postman.');
    expect(insideOtherUrl.visible).toBe(false);
    expect(analyze('Not to be confused with notapiaryhub.io.').visible).toBe(false);
  });

  test('table and negative wording: sentiment averages the sentences naming the brand', () => {
    const result = analyze(
      [
        '| Tool | Best for | Price |',
        '|---|---|---|',
        '| Readme | Docs | $99/mo |',
        '| Apiary Hub | API-first teams | Usage-based |',
        '',
        'Some users complain that Apiary Hub is expensive and its pricing changes have been frustrating. Postman is great.',
      ].join('\n'),
      [{ url: 'https://apiaryhub.io/pricing' }, { url: 'https://apiaryhub.io/pricing#plans' }],
    );
    expect(result.position).toBe(2);
    expect(result.sentiment).not.toBeNull();
    expect(result.sentiment as number).toBeLessThan(50);
    expect(result.sources).toEqual([{ url: 'https://apiaryhub.io/pricing', domain: 'apiaryhub.io' }]);
  });

  test('markdown links, citation markers and trailing punctuation in URLs', () => {
    const result = analyze(
      'Apiary Hub is a great choice [1]. ([readme.com](https://readme.com/blog/apis)) More: (https://en.wikipedia.org/wiki/API_(disambiguation)).',
      [{ url: 'https://www.readme.com/blog/apis/' }],
    );
    expect(result.sources.map((s) => s.url)).toEqual([
      'https://readme.com/blog/apis',
      'https://en.wikipedia.org/wiki/API_(disambiguation)',
    ]);
    // readme.com in the link text names the competitor through its domain.
    expect(result.competitors.map((c) => c.name)).toEqual(['Readme']);
    expect(result.sentiment as number).toBeGreaterThan(50);
  });
});

describe('names without a configured website (the analyze CLI)', () => {
  const visible = (brand: string, text: string, aliases: string[] = []) =>
    analyzeRecord({ text, brand, aliases }).visible;

  test("a host registered under the name is the brand's domain; the name in another site's URL is not", () => {
    expect(visible('Monzo', 'Details: https://monzo.com/features/savings.')).toBe(true);
    expect(visible('Stripe', 'See https://docs.stripe.com/payments for the API.')).toBe(true);
    expect(visible('HubSpot', 'Start free at hubspot.co.uk today.')).toBe(true);
    expect(visible('Monzo', 'Reviews: https://www.g2.com/products/monzo/reviews')).toBe(false);
    expect(visible('Monzo', 'Phishing pages such as monzo.com.login-check.net are common.')).toBe(false);
    expect(visible('Readme', 'Every repository needs a readme.md file.')).toBe(false);
  });

  test('names written as host names, and curly apostrophes', () => {
    const record = analyzeRecord({
      text: 'Calendly is the default; **Cal.com** is open source, and Monday.com has scheduling too.',
      brand: 'Calendly',
      competitors: ['Monday.com', 'Cal.com'],
    });
    expect(record.competitors).toEqual(['Cal.com', 'Monday.com']);
    expect(visible("L'Oréal", 'The brand is owned by L’Oréal.')).toBe(true);
  });

  test('homonyms by spelling and setting: accents, apostrophe words, quoted words, bold stress, longer names, other markets', () => {
    const visible = (text: string, brand: string, competitors: string[] = []) =>
      analyzeRecord({ text, brand, competitors }).visible;
    // An accented spelling in another language is that language's word; in English it is the name.
    expect(
      visible('Über die S-Bahn kommst du am schnellsten in die Innenstadt, und es ist günstig.', 'Uber'),
    ).toBe(false);
    expect(visible('In France the Citroën C3 sells well.', 'Citroen')).toBe(true);
    expect(visible("The Arc'teryx Beta jacket packs small.", 'Arc')).toBe(false);
    expect(visible("Arc's tabs sidebar is great.", 'Arc')).toBe(true);
    expect(visible('The characteristic "whoop" is the sharp intake of breath after a cough.', 'Whoop')).toBe(
      false,
    );
    expect(visible('A wool or flannel **plaid** overshirt goes with everything.', 'Plaid')).toBe(false);
    expect(visible("Montez jusqu'à l'Arc de Triomphe au coucher du soleil.", 'Arc')).toBe(false);
    expect(visible('Vermijd dan de Ring A10 tussen half acht en negen: daar staat file.', 'Ring')).toBe(
      false,
    );
    expect(visible('Ring is een goede deurbel en de app werkt prima.', 'Ring')).toBe(true);
    // A shortlist of untracked names it opens an item of is another market's.
    const banks =
      'Free business accounts:\n\n- **Tide** – quick sign-up.\n- **Starling** – no fee.\n- **Monzo** – tax pots.';
    expect(visible(banks, 'Tide', ['Persil'])).toBe(false);
    expect(visible(`${banks}\n- **Persil** – not a bank.`, 'Tide', ['Persil'])).toBe(true);
  });

  test('a name that is also a word or another name, alone in text about something else, is that other thing', () => {
    const visible = (text: string, brand: string, competitors: string[] = []) =>
      analyzeRecord({ text, brand, competitors }).visible;
    // Nothing in the sentences naming it speaks of a product, a service or a company.
    expect(visible('Hurricane Harvey made landfall near Rockport in 2017.', 'Harvey')).toBe(false);
    expect(visible('The Book of Genesis opens with two creation accounts.', 'Genesis')).toBe(false);
    expect(visible('Parasite won the Oscar for Best Picture, and four Oscars in all.', 'Oscar')).toBe(false);
    expect(
      visible('```python\nclass Harbor:\n    pass\n```\nThen call `Harbor()` each tick.', 'Harbor'),
    ).toBe(false);
    // The same names where the text is about their market.
    expect(visible('Harvey drafts contracts for law firms, and its pricing is per seat.', 'Harvey')).toBe(
      true,
    );
    expect(visible('Honestly, just use Harvey for the first draft.', 'Harvey')).toBe(true);
    expect(visible('Oscar is reliable and easy to reach by phone.', 'Oscar')).toBe(true);
    expect(visible('Oscar Health and Ambetter both sell plans here.', 'Oscar', ['Ambetter'])).toBe(true);
    expect(visible('Hurricane Harvey made landfall; see harvey.ai for the legal tool.', 'Harvey')).toBe(true);
    expect(visible('**Genesis** opens with a strong first act.', 'Genesis')).toBe(true);
  });

  test('brands that are common words count only where the text uses them as names', () => {
    expect(visible('Bolt', 'Bolt the frame to the studs with lag bolts.')).toBe(false);
    expect(visible('Bolt', 'Bolt is usually cheaper than Uber in Tallinn.')).toBe(true);
    expect(visible('Target', 'Target your ads at a narrow audience.')).toBe(false);
    expect(visible('Target', 'Target sells it for less than Walmart.')).toBe(true);
    expect(visible('Dove', 'A white dove is a symbol of peace.')).toBe(false);
    expect(visible('Discover', 'Discover hidden gems in Lisbon.')).toBe(false);
    expect(visible('Delta', 'Explore the Mekong Delta by boat.')).toBe(false);
    expect(visible('Delta', 'Fly to Seoul on Delta, then connect.')).toBe(true);
    expect(visible('Mint', '- **Mint** tracks budgets automatically.')).toBe(true);
    expect(visible('Whole Foods', 'Eat mostly whole foods and fewer snacks.')).toBe(false);
    expect(visible('Whole Foods', "Aldi is cheap, and Whole Foods' 365 line is affordable.")).toBe(true);
    expect(visible('Next', 'Next, compare the return policies.')).toBe(false);
    expect(visible('Notion', 'Notion, by contrast, struggles with large databases.')).toBe(true);
    expect(visible('Target', 'Target 25–40 g of protein per meal.')).toBe(false);
    expect(visible('Ram', '| Ram 1500 | 11,580 lb |')).toBe(true);
    expect(visible('Budget', 'Budget-conscious travellers should compare prices.')).toBe(false);
    expect(visible('Booking', 'Booking early matters more than the site.')).toBe(false);
    expect(visible('Rippling', 'Rippling is better if you need device management.')).toBe(true);
    expect(visible('United', 'Fares from the United Kingdom are lower.')).toBe(false);
    expect(visible('Southwest', "Southwest Florida's beaches are quiet.")).toBe(false);
    expect(visible('Apple', 'Snack on an apple, then log it on your Apple Watch.')).toBe(true);
    expect(visible("Dunkin'", "Dunkin's iced coffee is cheap.")).toBe(true);
    expect(
      visible('Sunday', 'Avoid Sunday brunch queues; Sunday (the app) lets diners pay at the table.'),
    ).toBe(true);
    expect(visible('Sunday', 'Avoid Sunday brunch queues; come back on a Monday.')).toBe(false);
    // An all-lower-case quotation says nothing through its casing.
    expect(visible('Notion', 'A user wrote: "i use notion for everything."')).toBe(true);
    expect(visible('Notion', 'Wear clothes in neutral colours; notion of style varies.')).toBe(false);
  });
});

describe('normalizeUrl', () => {
  test('normalises host, fragment, tracking parameters and trailing slash', () => {
    expect(normalizeUrl('HTTPS://WWW.Example.com/a/b/?utm_medium=x&q=1#top')).toEqual({
      url: 'https://example.com/a/b?q=1',
      domain: 'example.com',
    });
    expect(normalizeUrl('www.example.com')).toEqual({ url: 'https://example.com', domain: 'example.com' });
    expect(normalizeUrl('mailto:a@b.c')).toBeNull();
    expect(normalizeUrl('not a url')).toBeNull();
  });
});

describe('homonyms and names read with the language model', () => {
  const record = (brand: string, text: string, extra: Record<string, unknown> = {}) =>
    analyzeRecord({ text, brand, ...extra });
  const visible = (brand: string, text: string, extra: Record<string, unknown> = {}) =>
    record(brand, text, extra).visible;

  test('people: a given name before the word, people known by full name, and the rest of that answer', () => {
    expect(visible('Mercury', 'Freddie Mercury wrote the song in 1975.')).toBe(false);
    expect(visible('Bolt', 'Usain Bolt still holds the record. Bolt won eight golds.')).toBe(false);
    expect(visible('Chase', 'Chase Utley played 13 seasons for the Phillies.')).toBe(false);
    // A given name, a particle and a surname: the person, in any language.
    expect(visible('Otto', 'Otto von Bismarck war der erste Reichskanzler.')).toBe(false);
    expect(visible('Otto', 'Bei Otto bestellt man Möbel auf Rechnung.')).toBe(true);
    // A deity's or ruler's title after the name: the myth or the person, not the brand.
    expect(
      visible('Demeter', 'Demeter, goddess of grain and the harvest, is the obvious anchor for a farm shop.'),
    ).toBe(false);
    expect(visible('Odin', 'Odin, der Gott der Weisheit, opferte ein Auge.')).toBe(false);
    expect(visible('Demeter', 'Demeter, the biodynamic label, certifies the farm and its processing.')).toBe(
      true,
    );
    // Evidence of its own: another tracked brand named in the paragraph.
    expect(
      visible('Bolt', 'Locals use Bolt, and Uber works too. (It is not named after Usain Bolt.)', {
        competitors: ['Uber'],
      }),
    ).toBe(true);
  });

  test('places travelled in and visited; names after a kind in other languages', () => {
    expect(visible('Patagonia', 'Hiking in Patagonia in March, expect four seasons in a day.')).toBe(false);
    expect(visible('Patagonia', 'Patagonia is best visited between November and March.')).toBe(false);
    expect(visible('Patagonia', 'We went hiking in Patagonia gear from head to toe.')).toBe(true);
    expect(
      record('Costa', 'Great Costa Rican beans; Caffè Nero and Costa dominate.', {
        competitors: ['Caffè Nero'],
      }).position,
    ).toBe(2);
    // "o Banco Inter", "beim Händler Otto": outside English a capitalised word before the name is its kind.
    expect(
      record('Nubank', 'As opções são o Banco Inter e o Nubank.', { competitors: ['Inter'] }).competitors,
    ).toEqual(['Inter']);
    expect(visible('Otto', 'Möbel bestellt man beim Versandhändler Otto auf Rechnung.')).toBe(true);
  });

  test('places and the sky, weekdays in schedules, code', () => {
    expect(visible('Mercury', "Mercury's orbit takes 88 days.")).toBe(false);
    expect(visible('Patagonia', 'For the W Trek (Chilean Patagonia), pack a shell.')).toBe(false);
    expect(visible('Sabadell', 'Sabadell es una buena ciudad para vivir si trabajas en Barcelona.')).toBe(
      false,
    );
    expect(visible('Monday', 'Schedule the planning meeting for Monday at 10 am.')).toBe(false);
    // A day's events: "Monday planning", "before Monday meetings".
    expect(visible('Monday', 'Use your Monday planning session to groom the backlog.')).toBe(false);
    expect(visible('Monday', 'Block two hours of deep work before Monday meetings start.')).toBe(false);
    expect(visible('Mint', 'Mint shut down in 2024, and its users moved to Credit Karma.')).toBe(true);
    // An organisation opening the sentence: its product, unless another tracked brand vouches for it.
    expect(visible('Discover', 'Google Discover shows articles based on your searches.')).toBe(false);
    expect(visible('Square', 'Use `np.square` or call np.square(x) on the array.')).toBe(false);
    expect(visible('Square', '```python\nsquares = Square(values)\n```')).toBe(false);
  });

  test('lower case: a common noun where the text uses capitals, a name in all-lower-case casual text', () => {
    expect(visible('Monday', "honestly i'd steer clear of monday for a small team, asana is simpler")).toBe(
      true,
    );
    expect(visible('Chipotle', 'Blend two chipotle peppers with mayonnaise for a smoky sauce.')).toBe(false);
    expect(visible('Flink', 'Die Fahrer sind meist flink unterwegs, aber plane mehr Zeit ein.')).toBe(false);
    // Outside English a common noun takes no "'s": a lower-case word with it is a name.
    expect(
      record('Bol', "Coolblue's bezorging is sterker, maar bol's assortiment is veel groter.", {
        competitors: ['Coolblue'],
      }).position,
    ).toBe(2);
    // A common word after an adjective is the common noun, and the answer's sentence openings need evidence.
    expect(visible('Mint', 'Toss the salad with lots of fresh mint. Mint also pairs well with lamb.')).toBe(
      false,
    );
    expect(visible('Target', 'Target has the best deals this week. Set a target budget before you go.')).toBe(
      true,
    );
    expect(visible('Slack', 'Slack is the default for startups. Give new hires some slack at first.')).toBe(
      true,
    );
  });

  test('real mentions kept: bold product names, sentences opening with the brand in other languages', () => {
    expect(visible('Discover', '1. **Discover it Student** – no annual fee.')).toBe(true);
    expect(visible('Discover', 'Discover ofrece una tarjeta sin cuota anual.')).toBe(true);
    expect(visible('Discover', 'Discover hidden gems in Lisbon.')).toBe(false);
    expect(visible('Amazon', 'Amazon-owned Whole Foods has become cheaper.')).toBe(true);
  });

  test('a name opening with an article merged into a preposition; a German name joined to a noun', () => {
    expect(
      record('La Rinascente', 'I saldi della Rinascente partono a gennaio; Coin ha sconti simili.', {
        competitors: ['Coin'],
      }).position,
    ).toBe(1);
    expect(visible('Le Bon Marché', 'Les vitrines du Bon Marché valent le détour en décembre.')).toBe(true);
    expect(visible('El Corte Inglés', 'Los precios del Corte Inglés suben en rebajas.')).toBe(true);
    expect(visible('Le Bon Marché', 'Un bon marché de producteurs se tient le samedi.')).toBe(false);
    // The product line written in lower case does not make the name a German word where a hyphen joins it to
    // a noun.
    expect(
      visible(
        'Vaude',
        'Vaude-Jacken halten auch bei Dauerregen dicht. Für Touren gibt es leichte Modelle (etwa vaude skarvan) mit guter Belüftung.',
      ),
    ).toBe(true);
  });

  test("a longer name's first word in the possessive ('Amazon's Prime Video') is that name", () => {
    const competitors = { competitors: ['Amazon Prime Video', 'Netflix'] };
    const read = record(
      'Mubi',
      "Mubi is for film lovers; Amazon's Prime Video has the bigger catalogue.",
      competitors,
    );
    expect(read.competitors).toEqual(['Amazon Prime Video']);
    expect(read.position).toBe(1);
    // Its own name in the possessive before another word stays what it was.
    expect(record('Mubi', "Mubi's catalogue rotates monthly.", competitors)).toMatchObject({
      visible: true,
      competitors: [],
    });
  });

  test('position counts from the first mention inside a longer product name of the brand', () => {
    const result = record(
      'Square',
      '1. **Square for Restaurants** – quick setup.\n2. **Toast** – built for restaurants.\n\nMost cafés start with Square.',
      { competitors: ['Toast'] },
    );
    expect(result.position).toBe(1);
  });

  test("another organisation's name or product: its owner, a word that ends organisations' names", () => {
    // A possessive owner: another company's product, and the answer's other mentions with it.
    expect(
      visible('Copilot', "Microsoft's Copilot drafts emails in Outlook. Copilot can also summarise threads."),
    ).toBe(false);
    // The same product with another tracked brand in the paragraph is the brand's.
    expect(
      visible('Nest', 'The Google Nest Cam has better person detection than the Arlo Pro 5.', {
        competitors: ['Arlo'],
      }),
    ).toBe(true);
    expect(visible('Notion', 'Notion Capital led the seed round; the fund invests in European SaaS.')).toBe(
      false,
    );
    expect(visible('Subway', 'Subway Surfers is still a top mobile game.')).toBe(false);
    expect(visible('Costa', 'The Costa del Sol is sunny in winter. The Costa Blanca is windier.')).toBe(
      false,
    );
    // Before a noun, a sentence-opening word is the brand where the sentence names another tracked brand.
    expect(visible('Dove', 'Dove soap and Nivea Creme are both gentle.', { competitors: ['Nivea'] })).toBe(
      true,
    );
    expect(visible('Dove', 'Dove soap is gentle on dry skin.')).toBe(false);
    // A list item naming the brand on its own, in a list of tracked brands, keeps its product.
    const toast = record(
      'Sunday',
      '- **Sunday** – scan and pay.\n- **Toast Mobile Order & Pay** – only if you are already on Toast.',
      { competitors: ['Toast'] },
    );
    expect(toast.competitors).toEqual(['Toast']);
  });

  test('a person the next sentence calls he or she; a place name capitalised in mid-sentence', () => {
    expect(
      visible('Bolt', "Bolt's 9.58 in Berlin still stands. He also holds the 200 m world record.", {
        competitors: ['Uber'],
      }),
    ).toBe(false);
    expect(
      visible(
        'Amazon',
        'The Amazon River carries a fifth of the fresh water. Most of the Amazon lies in Brazil.',
      ),
    ).toBe(false);
    // A company acts: "which Amazon owns".
    expect(
      visible('Amazon', 'Films about the Amazon rainforest stream on Prime Video, which Amazon owns.'),
    ).toBe(true);
    expect(visible('Mercury', 'Mercury outboards are quieter than the older two-strokes.')).toBe(false);
  });

  test('names written in lower case, declined or opening a longer name, and capitals after numbers', () => {
    // A product written in lower case after a preposition counts where the answer names other brands.
    const slack = record('Slack', 'Post the incident on slack with a summary. Teams users do the same.', {
      competitors: ['Teams'],
    });
    expect(slack.visible).toBe(true);
    expect(visible('Slack', 'Post the incident on slack with a summary.')).toBe(false);
    // A name that is no English word, written as a common noun, leaves sentence-opening mentions unproven.
    expect(visible('Chipotle', 'Stir two minced chipotles into the mayo. Chipotle flakes work too.')).toBe(
      false,
    );
    expect(
      visible('Chipotle', '- **Chipotle’s** bowls are the best value. Chipotle lets you pick fillings.'),
    ).toBe(true);
    // "der Deutschen Bahn": a German adjective opening the name, declined.
    expect(
      record('FlixBus', 'Der ICE der Deutschen Bahn ist schneller als FlixBus.', {
        competitors: ['Deutsche Bahn'],
      }).competitors,
    ).toEqual(['Deutsche Bahn']);
    // A full stop inside a price or a URL does not end the sentence: "a max of 1080p" stays lower case.
    expect(
      record('Netflix', "Netflix's basic plan is $6.99 a month, though it streams at a max of 1080p.", {
        competitors: ['Max'],
      }).competitors,
    ).toEqual([]);
    // A multi-word name ending in -ing opens a sentence as a name ("Acuity Scheduling adds …").
    expect(
      record('Calendly', 'Calendly is simple. Acuity Scheduling adds intake forms.', {
        competitors: ['Acuity Scheduling'],
      }).competitors,
    ).toEqual(['Acuity Scheduling']);
    // A conjunction is no cue of the ordinary sense when another name follows ("Toast and Clover").
    expect(
      record('Square', 'Toast and Clover both sell countertop terminals.', {
        competitors: ['Toast', 'Clover'],
      }).competitors,
    ).toEqual(['Toast', 'Clover']);
  });

  test('greetings and verbs opening a sentence, and plurals of words in lower case', () => {
    // An interjection the model knows, opening a sentence before "!" or ",", greets the reader.
    expect(
      visible('HEY', 'Hey! Good question. Gmail filters do most of it.', { competitors: ['Gmail'] }),
    ).toBe(false);
    expect(visible('Oi', 'Oi, tudo bem? Para dados, olhe a Claro.', { competitors: ['Claro'] })).toBe(false);
    expect(visible('HEY', 'HEY is a paid email service; Gmail is free.', { competitors: ['Gmail'] })).toBe(
      true,
    );
    // A comma before another name lists names ("Wahoo" is an interjection too).
    expect(
      visible('Wahoo', 'Wahoo, Tacx and Elite all make smart trainers.', { competitors: ['Tacx'] }),
    ).toBe(true);
    // Outside English, a name opening a sentence before an indefinite article or a quantifier is a verb.
    expect(
      visible('Hay', 'Hay varias tiendas con sillas nórdicas; IKEA tiene las más baratas.', {
        competitors: ['IKEA'],
      }),
    ).toBe(false);
    expect(
      visible('Hay', 'Hay es la referencia del diseño danés; IKEA es más barato.', { competitors: ['IKEA'] }),
    ).toBe(true);
    // Where the answer writes the word in lower case in mid-sentence, a sentence opening with it before a
    // preposition or an article is that language's word; before a verb it is the subject, the name.
    expect(
      visible(
        'Prima',
        'Prima di tutto controlla la classe di merito. Poi confronta Genertel prima di rinnovare.',
        {
          competitors: ['Genertel'],
        },
      ),
    ).toBe(false);
    expect(
      visible(
        'Sol',
        'Con este sol apetece una cerveza ligera. Sol es una lager mexicana, parecida a Corona.',
        {
          competitors: ['Corona'],
        },
      ),
    ).toBe(true);
    // A capitalised name that is the plural of a common word ("nos") is that word in lower case.
    const nos = record('NOS', 'Os preços que vemos nos sites mudam.\n\n| MEO | 70 € |\n| NOS | 68 € |', {
      competitors: ['MEO'],
    });
    expect(nos.position).toBe(2);
    // Where the answer writes the name with its capital, the lower-case word after a preposition is the word.
    expect(
      record(
        'Tandem',
        'Practice in tandem with a course. HelloTalk is bigger; Tandem Pro adds translations.',
        {
          competitors: ['HelloTalk'],
        },
      ).position,
    ).toBe(2);
  });

  test('places moved to or at the end of a route, what only a person has, dated titles, other sites', () => {
    expect(
      visible('Zurich', 'Moving to Zurich, get liability insurance first; AXA sells it.', {
        competitors: ['AXA'],
      }),
    ).toBe(false);
    expect(
      visible('Notion', 'Moving to Notion from Evernote takes an afternoon; Coda is similar.', {
        competitors: ['Coda'],
      }),
    ).toBe(true);
    expect(visible('Leon', 'From Madrid, the fastest way to León is the high-speed train.')).toBe(false);
    expect(visible('Tesla', "Drive from Berlin to Tesla's Gigafactory for the tour.")).toBe(true);
    // A possessive before what only a person has: kin, age, school.
    expect(
      visible('Max', "For Max's age (8), I'd look at Disney+ first.", {
        competitors: ['Disney+'],
      }),
    ).toBe(false);
    expect(
      visible('Max', "Max's age verification is stricter than Disney+'s.", { competitors: ['Disney+'] }),
    ).toBe(true);
    // A title in italics or quotes dated in brackets is a work's: an album, a film, a book.
    expect(visible('Exodus', 'Start with *Exodus* (1977): "Jamming" and the title track are on it.')).toBe(
      false,
    );
    // The name and the next word written together as a host in the answer: another organisation.
    expect(
      visible(
        'Mango',
        'Libraries give free access to Mango Languages; see mangolanguages.com.\n\nFor clothes, Zara is cheaper.',
        { competitors: ['Zara'] },
      ),
    ).toBe(false);
    expect(
      visible('Mango', 'Mango Outlet sells last season cheaper than Zara; see mango.com.', {
        competitors: ['Zara'],
        website: 'https://mango.com',
      }),
    ).toBe(true);
  });

  test('a name in lower case in code is an identifier, not a common noun', () => {
    const pinecone = record(
      'Pinecone',
      'Pinecone is the easiest managed option.\n\n```python\nfrom pinecone import Pinecone\n```\n\nQdrant is the self-hosted choice.',
      { competitors: ['Qdrant'] },
    );
    expect(pinecone.position).toBe(1);
    expect(pinecone.sentimentLabel).toBe('positive');
  });

  test('a model number written on to a name, and a capitalised name after "a" in English', () => {
    expect(
      record('Ledger', 'If you keep coins on a Trezor, add its addresses. A BitBox02 is the alternative.', {
        competitors: ['Trezor', 'BitBox'],
      }).competitors,
    ).toEqual(['Trezor', 'BitBox']);
    expect(record('Ledger', 'Keep a simple level2 ledger.', { competitors: ['Level'] }).competitors).toEqual(
      [],
    );
  });

  test('names after an indefinite article, saints, and a compound with an irregular participle', () => {
    // After an indefinite article a capital marks a name, except in German, which capitalises every noun.
    expect(record('Flunch', 'Pour les enfants, il y a toujours un Flunch.').visible).toBe(true);
    expect(
      record('Lupa', 'Si vives en Santander, tendrás cerca un Lupa, la cadena más grande.').visible,
    ).toBe(true);
    expect(record('Depot', 'Für ETFs brauchst du ein Depot.').visible).toBe(false);
    expect(
      record('Flunch', 'Sur la route, vous trouverez un Buffalo Grill, un Courtepaille ou un Flunch.', {
        competitors: ['Buffalo Grill', 'Courtepaille'],
      }),
    ).toMatchObject({ visible: true, position: 3, competitors: ['Buffalo Grill', 'Courtepaille'] });
    expect(
      record('Paul', "Near St Paul's, Gail's does the best pastries.", { competitors: ["Gail's"] }).visible,
    ).toBe(false);
    expect(
      record('Whirlpool', 'Bosch and Miele top the surveys. Whirlpool-made models sit in the middle.', {
        competitors: ['Bosch', 'Miele'],
      }).position,
    ).toBe(3);
  });

  test("a town named as one, a brand's product after its own possessive, an adverb opening a sentence", () => {
    const jever = (text: string) => record('Jever', text, { competitors: ["Beck's"] }).visible;
    expect(jever('The small town of Jever makes a lovely stop. Jever is 20 minutes from the ferry.')).toBe(
      false,
    );
    expect(jever('Die Stadt Jever liegt in Friesland; Jever ist klein.')).toBe(false);
    expect(jever("Jever is drier and more bitter than Beck's.")).toBe(true);
    const zendure = record(
      'Zendure',
      "Zendure's SolarFlow system was one of the first on the market; Anker came later.",
      { aliases: ['SolarFlow'], competitors: ['Anker'] },
    );
    expect([zendure.visible, zendure.position]).toEqual([true, 1]);
    const frankly = (text: string) => record('Frankly', text, { competitors: ['VIAC'] }).visible;
    expect(
      frankly('Frankly, most people leave their money in a savings account. Apps such as VIAC invest it.'),
    ).toBe(false);
    expect(frankly('Frankly and VIAC both offer pillar 3a funds.')).toBe(true);
  });

  test('places: a feature\'s title before the name, a place named with "of", the end of a journey', () => {
    const finisterre = (text: string) => record('Finisterre', text, { competitors: ['Patagonia'] }).visible;
    expect(
      finisterre('The last stretch to the lighthouse at Cape Finisterre is worth timing for sunset.'),
    ).toBe(false);
    expect(finisterre('The three-day walk from Santiago de Compostela to Finisterre is easy to plan.')).toBe(
      false,
    );
    expect(
      finisterre('For a merino base layer, Finisterre is a good British alternative to Patagonia.'),
    ).toBe(true);
    expect(
      record('Republic', "If you're a founder in the Republic of Ireland, start with Enterprise Ireland.", {
        competitors: ['Wefunder'],
      }).visible,
    ).toBe(false);
  });

  test('places: a country after "in", a town placed in its province', () => {
    const iceland = (text: string) => record('Iceland', text, { competitors: ['Tesco'] }).visible;
    expect(iceland('A week in Iceland in March gives you a real chance of seeing the northern lights.')).toBe(
      false,
    );
    expect(iceland('For frozen food, Iceland is cheaper than Tesco, and its party range is huge.')).toBe(
      true,
    );
    expect(
      record('Balocco', 'La pista di prova di Balocco, in provincia di Vercelli, è enorme.').visible,
    ).toBe(false);
    expect(
      record('Balocco', 'I biscotti Balocco sono buoni, e a Natale il pandoro Balocco è ovunque.').visible,
    ).toBe(true);
  });

  test('places: a kind of place around or near the name, and lists of places', () => {
    // "the coast around Sagres" places the town; its other mentions then need evidence of their own.
    expect(
      record(
        'Sagres',
        'Head to the west coast around Sagres:\n\n- **Praia da Mareta** (Sagres) – gentle waves.\n\nThen grab a cold Super Bock.',
        { competitors: ['Super Bock'] },
      ).visible,
    ).toBe(false);
    expect(
      record('Sagres', 'Sagres is crisp, and Super Bock is around Sagres in price.', {
        competitors: ['Super Bock'],
      }).visible,
    ).toBe(true);
    // A list the text walks through, or whose other items are places.
    expect(
      record(
        'Arezzo',
        'Com dias andando por Florença, Siena, Arezzo e Lucca, leve tênis. Os Vans são bons.',
        {
          competitors: ['Vans'],
        },
      ).visible,
    ).toBe(false);
    expect(
      record(
        'Alamo',
        'The Alamo, the River Walk and the Pearl district are all walkable. Rent from an Enterprise branch.',
        { competitors: ['Enterprise'] },
      ).visible,
    ).toBe(false);
    // A name after a bare comma that closes a list of places opens the next clause.
    expect(
      record(
        'Condor',
        'To fly from Frankfurt to the Caribbean or Canada, Condor is often the only option. Lufthansa costs more.',
        { competitors: ['Lufthansa'] },
      ).visible,
    ).toBe(true);
    // "the Alhambra": a place the model knows, after "the" and before no noun or name.
    const granada = (view: string) =>
      record('Alhambra', `Book Alhambra tickets early.\n\n${view}\n\nOrder a caña of Cruzcampo.`, {
        aliases: ['Alhambra Reserva 1925'],
        competitors: ['Cruzcampo'],
      }).visible;
    expect(granada('Stop at the Mirador for the view back across to the Alhambra, then wander.')).toBe(false);
    expect(granada('Or try the Alhambra Reserva 1925, a malty lager.')).toBe(true);
    // A settlement noun right after another place's name is that place's, not the name's after "a".
    expect(
      record(
        'Loggi',
        'Para uma loja que vende em São Paulo capital, eu usaria a Loggi. Os Correios são lentos.',
        {
          competitors: ['Correios'],
        },
      ).position,
    ).toBe(1);
    expect(
      record('Santander', 'Si te mudas a Santander, la ciudad es tranquila. El BBVA tiene oficinas.', {
        competitors: ['BBVA'],
      }).visible,
    ).toBe(false);
    // One walks "in" shoes: a list of them is no list of places.
    expect(
      record('Vans', 'Walking in Vans, Birkenstock or Clarks all day is fine; all three sell online.')
        .visible,
    ).toBe(true);
    // Examples of a kind of place: "cities like …"; "sites like …" are as often businesses.
    const examples = (kind: string) =>
      record('Arezzo', `Walk a lot in ${kind} like Siena, Arezzo or Lucca.\n\nVans are comfortable.`, {
        competitors: ['Vans'],
      }).visible;
    expect(examples('cities')).toBe(false);
    expect(examples('sites')).toBe(true);
    // A landmark visited: "visit the Alamo", "visitar la Alhambra"; "explore the Notion templates" is not.
    expect(
      record(
        'Alamo',
        'On day one, visit the Alamo and eat on the River Walk.\n\nEnterprise rents by the day.',
        {
          competitors: ['Enterprise'],
        },
      ).visible,
    ).toBe(false);
    expect(
      record('Alhambra', 'Para visitar la Alhambra, reserva con antelación.\n\nPide una Mahou.', {
        competitors: ['Mahou'],
      }).visible,
    ).toBe(false);
    expect(
      record('Notion', 'Explore the Notion templates first, then compare Coda.', { competitors: ['Coda'] })
        .position,
    ).toBe(1);
    // A list naming other tracked brands is a list of brands, even after a place.
    expect(
      record('Viator', 'For day tours in Rome, GetYourGuide and Viator have the largest selection.', {
        competitors: ['GetYourGuide'],
      }),
    ).toMatchObject({ visible: true, position: 2, competitors: ['GetYourGuide'] });
  });

  test('outside English, a sentence opening with a word before the preposition of an infinitive', () => {
    const text =
      'Segugio.it confronta molte compagnie e offre anche mutui. Prima di firmare, leggi le esclusioni.';
    expect(record('Facile', text, { competitors: ['Segugio.it', 'Prima'] }).competitors).toEqual([
      'Segugio.it',
    ]);
    // A name goes on with its verb, or with a capital ("Sol de Janeiro").
    expect(
      record('Facile', 'Segugio.it confronta molte compagnie. Prima offre polizze online a buon prezzo.', {
        competitors: ['Segugio.it', 'Prima'],
      }).competitors,
    ).toEqual(['Segugio.it', 'Prima']);
  });

  test('a name of common words in lower case counts where the answer writes rivals in lower case too', () => {
    const casual = (rivals: string) =>
      record(
        'Boost',
        `yes, boost mobile is a real carrier owned by EchoStar. it's in the same bracket as ${rivals}.`,
        { aliases: ['Boost Mobile'], competitors: ['Cricket Wireless', 'Metro by T-Mobile'] },
      );
    expect(casual('cricket wireless and metro by t-mobile')).toMatchObject({ visible: true, position: 1 });
    expect(casual('Cricket Wireless and Metro by T-Mobile').visible).toBe(false);
  });

  test('in German, a name after an article is a noun unless its sentence speaks of the market', () => {
    const competitors = { competitors: ['Le Creuset'] };
    expect(
      record(
        'Staub',
        'Bräter von Le Creuset sind pflegeleicht. Leg ein Tuch zwischen Topf und Deckel, damit sich kein Staub darin sammelt.',
        competitors,
      ).visible,
    ).toBe(false);
    expect(
      record(
        'Staub',
        'Bräter von Le Creuset sind pflegeleicht. Ich würde trotzdem keinen Staub kaufen, die Preise sind zu hoch.',
        competitors,
      ).visible,
    ).toBe(true);
    // Companies are feminine ("die Telekom", "bei der Sparkasse"); cost words, also ending a compound, speak
    // of the market.
    expect(
      record('Telekom', 'Vodafone bietet Rabatte. Die Telekom hat dafür auf dem Land mehr Masten.', {
        competitors: ['Vodafone'],
      }).position,
    ).toBe(2);
    expect(
      record('Sparkasse', 'Bei der Sparkasse zahlst du meist Kontoführungsgebühren. Die ING nicht.', {
        competitors: ['ING'],
      }).position,
    ).toBe(1);
    expect(
      record('Thermomix', 'Der Thermomix liegt bei rund 1.500 Euro Kaufpreis. Lidl ist günstiger.', {
        competitors: ['Lidl'],
      }).position,
    ).toBe(1);
    expect(
      record(
        'Teufel',
        'Der Teufel steckt bei Bluetooth-Boxen im Detail. Für Partys: JBL Charge 5 oder der Boomster von Teufel.',
        { competitors: ['JBL'] },
      ).position,
    ).toBe(2);
  });

  test('a name written on to a language suffix is a code library, unless the website is named so', () => {
    const text = "I'd pick React or Vue over Ember.js. Ember is stable, but the hiring pool is smaller.";
    expect(record('Ember', text, { competitors: ['Yeti'], website: 'https://ember.com' }).visible).toBe(
      false,
    );
    expect(record('Ember', text, { competitors: ['Yeti'], website: 'https://emberjs.com' }).visible).toBe(
      true,
    );
    // A file name is no library.
    const sanity =
      "I'd go with Sanity.\n\n```ts\n// lib/sanity.ts\nimport { createClient } from 'next-sanity'\n```";
    expect(record('Sanity', sanity, { competitors: ['Strapi'] }).visible).toBe(true);
  });

  test('a per-brand "not this" list: phrases with the name, or words of a sense', () => {
    const remaster = 'Square Enix sells the remaster in its online store.';
    expect(visible('Square', remaster)).toBe(true);
    expect(visible('Square', remaster, { exclusions: ['Square Enix'] })).toBe(false);
    const planet = 'Mercury is the smallest planet. Mercury has no moons.';
    expect(visible('Mercury', planet, { exclusions: ['the planet'] })).toBe(false);
    expect(
      visible('Mercury', 'Mercury has no monthly fees, and Brex suits larger teams.', {
        exclusions: ['the planet', 'Freddie Mercury'],
        competitors: ['Brex'],
      }),
    ).toBe(true);
  });
});

describe('sources written in the text', () => {
  test('bare hosts with a path and footnote lists', () => {
    const result = analyzeRecord({
      text: 'Compare hubspot.com/pricing with the others [1][^2].\n\n[1]: https://www.g2.com/categories/crm\n[^2]: capterra.com/p/1/Pipedrive',
      brand: 'HubSpot',
    });
    expect(result.sources.map((s) => s.domain)).toEqual(['hubspot.com', 'g2.com', 'capterra.com']);
    // A bare host without a path is a name, not a citation; a file name is no host.
    expect(analyzeRecord({ text: 'Booking.com and readme.md/notes', brand: 'X' }).sources).toEqual([]);
  });
});

// Slow: its second test analyses 1,615 answers under two configurations. Guards the re-analysis scope.
describe('what a change of configuration can change (the re-analysis scope)', { tags: ['slow'] }, () => {
  test('an accented alias reaches every answer naming the brand: accented spellings of its other names count from then on', () => {
    const before: AnalysisConfig = {
      brand: { name: 'Uber', aliases: [], website: null },
      competitors: [{ name: 'Lyft', aliases: [], website: null }],
    };
    const after: AnalysisConfig = { ...before, brand: { ...before.brand, aliases: ['Über Eats'] } };
    const text = 'Für Fahrten in Berlin ist Über die bessere Wahl als Lyft.';
    expect(createAnalyzer(before.brand, before.competitors).analyze(text, []).visible).toBe(false);
    expect(createAnalyzer(after.brand, after.competitors).analyze(text, []).visible).toBe(true);
    expect(inScope(namesAffectedByChange(before, after))(text)).toBe(true);
  });

  test('an answer holding none of the names a change touched reads as it did, on 1,615 hand-written answers and two naming sites', () => {
    const { brand, competitors, answers } = realisticAnswers();
    const before: AnalysisConfig = {
      brand: { ...brand, exclusions: [] },
      competitors: competitors.map((competitor, i) => ({ ...competitor, id: `c${i}` })),
    };
    const withCompetitor = (i: number, change: Partial<AnalysisCompetitor>): AnalysisConfig => ({
      ...before,
      competitors: before.competitors.map((competitor, j) =>
        j === i ? { ...competitor, ...change } : competitor,
      ),
    });
    const withBrandAliases = (aliases: string[]): AnalysisConfig => ({
      ...before,
      brand: { ...before.brand, aliases },
    });
    // Alias changes reach only the answers where the alias added or removed matches.
    const aliasChanges: Record<string, AnalysisConfig> = {
      'an alias added to the brand': withBrandAliases([...brand.aliases, 'Hub Spot']),
      'a longer name added as an alias': withBrandAliases([...brand.aliases, 'HubSpot CRM']),
      'an ordinary word added as an alias': withBrandAliases([...brand.aliases, 'Hub']),
      'the name in lower case added as an alias': withBrandAliases([...brand.aliases, 'hubspot']),
      "a competitor's name added as the brand's alias": withBrandAliases([...brand.aliases, 'Pipedrive']),
      "a competitor's alias": withCompetitor(1, { aliases: ['Pipe Drive'] }),
      "a competitor's aliases replaced": withCompetitor(4, { aliases: ['Monday'] }),
    };
    const changes: Record<string, AnalysisConfig> = {
      ...aliasChanges,
      'an accented alias (every accented spelling of the name counts)': withBrandAliases([
        ...brand.aliases,
        'HübSpot',
      ]),
      'a host name as an alias': withBrandAliases([...brand.aliases, 'hubspot.io']),
      'a "not this" line': {
        ...before,
        brand: { ...before.brand, exclusions: ['HubSpot Academy', 'the hub'] },
      },
      "a competitor's alias": withCompetitor(1, { aliases: ['Pipe Drive'] }),
      "a competitor's website": withCompetitor(3, { website: 'https://www.freshsales.io' }),
      'a competitor renamed': withCompetitor(2, { name: 'Zoho One' }),
      'a competitor added': {
        ...before,
        competitors: [
          ...before.competitors,
          { id: 'new', name: 'Nutshell', aliases: [], website: 'nutshell.com' },
        ],
      },
      'a competitor removed': { ...before, competitors: before.competitors.slice(1) },
    };
    const old = createAnalyzer(before.brand, before.competitors);
    // Every other answer, and answers that name a competitor by its site alone; each read once under the
    // configuration before.
    const sample = [
      ...answers.filter((_, i) => i % 2 === 0),
      ...[
        'Compare the plans at https://www.freshworks.com/crm/pricing before you commit.',
        'Both publish their prices openly (pipedrive.com/pricing, freshworks.com/crm).',
      ].map((text) => ({ text, citations: [] })),
    ];
    const readBefore = sample.map(({ text, citations }) => JSON.stringify(old.analyze(text, citations)));
    const skippedBy: Record<string, number> = {};
    for (const [change, after] of Object.entries(changes)) {
      const scope = namesAffectedByChange(before, after);
      const answerInScope = inScope(scope);
      const now = createAnalyzer(after.brand, after.competitors);
      const differing: number[] = [];
      let skipped = 0;
      sample.forEach(({ text, citations }, i) => {
        if (answerInScope(text)) return;
        skipped++;
        if (JSON.stringify(now.analyze(text, citations)) !== readBefore[i]) differing.push(i);
      });
      expect({ change, differing }).toEqual({ change, differing: [] });
      // Every change leaves answers to skip: the test reads some.
      expect(skipped, change).toBeGreaterThan(100);
      skippedBy[change] = skipped;
    }
    // An alias that few answers write reaches few; one that every answer naming the brand writes, all those.
    const brandNamed = sample.filter(({ text }) => inScope(['text:hubspot'])(text)).length;
    expect(sample.length - skippedBy['an alias added to the brand']!).toBeLessThan(10);
    expect(sample.length - skippedBy["a competitor's alias"]!).toBeLessThan(10);
    // (all but those naming it only in a link or a longer word)
    expect(sample.length - skippedBy['the name in lower case added as an alias']!).toBeGreaterThan(
      0.9 * brandNamed,
    );
    expect(namesAffectedByChange(before, changes['an alias added to the brand']!)).toEqual(['name:Hub Spot']);
    // Changes whose reach is wider than the alias read every answer naming the entity in either version.
    for (const change of [
      'an accented alias (every accented spelling of the name counts)',
      'a host name as an alias',
    ])
      expect(namesAffectedByChange(before, changes[change]!), change).toContain('text:hubspot');
    expect(namesAffectedByChange(before, { ...before })).toEqual([]);
  });
});
