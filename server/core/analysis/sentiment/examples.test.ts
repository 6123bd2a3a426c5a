import { describe, test } from 'vitest';
import { checkExample, exampleRows } from '../examples.fixture';

/**
 * The answers the sentiment stages were written for (the comments of sentiment.ts, sentiment/tokens.ts,
 * segments.ts, units.ts, structure.ts, verdict.ts and target.ts point here): the valence scoreText sums, the verdict
 * verdictIn reads (in the language given) with the id of the verdict rule that read it, or the sentiment
 * toward the brand. Each verdict rule's own answers are in its record (languages/<code>/verdicts.ts). The columns: where the rule is, what the analyzer reads, the brand (" -" before what it
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
sentiment:scoreText             | score=- language=en                                       | Acme            |             | A superb bike, but not for you.
sentiment:scoreText             | score=- language=de                                       | Acme            |             | Ein hervorragendes Bike, aber nicht für Sie.
sentiment:scoreText             | score=- language=pl                                       | Acme            |             | Po prostu nie jest wart tej ceny.
tokens:tokenize                 | score=- language=en                                       | Acme            |             | It isn't reliable.
tokens:tokenize                 | score=0 language=en                                       | Acme            |             | A one-stop shop.
tokens:tokenize                 | score=+ language=en                                       | Acme            |             | A best-in-class API.
tokens:tokenize                 | score=+ language=en                                       | Acme            |             | A user-friendly app.
tokens:tokenize                 | score=0 language=en                                       | Acme            |             | An oil-free formula.
verdict:EN_REFUSE               | verdict=- verdictRule=en-first-person language=en         | Acme            |             | Acme is pricey, so I'd cross Acme off.
verdict:EN_REFUSE               | verdict=- verdictRule=en-first-person language=en         | Acme            |             | Acme is pricey, so I'd rule Acme out.
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
structure:answerSections        | visible why=verdict-against language=sv                   | Nordvik         | Hertz       | ## Nordvik\\nNordvik har en bra app och fina bilar.\\n\\n## Hertz\\nHertz är dyrare.\\n\\n## Omdöme\\nKundtjänsten är seg, så jag skulle inte längre rekommendera Nordvik.
structure:answerSections        | visible why=verdict-against language=nl                   | Nordvik         | Sixt        | ## Nordvik\\nNordvik heeft een fijne app en nette auto's.\\n\\n## Sixt\\nSixt is duurder.\\n\\n## Conclusie\\nDe klantenservice is traag; ik zou Nordvik afraden.
structure:answerSections        | visible why=verdict-for language=pt                       | Nordvik         | Localiza    | ## Nordvik\\nA Nordvik tem poucas lojas e o site é confuso.\\n\\n## Localiza\\nA Localiza é maior.\\n\\n## Veredito\\nPara viagens curtas, eu escolheria a Nordvik: é barata e os carros são novos.
structure:answerSections        | visible why=in-avoid-section language=fr                  | Nordvik         | Europcar    | ## Les meilleures\\n- **Europcar** : un réseau dense.\\n\\n## À éviter\\n- **Nordvik** : des prix bas et une application soignée.
structure:answerSections        | visible why=in-avoid-section language=de                  | Nordvik         | Sixt        | ## Empfehlenswert\\n- **Sixt:** große Flotte.\\n\\n## Lieber meiden\\n- **Nordvik:** günstige Preise und eine schöne App.
structure:answerSections        | visible why=top-pick language=es                          | Nordvik         | Avis        | ## Mejor opción: Nordvik\\nNordvik tiene oficinas en el centro.\\n\\n## Avis\\nAvis es más cara.
structure:answerSections        | visible why=verdict-recommends-rival language=en          | Velora         | Hertz       | ## Velora\\nVelora has a slick app, new cars and friendly staff.\\n\\n## Hertz\\nHertz has more desks at airports.\\n\\n**Bottom line:** Velora is fine for short trips, but I would choose Hertz for a long one.
structure:answerSections        | visible why=verdict-against language=en                   | Zest            | HelloFresh  | ## Which should you choose\\n**Choose Zest if:** you want seasonal produce.\\n\\n## HelloFresh\\nHelloFresh is reliable.\\n\\n## Verdict\\nUntil the deliveries improve, I would avoid Zest.
`;

describe('sentiment: each rule reads the example it was written for', () => {
  test.each(exampleRows(TABLE))('$where: $expected ($text)', (row) => checkExample(row));
});
