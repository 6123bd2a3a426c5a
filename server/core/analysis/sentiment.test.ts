import { describe, expect, test } from 'vitest';
import { analyzeRecord } from '../../../tools/cli/analyze';
import { createAnalyzer } from './analysis';
import { detectLanguage } from './language';
import {
  scoreText,
  SENTIMENT_LABEL_DEFINITION,
  SENTIMENT_NEGATIVE_BELOW,
  SENTIMENT_POSITIVE_FROM,
  sentimentLabel,
} from './sentiment';

const label = (text: string, brand = 'Acme', competitors: string[] = []) =>
  analyzeRecord({ text, brand, competitors }).sentimentLabel;

describe('review-language lexicon', () => {
  test('product-review words the general lexicons miss', () => {
    expect(scoreText('It is reliable and well documented.', 'en').sum).toBeGreaterThan(0);
    expect(scoreText('Overpriced, buggy and clunky, with frequent outages.', 'en').sum).toBeLessThan(0);
    expect(scoreText('A best-in-class API.', 'en').sum).toBeGreaterThan(0);
    expect(scoreText('It has a steep learning curve.', 'en').sum).toBeLessThan(0);
  });

  test('"as well as" and Italian "grazie a" join and give causes, and carry no praise', () => {
    expect(scoreText('It sells its own policies as well as acting as a broker.', 'en').sum).toBe(0);
    expect(scoreText('È forse il più noto grazie alla pubblicità.', 'it').sum).toBe(0);
    expect(scoreText('It is reliable and well documented.', 'en').sum).toBeGreaterThan(0);
  });

  test('idioms and senses the general lexicons miss, in several languages', () => {
    expect(scoreText('En mi opinión la Thermomix merece la pena.', 'es').sum).toBeGreaterThan(0);
    expect(scoreText('The quality is hit and miss.', 'en').sum).toBeLessThan(0);
    expect(scoreText('Bof.', 'fr').sum).toBeLessThan(0);
    expect(scoreText('Sugli interessi si paga una ritenuta.', 'it').sum).toBe(0);
    expect(scoreText('Ze hebben een breed aanbod in veel maten.', 'nl').sum).toBe(0);
  });

  test('understatement and short words of review language in the Romance languages', () => {
    // A negated fault is praise ("not bad at all"), and so is finding nothing to fault.
    expect(scoreText("Per l'inglese non è affatto male, anzi.", 'it').sum).toBeGreaterThan(0);
    expect(scoreText("Je n'ai rien à lui reprocher.", 'fr').sum).toBeGreaterThan(0);
    expect(scoreText("C'est correct, sans plus.", 'fr').sum).toBeLessThan(0);
    expect(scoreText('Vale cada centavo.', 'pt').sum).toBeGreaterThan(0);
    expect(scoreText('O histórico recente preocupa.', 'pt').sum).toBeLessThan(0);
    expect(scoreText('Dopo un anno la padella è da buttare.', 'it').sum).toBeLessThan(0);
  });

  test('what a verb of avoiding governs is avoided, which is good', () => {
    expect(scoreText('It helps you avoid scams.', 'en').sum).toBeGreaterThan(0);
    expect(scoreText('Tem avaliações das lojas, o que ajuda a evitar golpe.', 'pt').sum).toBeGreaterThan(0);
    expect(scoreText('Avoid it: the support is terrible.', 'en').sum).toBeLessThan(0);
  });

  test('recommendations: "it\'s my top recommendation", "würde ich bei … bestellen", "Mein Tipp", "unschlagbar"', () => {
    expect(
      label("Acme is in most libraries, and it's my top recommendation for you. Beta costs more.", 'Acme', [
        'Beta',
      ]),
    ).toBe('positive');
    expect(label('Für Sneaker würde ich bei Acme bestellen. Beta ist auch da.', 'Acme', ['Beta'])).toBe(
      'positive',
    );
    expect(scoreText('Die 100-Tage-Rückgabe ist unschlagbar.', 'de').sum).toBeGreaterThan(0);
    expect(scoreText('Mein Tipp ist die Powerbank mit 65 W.', 'de').sum).toBeGreaterThan(0);
  });

  test('refusals: "I wouldn\'t renew", "wouldn\'t pay more for it", "würde mich nicht darauf verlassen"', () => {
    expect(
      label("Acme has lovely animations, but $70 a year is a lot. I wouldn't renew. Beta is free.", 'Acme', [
        'Beta',
      ]),
    ).toBe('negative');
    expect(label("Acme is fine, but I wouldn't pay more for it. Beta is similar.", 'Acme', ['Beta'])).toBe(
      'negative',
    );
    expect(
      label(
        'Acme ist bequem, aber ich würde mich bei der Kfz-Versicherung nicht darauf verlassen. Beta ist ähnlich.',
        'Acme',
        ['Beta'],
      ),
    ).toBe('negative');
  });

  test('senses: "go to Settings", "par défaut", "a maioria", "singolo"; "die bessere Wahl", loyalty', () => {
    expect(scoreText('In the app, go to Settings and turn off relay.', 'en').sum).toBe(0);
    expect(scoreText('It is the go-to option for teams.', 'en').sum).toBeGreaterThan(0);
    expect(scoreText('Tout est chiffré par défaut.', 'fr').sum).toBe(0);
    expect(scoreText('Não vale o preço para a maioria das pessoas.', 'pt').sum).toBeLessThan(0);
    expect(scoreText('Conviene confrontare le commissioni del singolo ristorante.', 'it').sum).toBe(0);
    expect(scoreText('Für Erwachsene ist es die bessere Wahl.', 'de').sum).toBeGreaterThan(0);
    expect(scoreText("I've stuck with it for three years and wouldn't go back.", 'en').sum).toBeGreaterThan(
      0,
    );
  });

  test('negation flips and damps: "not reliable", "never had an issue"', () => {
    expect(scoreText('It is not reliable.', 'en').sum).toBeLessThan(0);
    expect(scoreText('We never had an issue with it.', 'en').sum).toBeGreaterThan(0);
    expect(scoreText('No hidden fees and zero downtime.', 'en').sum).toBeGreaterThan(0);
    // A negator is spent on the first valenced word after it.
    expect(scoreText('eher nicht empfehlenswert – teuer', 'de').sum).toBeLessThan(0);
  });

  test('contrast weighs the part after "but"', () => {
    expect(
      scoreText('The free plan is good, but support is slow and the outages are frequent.', 'en').sum,
    ).toBeLessThan(0);
    expect(scoreText('Setup takes a while, but the reporting is excellent.', 'en').sum).toBeGreaterThan(0);
    // A clause after the contrast that the lexicon has no word for still turns from the praise before it.
    expect(
      label("Acme's room sensors are genuinely useful, but the app nudges you toward the paid plan."),
    ).toBe('neutral');
    expect(
      scoreText('Die Sensoren sind nützlich, aber die App drängt dich zum Bezahlabo.', 'de').sum,
    ).toBeCloseTo(0);
    // "… but also", "… but that's it" turn nothing.
    expect(label("Acme's sofa has held up great, but that's it.")).toBe('positive');
    expect(scoreText('It is reliable but also runs on every device you own.', 'en').sum).toBeGreaterThan(0.5);
  });

  test('German, French, Spanish, Italian, Portuguese and Dutch', () => {
    expect(scoreText('Der Support ist zuverlässig und sehr hilfreich.', 'de').sum).toBeGreaterThan(0);
    expect(scoreText('Die App ist langsam und überteuert.', 'de').sum).toBeLessThan(0);
    expect(scoreText("L'interface est intuitive et fiable.", 'fr').sum).toBeGreaterThan(0);
    expect(scoreText("Ce n'est pas fiable et c'est trop cher.", 'fr').sum).toBeLessThan(0);
    expect(scoreText('Es muy fácil de usar y fiable.', 'es').sum).toBeGreaterThan(0);
    expect(scoreText('El soporte es lento y caro.', 'es').sum).toBeLessThan(0);
    expect(scoreText("È affidabile e facile da usare, un'ottima scelta.", 'it').sum).toBeGreaterThan(0);
    expect(scoreText('Il servizio clienti è lento e ci sono spesso ritardi.', 'it').sum).toBeLessThan(0);
    expect(scoreText('É confiável e muito fácil de usar.', 'pt').sum).toBeGreaterThan(0);
    expect(scoreText('Não é confiável e as taxas escondidas irritam.', 'pt').sum).toBeLessThan(0);
    expect(scoreText('Betrouwbaar en gebruiksvriendelijk, echt een aanrader.', 'nl').sum).toBeGreaterThan(0);
    expect(scoreText('De app is traag en er zijn vaak storingen.', 'nl').sum).toBeLessThan(0);
  });
});

describe('language detection', () => {
  test('per answer, with English settled by function words', () => {
    expect(
      detectLanguage(
        'HubSpot is the easiest CRM to start with, and the free tier is generous for small teams.',
      ),
    ).toBe('en');
    expect(
      detectLanguage('HubSpot ist für kleine Teams die beste Wahl, aber der Support ist langsam und teuer.'),
    ).toBe('de');
    expect(
      detectLanguage('Pour une petite agence, HubSpot reste le CRM le plus simple à prendre en main.'),
    ).toBe('fr');
    expect(
      detectLanguage('Para una agencia pequeña, HubSpot es el CRM más fácil de usar, aunque es caro.'),
    ).toBe('es');
    expect(
      detectLanguage(
        'Per una piccola agenzia, HubSpot è il CRM più semplice da usare, anche se costa di più.',
      ),
    ).toBe('it');
    expect(
      detectLanguage('Para uma agência pequena, o HubSpot é o CRM mais fácil de usar, mas é caro.'),
    ).toBe('pt');
    expect(
      detectLanguage('Voor een klein bureau is HubSpot het makkelijkste CRM, maar het is wel duur.'),
    ).toBe('nl');
  });
});

describe('sentiment toward the brand', () => {
  test('labels from the score, with the thresholds exported and defined in one sentence', () => {
    expect(sentimentLabel(SENTIMENT_POSITIVE_FROM)).toBe('positive');
    expect(sentimentLabel(SENTIMENT_NEGATIVE_BELOW - 0.1)).toBe('negative');
    expect(sentimentLabel(50)).toBe('neutral');
    expect(SENTIMENT_LABEL_DEFINITION).toContain(String(SENTIMENT_POSITIVE_FROM));
  });

  test("only the brand's clauses count when rivals are named in the same sentence", () => {
    expect(label('Rival is slow and buggy, but Acme is fast and reliable.', 'Acme', ['Rival'])).toBe(
      'positive',
    );
    expect(label('Rival is excellent, while Acme is overpriced and clunky.', 'Acme', ['Rival'])).toBe(
      'negative',
    );
  });

  test('list items and what follows in the paragraph refer back to the brand', () => {
    const text = [
      'Options:',
      '',
      '1. **Rival** – excellent support and a great free plan.',
      '2. **Acme** – the app is buggy. Outages are frequent and support is hard to reach.',
    ].join('\n');
    expect(label(text, 'Acme', ['Rival'])).toBe('negative');
    expect(label('Acme launched in 2019. It has since had repeated outages and a data breach.')).toBe(
      'negative',
    );
  });

  test('table cells such as "Yes", "No" and "Cheapest" do not swing a neutral row', () => {
    const table = [
      '| Tool | Free plan | Price |',
      '|---|---|---|',
      '| Acme | Yes | Cheapest |',
      '| Rival | No | $20 |',
    ].join('\n');
    expect(label(table, 'Acme', ['Rival'])).toBe('neutral');
    expect(
      label(table.replace('| Cheapest |', '| Cheapest, but support is terrible |'), 'Acme', ['Rival']),
    ).toBe('negative');
  });

  test('pros set against cons ("On the other hand", "The catch is") read as a balanced, neutral account', () => {
    const balanced = [
      'Acme has the best battery life and an excellent app.',
      'On the other hand, the subscription is expensive and support is slow.',
    ].join(' ');
    expect(label(balanced)).toBe('neutral');
    expect(label('Acme is excellent. The catch is that the add-ons are overpriced and buggy.')).toBe(
      'neutral',
    );
    expect(
      label(
        'Acme è imbattibile per la velocità. D’altra parte, molti prodotti hanno qualità variabile e critiche.',
      ),
    ).toBe('neutral');
  });

  test('names, questions and conditions carry no verdict of their own', () => {
    // "The Standard plan", "Easy Apply", "Premium": capitalised in mid-sentence, part of a name.
    expect(label('Acme sells the Standard plan and the Premium tier; Easy Apply is included.')).toBe(
      'neutral',
    );
    expect(label('Acme: easy to use and reliable.')).toBe('positive');
    // A question asserts nothing; praise on a condition after it counts for less.
    expect(label('Is Acme worth the extra cost? It depends on your car.')).toBe('neutral');
    expect(scoreText('good if you like guided programs', 'en').sum).toBeLessThan(
      scoreText('good for guided programs', 'en').sum,
    );
    // Facts about fees and descriptive words the general lexicon rates ("protect", "alerts", "award").
    expect(label('Acme charges $0.20 per listing and sends package alerts to protect deliveries.')).toBe(
      'neutral',
    );
    expect(label('Acme helps you avoid juggling two tools.')).not.toBe('negative');
  });

  test('verdicts in review language: value, selection, recommendation, in several languages', () => {
    expect(label('Acme has the widest selection. This is where I’d start.')).toBe('positive');
    expect(label('Acme is in a different league, and the free tier is more than enough.')).toBe('positive');
    expect(label('Acme is a waste of money, and the add-on pricing adds up fast.')).toBe('negative');
    expect(label('Acme est difficile à battre pour un forfait pas cher.')).toBe('positive');
    expect(label('Con Acme invece ti sconsiglio di firmare: le tariffe sono più alte.')).toBe('negative');
    expect(label('Acme es la más cara y no compensa.')).toBe('negative');
    expect(label('Acme ist die bequemste Option für lange Strecken.')).toBe('positive');
  });

  test('advice for or against the brand decides the side, over the description around it', () => {
    expect(
      label('Acme has excellent hardware and a great screen. For a small flat, though, I would pass on it.'),
    ).toBe('negative');
    expect(
      label("For your budget I wouldn't pick Acme; it only offers savings accounts.", 'Acme', ['Zeta']),
    ).toBe('negative');
    expect(label("Using Acme as your main diet isn't something I'd recommend.")).toBe('negative');
    expect(label("I'd only stay on Acme if you actively manage custom metrics.")).toBe('negative');
    expect(label('Honestly, just use Acme. Record your screen and hit stop.')).toBe('positive');
    expect(label("I'd pick Zeta over Acme for a small team.", 'Acme', ['Zeta'])).not.toBe('positive');
    expect(label('Voor een tas die jaren meegaat zou ik geen Acme kopen.')).toBe('negative');
    expect(label('Per un uso quotidiano non sceglierei Acme: costa troppo.')).toBe('negative');
    expect(label('Pour un usage quotidien, je choisirais Acme sans hésiter.')).toBe('positive');
  });

  test('verdicts by their grammar: two clitics, any negated first-person conditional, particles, imperatives', () => {
    // "no te lo recomendaría": two clitics before the verb, the negation still flips it.
    expect(
      label('Acme tiene buena tecnología y responde rápido, pero no te lo recomendaría: la cuota es alta.'),
    ).toBe('negative');
    // Any verb in the first-person conditional, negated: "no enviaría", "no lo haría", "non lo farei".
    expect(label('Puedes comparar seguros en Acme, pero yo no lo haría: los precios no coinciden.')).toBe(
      'negative',
    );
    expect(label('Yo no enviaría nada urgente por Acme. Zeta cuesta un poco más.', 'Acme', ['Zeta'])).toBe(
      'negative',
    );
    // German: switching to it, and an imperative opening the main clause.
    expect(label('Ich würde aktuell nicht zu Acme wechseln, der Tarif ist gut.')).toBe('negative');
    expect(label('Zeta ist teurer. Wenn du nur Bitcoin willst, nimm Acme.', 'Acme', ['Zeta'])).toBe(
      'positive',
    );
    // English: a particle after the object ("leave Acme off the shortlist"), booking it.
    expect(label("Honestly, I'd leave Acme off the shortlist: you pay a premium for the styling.")).toBe(
      'negative',
    );
    expect(label("Acme's Snap fares are the trick here: the price can drop to £40. I'd book it.")).toBe(
      'positive',
    );
  });

  test('a paragraph goes on about the subject of its sentence, and an undecided answer is balanced', () => {
    expect(
      label(
        'Zeta now supports Acme-style threads. Replies collapse under the post and crash often.',
        'Acme',
        ['Zeta'],
      ),
    ).toBe('neutral');
    expect(
      label(
        'Acme is more powerful, but its pricing gets confusing. Neither is clearly better; it depends on your team.',
      ),
    ).toBe('neutral');
  });

  test('contrast in every language, a pronoun after an introductory phrase, advice by a clitic', () => {
    // "Maar …" opening the sentence weighs more than the praise before it, as "But …" does.
    expect(
      label(
        'Acme is goedkoop en de dekking is prima. Maar de klantenservice reageert traag en het overzetten ging mis.',
      ),
    ).toBe('negative');
    // "On the other hand, it …": the pronoun after an introductory phrase stands for the brand, and the
    // opening marks the account as balanced.
    expect(
      label(
        'Acme is polished: autofill is excellent. On the other hand, it dropped its desktop app, the free option is very limited, and it costs more than Zeta.',
        'Acme',
        ['Zeta'],
      ),
    ).toBe('neutral');
    // Advice on the brand by a clitic, before a rival is named in the sentence.
    expect(
      label(
        'Acme es un exchange español registrado. Para trading frecuente no lo recomendaría; Zeta sale más barato.',
        'Acme',
        ['Zeta'],
      ),
    ).toBe('negative');
    // A rival named only as the standard of a comparison leaves the clause about the brand: its praise and
    // its fault both count, and the rules read the two as even.
    const compared = createAnalyzer({ name: 'Acme', aliases: [], website: null }, [
      { name: 'Zeta', aliases: [], website: null },
    ]).sentimentReading(
      'Acme ha una copertura migliore a Palermo; fuori dalle città, però, è poco affidabile quanto Zeta.',
    )!.features;
    expect([compared.positiveParts, compared.negativeParts]).toEqual([1, 1]);
    expect(sentimentLabel(compared.rulesScore)).toBe('neutral');
  });

  test('the other side weighed even where the lexicon knows none of its words, and undecided questions', () => {
    // Balanced with one side in the lexicon: "The trade-off is …" sets a con against the praise.
    expect(
      label(
        'Acme is free to self-host and very flexible for dashboards. The trade-off is that you run and upgrade the stack yourself.',
      ),
    ).toBe('neutral');
    // "The catch is cost: …" names a con, and after a code block still weighs the brand last named.
    expect(
      label(
        'Acme gives you very good relevance and typo tolerance:\n\n```js\nsearch.start();\n```\n\nThe catch is cost: per-request pricing grows quickly with traffic.',
      ),
    ).toBe('neutral');
    // "Whether … depends on …" leaves the choice to the reader.
    expect(
      label(
        'Whether an Acme pass pays off depends on your route. For long, expensive journeys it usually beats point-to-point fares, and the flexibility is great. For two cheap regional hops, buy tickets on Zeta.',
        'Acme',
        ['Zeta'],
      ),
    ).toBe('neutral');
    // A verdict in passing, and a decline over time.
    expect(label("Acme, hands down, if you're in London. Zeta is fine as a backup.", 'Acme', ['Zeta'])).toBe(
      'positive',
    );
    expect(
      label(
        'Acme was vroeger een veilige keuze, maar de kwaliteit is achteruitgegaan. Bij Zeta ben je goedkoper uit.',
        'Acme',
        ['Zeta'],
      ),
    ).toBe('negative');
  });

  test('verdicts whose object stands for the brand: elision, "er", no object, a product, "make it my choice"', () => {
    expect(label("Pour un café en gare, j'éviterais Acme ; Zeta est plus pratique.", 'Acme', ['Zeta'])).toBe(
      'negative',
    );
    expect(label('Vexora is het bekendst. Ik zou er daarom niet via afsluiten.', 'Vexora')).toBe('negative');
    expect(label('Voor een keuken zou ik niet naar Acme gaan.')).toBe('negative');
    // A verdict with no object, in the brand's list item.
    expect(
      label(
        '- **Acme** – Gute Ausstattung. Ohne Werkstatt in der Nähe würde ich eher abraten.\n- **Zeta** – Günstig.',
        'Acme',
        ['Zeta'],
      ),
    ).toBe('negative');
    // The brand's product as the answer names it after the brand.
    expect(
      label(
        "The Acme Nova line is popular.\n\nIf you brew a lot, I'd skip the Nova and get a Zeta.",
        'Acme',
        ['Zeta'],
      ),
    ).toBe('negative');
    expect(label("Acme offers group classes. For the price, I wouldn't make it my first choice.")).toBe(
      'negative',
    );
  });

  test('advice against the brand before a rival, after its contrast, or a rival chosen instead', () => {
    // In a new paragraph, the part of the sentence before the rival is named.
    expect(
      label(
        "Acme is popular for its low prices.\n\nFor a business site, I'd skip it and pay a bit more for Zeta.",
        'Acme',
        ['Zeta'],
      ),
    ).toBe('negative');
    // Advice against whatever the part after the brand's contrast names.
    expect(
      label(
        "Acme has the bigger community and some nice lessons, but I wouldn't pay for the premium plan — most of it is free on Zeta.",
        'Acme',
        ['Zeta'],
      ),
    ).toBe('negative');
    expect(label("Acme is fine for the basics, but I'd pick Zeta instead.", 'Acme', ['Zeta'])).toBe(
      'negative',
    );
    // An unnamed alternative chosen in its place; "one of" is no pronoun for it.
    expect(
      label(
        "Velora is one of the largest shops. Reviews describe slow refunds. Personally, I'd use one of the other shops for anything expensive.",
        'Velora',
      ),
    ).toBe('negative');
    expect(label("Acme is a decent tracker. I'd still go with another app if you travel a lot.")).toBe(
      'negative',
    );
    expect(label("Acme is a decent tracker, and it's the one I'd use.")).toBe('positive');
    // Advice to look elsewhere; fame is no merit.
    expect(label("Acme is cheap, but if support matters you're better off elsewhere.")).toBe('negative');
    expect(label('Acme ist günstig, aber wer Wert auf Service legt, ist woanders besser aufgehoben.')).toBe(
      'negative',
    );
    expect(label('Acme is one of the best known names, with offices in Berlin.')).toBe('neutral');
  });

  test("labelled pros and cons are the last-named brand's, and a summing up speaks of the answer's brand", () => {
    expect(
      label(
        'Acme is a popular choice with a few caveats.\n\n**Pros:** cheap and fast.\n\n**Cons:** slow support and a cluttered app.',
      ),
    ).toBe('neutral');
    expect(
      label(
        "Vexora robot vacuums have real strengths.\n\n**Pros:** strong suction.\n\n**Cons:** the app loses maps.\n\nOverall I'd pick Dustbot instead.",
        'Vexora',
        ['Dustbot'],
      ),
    ).toBe('negative');
    expect(
      label(
        "Acme makes a sweet milk chocolate.\n\nCompared to Zeta, the taste is sweeter.\n\nOverall, I'd recommend it for everyday snacking.",
        'Acme',
        ['Zeta'],
      ),
    ).toBe('positive');
  });

  test('non-English answers are read with their own lexicon', () => {
    expect(
      label('Acme ist zuverlässig, schnell und sehr einfach zu bedienen. Die beste Wahl für kleine Teams.'),
    ).toBe('positive');
    expect(
      label("Acme est trop cher et l'application est lente ; plusieurs utilisateurs signalent des pannes."),
    ).toBe('negative');
    expect(label('Acme es la mejor opción: muy fácil de usar y fiable.')).toBe('positive');
    expect(label('Acme è la scelta migliore: affidabile, veloce e facile da usare.')).toBe('positive');
    expect(label('Eu evitaria a Acme: o app é lento, instável e cheio de falhas.')).toBe('negative');
    expect(label('Acme is traag, duur en onbetrouwbaar; ik raad het af.')).toBe('negative');
  });

  test('advice for a rival, with none for the brand, steers the reader away from it', () => {
    // Praise, not "a decent plan": faint praise alone reads as neutral, as the training sets label it.
    const described = 'Acme is a good prepaid plan with a great app and no contract.';
    expect(label(described, 'Acme', ['Rival'])).toBe('positive');
    expect(label('Acme is a decent prepaid plan with a tidy app and no contract.', 'Acme', ['Rival'])).toBe(
      'neutral',
    );
    expect(label(`${described} For the same money I'd go with Rival.`, 'Acme', ['Rival'])).toBe('negative');
    const beschrieben =
      'Acme ist ein guter, zuverlässiger Prepaid-Anbieter mit einer sehr übersichtlichen App.';
    expect(label(beschrieben, 'Acme', ['Rival'])).toBe('positive');
    expect(label(`${beschrieben} Für dasselbe Geld würde ich Rival nehmen.`, 'Acme', ['Rival'])).toBe(
      'negative',
    );
    const descrito = 'Acme es una buena tarifa de prepago, fiable y con una aplicación muy clara.';
    expect(label(descrito, 'Acme', ['Rival'])).toBe('positive');
    expect(label(`${descrito} Por el mismo precio yo usaría Rival.`, 'Acme', ['Rival'])).toBe('negative');
    // A rival described as a pick, advice for one reader's case, or the choice left open: no advice away.
    expect(label(`${described} Rival is the best pick for heavy data users.`, 'Acme', ['Rival'])).toBe(
      'positive',
    );
    expect(label(`${described} If you roam a lot, I'd pick Rival.`, 'Acme', ['Rival'])).toBe('positive');
    // Advice for the brand as well: the brand's own verdict decides.
    expect(label(`${described} I'd go with Acme, and Rival second.`, 'Acme', ['Rival'])).toBe('positive');
  });

  test('a verb inside a name is no advice ("Buy Me a Coffee works the same way")', () => {
    expect(
      label('Acme is a light, friendly tip jar. Buy Me a Coffee works almost the same way.', 'Acme', [
        'Buy Me a Coffee',
      ]),
    ).toBe('positive');
  });

  test('"the one I\'d actually pay for is X" is advice for X', () => {
    expect(
      label("Rival is free for the basics. But the one I'd actually pay for is Acme.", 'Acme', ['Rival']),
    ).toBe('positive');
  });

  test('advice in the imperative, "not the one I would choose", and an ordering verb, in more languages', () => {
    expect(
      label('Acme est pratique et ouvert tard. Faites plutôt vos courses de la semaine chez Rival.', 'Acme', [
        'Rival',
      ]),
    ).toBe('negative');
    expect(label('Para ahorrar en la cesta completa, Acme no es la que yo elegiría.')).toBe('negative');
    expect(label('Voor je nieuwe bank zou ik niet bij Acme bestellen.')).toBe('negative');
  });

  test('advice counts for a rival only when the rival is what it is about', () => {
    // "eu escolheria a Delta" names an untracked name after the verb: no advice for the rival named before it.
    const text =
      'A Acme é a marca mais popular, com um sabor equilibrado e ótimo. A Rival é outra marca tradicional, mas eu escolheria a Delta.';
    expect(label(text, 'Acme', ['Rival'])).toBe('positive');
  });
});
