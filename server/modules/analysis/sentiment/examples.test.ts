import { describe, expect, test } from 'vitest';
import { checkExample, exampleRows } from '../examples.fixture';
import { VERDICT_RULES } from './verdict';

/**
 * The answers the sentiment rules were written for (the comments of sentiment.ts, sentiment/tokens.ts,
 * segments.ts, units.ts, verdict.ts and target.ts point here): the valence scoreText sums, the verdict
 * verdictIn reads (in the language given) with the id of the verdict rule that read it, or the sentiment
 * toward the brand. The columns: where the rule is, what the analyzer reads, the brand (" -" before what it
 * is not), the competitors, the answer (examples.fixture.ts).
 */
const TABLE = `
sentiment:scoreText             | score=-                                                   | Acme            |             | It is not reliable.
sentiment:scoreText             | score=+                                                   | Acme            |             | I never had an issue with it.
sentiment:scoreText             | score=-                                                   | Acme            |             | It is very slow.
sentiment:scoreText             | score=-                                                   | Acme            |             | It is solid, but the outages hurt.
sentiment:scoreText             | score=0 language=en                                       | Acme            |             | It sounds great, but the selection is thin.
sentiment:scoreText             | score=-                                                   | Acme            |             | Although it is cheap, the app is clunky.
sentiment:scoreText             | score=+ language=en                                       | Acme            |             | It is good if you like guided programs.
sentiment:scoreText             | score=+ language=en                                       | Acme            |             | It helps you avoid scams.
sentiment:scoreText             | score=+ language=pt                                       | Acme            |             | Ele ajuda a fugir de golpe.
sentiment:scoreText             | score=- language=de                                       | Acme            |             | Nicht empfehlenswert, teuer.
sentiment:scoreText             | score=+ language=en                                       | Acme            |             | It looks cheap but works well.
sentiment:scoreText             | score=+ language=en                                       | Acme            |             | A great option if you need speed.
tokens:tokenize                 | score=- language=en                                       | Acme            |             | It isn't reliable.
tokens:tokenize                 | score=0 language=en                                       | Acme            |             | A one-stop shop.
tokens:tokenize                 | score=+ language=en                                       | Acme            |             | A best-in-class API.
tokens:tokenize                 | score=+ language=en                                       | Acme            |             | A user-friendly app.
tokens:tokenize                 | score=0 language=en                                       | Acme            |             | An oil-free formula.
verdict:en-first-person         | verdict=- verdictRule=en-first-person language=en         | Marcus          |             | Marcus has a decent app, but I wouldn't pick Marcus.
verdict:en-first-person         | verdict=- verdictRule=en-first-person language=en         | Acme            |             | Acme has excellent hardware, but I'd pass on it.
verdict:en-imperative           | verdict=+ verdictRule=en-imperative language=en           | Loom            |             | Honestly, just use Loom.
verdict:en-the-choice           | verdict=+ verdictRule=en-the-choice language=en           | Acme            | Zeta        | Zeta is fine, but Acme is the safer choice.
verdict:nl-first-person         | verdict=- verdictRule=nl-first-person language=nl         | Coach           |             | Voor dat geld zou ik geen Coach-tas kopen.
verdict:it-first-person         | verdict=- verdictRule=it-first-person language=it         | Acme            |             | Acme ha un buon prezzo, ma non lo sceglierei.
verdict:es-first-person         | verdict=- verdictRule=es-first-person language=es         | Correos         |             | Yo no enviaría nada urgente por Correos.
verdict:es-first-person         | verdict=- verdictRule=es-first-person language=es         | Acme            |             | Acme tiene buena pinta, pero yo no lo haría.
verdict:es-first-person         | verdict=- verdictRule=es-first-person language=es         | Acme            |             | Acme es popular, pero no te lo recomendaría.
verdict:EN_REFUSE               | verdict=- verdictRule=en-first-person language=en         | Acme            |             | Acme is pricey, so I'd cross Acme off.
verdict:EN_REFUSE               | verdict=- verdictRule=en-first-person language=en         | Acme            |             | Acme is pricey, so I'd rule Acme out.
verdict:en-not-one-to-recommend | verdict=- verdictRule=en-not-one-to-recommend language=en | Acme            |             | Acme isn't something I'd recommend.
verdict:en-not-one-to-recommend | verdict=- verdictRule=en-not-one-to-recommend language=en | Acme            |             | Acme is not a tool I would use.
verdict:en-not-one-to-recommend | verdict=- verdictRule=en-not-one-to-recommend language=en | Acme            |             | Acme is hard to recommend.
verdict:en-not-one-to-recommend | verdict=- verdictRule=en-not-one-to-recommend language=en | Acme            |             | Acme is a non-starter.
verdict:en-first-person         | verdict=+ verdictRule=en-first-person language=en         | Acme            |             | I'd pick Acme.
verdict:en-first-person         | verdict=- verdictRule=en-first-person language=en         | Acme            |             | I wouldn't choose Acme.
verdict:en-first-person         | verdict=- verdictRule=en-first-person language=en         | Acme            |             | We would not recommend Acme.
verdict:en-first-person         | verdict=- verdictRule=en-first-person language=en         | Acme            |             | I'd probably pass on Acme.
verdict:en-first-person         | verdict=- verdictRule=en-first-person language=en         | Acme            |             | I don't recommend Acme.
verdict:en-imperative           | verdict=- verdictRule=en-imperative language=en           | Acme            |             | Don't bother with Acme.
verdict:en-the-one-i-would      | verdict=+ verdictRule=en-the-one-i-would language=en      | Brilliant       |             | The one I'd actually pay for is Brilliant.
verdict:en-first-person         | verdict=+ verdictRule=en-first-person language=en         | Acme            |             | What we'd use is Acme.
verdict:en-the-choice           | verdict=+ verdictRule=en-the-choice language=en           | Acme            |             | Acme is the better pick.
verdict:en-the-choice           | verdict=+ verdictRule=en-the-choice language=en           | Acme            |             | Acme is my pick.
verdict:en-the-choice           | verdict=+ verdictRule=en-the-choice language=en           | Acme            |             | Acme is where I'd send most people.
verdict:de-imperative           | verdict=+ verdictRule=de-imperative language=de           | Relai           |             | Nimm Relai.
verdict:de-imperative           | verdict=+ verdictRule=de-imperative language=de           | Relai           |             | Wenn du nur Bitcoin willst, nimm Relai.
verdict:de-imperative           | verdict=- verdictRule=de-imperative language=de           | Acme            |             | Meide Acme.
verdict:nl-imperative           | verdict=+ verdictRule=nl-imperative language=nl           | Flinders        |             | Kies Flinders.
verdict:nl-imperative           | verdict=- verdictRule=nl-imperative language=nl           | Acme            |             | Vermijd Acme.
verdict:fr-imperative           | verdict=+ verdictRule=fr-imperative language=fr           | Lidl            |             | Faites plutôt vos courses chez Lidl.
verdict:fr-imperative           | verdict=+ verdictRule=fr-imperative language=fr           | Acme            |             | Optez pour Acme.
verdict:fr-imperative           | verdict=- verdictRule=fr-imperative language=fr           | Acme            |             | Évitez Acme.
verdict:es-not-the-one          | verdict=- verdictRule=es-not-the-one language=es          | Acme            |             | Acme no es la que yo elegiría.
verdict:es-imperative           | verdict=+ verdictRule=es-imperative language=es           | Revolut         |             | Elige Revolut.
verdict:es-imperative           | verdict=+ verdictRule=es-imperative language=es           | Acme            |             | Opta por Acme.
verdict:it-imperative           | verdict=+ verdictRule=it-imperative language=it           | Fineco          |             | Scegli Fineco.
verdict:it-imperative           | verdict=+ verdictRule=it-imperative language=it           | Acme            |             | Punta su Acme.
verdict:pt-imperative           | verdict=+ verdictRule=pt-imperative language=pt           | Delta           |             | Escolha a Delta.
verdict:pt-imperative           | verdict=+ verdictRule=pt-imperative language=pt           | Acme            |             | Opte por Acme.
verdict:pt-imperative           | verdict=- verdictRule=pt-imperative language=pt           | Acme            |             | Evite Acme.
verdict:EN_ALTERNATIVE          | verdict=- verdictRule=en-first-person language=en         | Acme            |             | Acme is fine, but I'd use one of the other shops.
verdict:EN_ALTERNATIVE          | verdict=- verdictRule=en-first-person language=en         | Acme            |             | Acme is fine, but I'd go with another broker.
verdict:EN_ALTERNATIVE          | verdict=- verdictRule=en-first-person language=en         | Acme            |             | Acme is fine, but I'd pick something else.
verdict:OTHER_PRONOUN           | verdict=- verdictRule=it-first-person language=it         | Acme            |             | Acme è caro: non lo sceglierei.
verdict:OTHER_PRONOUN           | verdict=- verdictRule=nl-first-person language=nl         | Acme            |             | Acme is duur; ik zou er niet via afsluiten.
verdict:verdictIn               | verdict=- verdictRule=de-first-person language=de         | Acme            |             | Acme ist teuer, davon würde ich eher abraten.
verdict:verdictIn               | verdict=+ verdictRule=en-first-person language=en         | Notion          | Coda        | I'd pick Notion over Coda.
verdict:verdictIn               | verdict=- verdictRule=en-first-person language=en         | Acme            |             | Acme is nice. I'd pass on it.
verdict:verdictIn               | verdict=- verdictRule=en-first-person language=en         | Datadog         |             | I'd only stay on Datadog if you need its dashboards.
verdict:verdictIn               | verdict=- verdictRule=de-first-person language=de         | Sparkasse       |             | Ich würde die Sparkasse nur empfehlen, wenn du eine Filiale brauchst.
verdict:EN_REFUSE               | verdict=- verdictRule=en-imperative language=en           | Acme            |             | Leave Acme off the shortlist.
verdict:verdictIn               | verdict=- verdictRule=en-first-person language=en         | Acme            | Roborock    | I'd pick a Roborock instead.
verdict:verdictIn               | verdict=- verdictRule=fr-first-person language=fr         | Acme            | Zeta        | Je prendrais plutôt Zeta à la place.
verdict:verdictIn               | visible sentiment=negative                                | Acme            |             | Acme is fine, but I wouldn't pay for a premium membership.
verdict:verdictIn               | verdict=- verdictRule=en-first-person language=en         | Acme            |             | I'd pass on it.
verdict:verdictIn               | visible sentiment=negative                                | Acme            |             | Acme has excellent hardware and a great screen. I'd pass on it.
verdict:verdictIn               | verdict=+ verdictRule=en-the-choice language=en           | Acme            |             | It's the safer choice.
verdict:verdictIn               | verdict=- verdictRule=it-first-person language=it         | Acme            |             | Non lo sceglierei.
verdict:verdictIn               | verdict=- verdictRule=de-first-person language=de         | Acme            |             | Davon würde ich eher abraten.
verdict:es-first-person         | verdict=- verdictRule=es-first-person language=es         | Acme            |             | Yo evitaría Acme.
verdict:verdictIn               | verdict=none verdictRule=none language=en                 | Buy Me a Coffee | Patreon     | Buy Me a Coffee works the same way as Patreon.
sentiment:readSentiment         | visible sentiment=neutral                                 | Tidal           |             | Tidal sounds great, but the podcast selection is thin.
sentiment:readSentiment         | visible sentiment=negative                                | Acme            |             | Although Acme is cheap, its support is terrible.
sentiment:readSentiment         | visible sentiment=positive                                | Acme            |             | Acme helps you avoid scams and hidden fees.
segments:brandSegments          | visible sentiment=positive                                | Ben & Jerry's   | Häagen-Dazs | Ben & Jerry's is delicious, while Häagen-Dazs is bland.
segments:brandSegments          | visible sentiment=positive position=2                     | Target          | Walmart     | Walmart, Target, and IKEA are the best places for cheap furniture.
segments:brandSegments          | visible sentiment=positive                                | Visa            | Amex        | Card acceptance is excellent: Visa works everywhere, Amex less so.
segments:brandSegments          | visible sentiment=negative                                | Apple Maps      | Google Maps | Apple Maps è poco affidabile quanto Google Maps.
segments:brandSegments          | visible sentiment=negative                                | Chess.com       | Lichess     | Chess.com is fine, but I'd pick Lichess instead.
segments:contrastWeight         | visible sentiment=negative                                | Southwest       |             | Southwest used to be the easy answer. But I find it hard to recommend today.
units:segmentBreak              | visible sentiment=positive position=2                     | Target          | Walmart     | Walmart and Target are the best for cheap groceries.
units:brandUnits                | visible sentiment=neutral                                 | Acme            | Zeta        | Acme is fast. On the other hand, it dropped calls twice, unlike Zeta.
units:brandUnits                | visible sentiment=negative                                | Acme            | Zeta        | Acme es rápido. Sin embargo, sus comisiones son altísimas y el soporte es malo.
units:withoutNames              | visible sentiment=neutral                                 | Free            |             | Free has a new plan for students.
units:brandUnits                | visible sentiment=neutral                                 | Acme            | Zeta        | Acme is fast and simple. The catch is cost: per-request pricing grows quickly. Zeta is flat.
units:brandUnits                | visible sentiment=neutral                                 | Acme            | Zeta        | Acme ist schnell. Der Nachteil ist der Preis. Zeta ist günstiger.
units:brandUnits                | visible sentiment=neutral                                 | Acme            | Zeta        | **Acme**\\n**Pros:** fast, cheap\\n**Cons:** slow support, poor docs\\n\\n**Zeta** is also an option.
units:brandUnits                | visible sentiment=negative                                | Acme            | Zeta        | Zeta is an option.\\n\\nAcme\\nNachteile: teuer, langsam, unzuverlässig
units:brandUnits                | visible sentiment=negative                                | Teams           | Slack       | Microsoft Teams now supports Slack-style threads. It is clunky and slow though.
units:brandUnits                | visible sentiment=positive                                | Acme            | Salesforce  | Acme is a CRM. It also syncs with Salesforce nicely and it is excellent.
units:brandUnits                | visible sentiment=neutral                                 | 1Password       | Bitwarden   | 1Password is polished. On the other hand, it costs more than Bitwarden.
units:brandUnits                | visible sentiment=negative                                | Acme            | Bitpanda    | Acme es muy popular. Para trading frecuente no lo recomendaría; Bitpanda es mejor.
units:brandUnits                | visible sentiment=negative                                | Acme            | Zeta        | Acme is fine. I'd skip it and pay a bit more for Zeta.
units:brandUnits                | visible sentiment=negative                                | Acme            | Roborock    | Acme vacuums well and maps rooms. Overall I'd pick a Roborock instead.
units:brandUnits                | visible sentiment=neutral                                 | Acme            | Zeta        | Acme is fast.\\n\\nThe catch is cost: it grows quickly. Zeta is flat.
units:brandUnits                | visible rules=negative                                    | Acme            | Zeta        | Acme runs trains across the country, and Zeta too. Delays are common. Its support is slow.
verdict:pt-first-person         | verdict=- verdictRule=pt-first-person language=pt         | Acme            |             | Pelo preço, eu não recomendaria a Acme.
verdict:pl-verdict-verb        | verdict=+ verdictRule=pl-verdict-verb language=pl     | Nordvik         |             | Jeśli szukasz czegoś na lata, polecam Nordvik.
verdict:pl-verdict-verb        | verdict=- verdictRule=pl-verdict-verb language=pl     | Nordvik         |             | Nordvik kusi ceną, ale nie polecam Nordvik.
verdict:sv-verdict-verb        | verdict=- verdictRule=sv-verdict-verb language=sv     | Nordvik         |             | Appen är långsam, så jag rekommenderar inte Nordvik.
verdict:da-verdict-verb        | verdict=+ verdictRule=da-verdict-verb language=da     | Nordvik         |             | Til en familie vil jeg anbefale Nordvik.
verdict:fi-verdict-verb        | verdict=+ verdictRule=fi-verdict-verb language=fi     | Nordvik         |             | Pieneen asuntoon suosittelen Nordvik-imuria.
verdict:cs-verdict-verb        | verdict=- verdictRule=cs-verdict-verb language=cs     | Nordvik         |             | Kvůli poruchám nedoporučuji Nordvik.
verdict:tr-verdict-verb        | verdict=+ verdictRule=tr-verdict-verb language=tr     | Nordvik         |             | Küçük bir ev için Nordvik öneririm.
verdict:ja-verdict-verb        | verdict=- verdictRule=ja-verdict-verb language=ja     | Nordvik         |             | 故障が多いので、Nordvik はおすすめしません。
verdict:ru-verdict-verb        | verdict=+ verdictRule=ru-verdict-verb language=ru     | Nordvik         |             | Для небольшой квартиры рекомендую Nordvik.
verdict:uk-verdict-verb        | verdict=- verdictRule=uk-verdict-verb language=uk     | Nordvik         |             | Через поломки не рекомендую Nordvik.
verdict:el-verdict-verb        | verdict=+ verdictRule=el-verdict-verb language=el     | Nordvik         |             | Για μικρό σπίτι προτείνω το Nordvik.
verdict:ro-verdict-verb        | verdict=+ verdictRule=ro-verdict-verb language=ro     | Nordvik         |             | Pentru un apartament mic recomand Nordvik.
verdict:hu-verdict-verb        | verdict=- verdictRule=hu-verdict-verb language=hu     | Nordvik         |             | A sok hiba miatt nem ajánlom a Nordvik porszívót.
target:advice-for               | visible sentiment=positive                                | Acme            | Zeta        | Acme has a plain app and few extras, unlike Zeta. I'd recommend it.
target:advice-for               | visible sentiment=positive                                | Acme            | Zeta        | Acme hat eine einfache App, Zeta mehr Funktionen. Mein Tipp ist Acme.
target:steered-to-rival         | visible sentiment=negative                                | Acme            | Zeta        | Acme is fine, but I'd pick Zeta.
target:balanced-account         | visible sentiment=neutral                                 | Acme            | Zeta        | Acme is fast and reliable. On the other hand, it is expensive and its support is slow.
target:advisesRival             | visible sentiment=negative                                | Otter           | Fathom      | Otter is a capable transcriber. I'd pick Fathom over Otter.
target:advisesRival             | visible sentiment=negative                                | Fonic           | congstar    | Fonic ist ein solider Prepaid-Anbieter. Ich würde congstar nehmen.
target:advisesRival             | visible sentiment=positive                                | Factor          | Green Chef  | Factor is a solid meal kit. Green Chef is the best pick for keto.
target:advisesRival             | visible sentiment=negative                                | Nicola          | Delta       | A Nicola é uma boa opção de café, mas eu escolheria a Delta.
target:advisesRival             | visible sentiment=positive                                | Greenhouse      | Ashby       | Greenhouse is a solid ATS. If reporting is the priority, I'd pick Ashby.
target:advice-against           | visible sentiment=negative                                | Acme            | Zeta        | Acme has a polished app, unlike Zeta. Avoid it.
target:advice-against           | visible sentiment=negative                                | Acme            | Zeta        | Acme has a polished app, unlike Zeta. But you're better off elsewhere.
target:readBrandSentiment       | visible sentiment=neutral                                 | Shell           | BP          | Shell sells fuel at most stations, like BP. Is V-Power worth the extra cost?
`;

describe('sentiment: each rule reads the example it was written for', () => {
  test.each(exampleRows(TABLE))('$where: $expected ($text)', (row) => checkExample(row));
});

const VERDICT_RULE_IDS = Object.values(VERDICT_RULES).flatMap((rules) => rules.map((rule) => rule.id));

test('verdict rule ids are unique', () => {
  expect(new Set(VERDICT_RULE_IDS).size).toBe(VERDICT_RULE_IDS.length);
});

test('every verdict rule has an answer it reads', () => {
  const read = new Set(
    exampleRows(TABLE).flatMap((row) => /verdictRule=(\S+)/.exec(row.expected)?.[1] ?? []),
  );
  for (const id of VERDICT_RULE_IDS) expect(read).toContain(id);
});
