/**
 * A brand's fact sheet and long answers about it (300+ words, headings, a table, a verdict) in six languages,
 * for the claim reader's tests.
 */
import type { FactSheetEntry } from '../../../../graphql/shared/brand-facts';
import type { AnalysisConfig } from '../analysis';

export const BRINDLEWICK: AnalysisConfig = {
  brand: { name: 'Brindlewick Coffee', aliases: ['Brindlewick'], website: 'brindlewick.de' },
  competitors: ['Tchibo', 'Lavazza', 'Dallmayr', 'Illy'].map((name) => ({
    name,
    aliases: [],
    website: null,
  })),
};

const fact = (
  entry: Partial<FactSheetEntry> & Pick<FactSheetEntry, 'key' | 'kind' | 'value'>,
): FactSheetEntry => ({
  label: entry.key,
  unit: null,
  currency: null,
  country: null,
  previousValues: [],
  aliases: {},
  ...entry,
});

const priceWords = {
  en: ['bag', 'costs', 'price'],
  de: ['Beutel', 'kostet', 'Preis'],
  fr: ['sachet', 'coûte', 'prix'],
  es: ['bolsa', 'cuesta', 'precio'],
  ja: ['価格', '1袋'],
  pl: ['torebka', 'kosztuje', 'cena'],
};

export const BRINDLEWICK_FACTS: FactSheetEntry[] = [
  fact({
    key: 'bag_price',
    kind: 'MONEY',
    value: '12.90',
    unit: 'per bag',
    currency: 'EUR',
    previousValues: ['10.90'],
    aliases: priceWords,
  }),
  fact({
    key: 'bag_price',
    kind: 'MONEY',
    value: '11.50',
    unit: 'per bag',
    currency: 'GBP',
    country: 'GB',
    previousValues: ['9.90'],
    aliases: priceWords,
  }),
  fact({
    key: 'bag_price',
    kind: 'MONEY',
    value: '2480',
    unit: 'per bag',
    currency: 'JPY',
    country: 'JP',
    aliases: priceWords,
  }),
  fact({
    key: 'bag_price',
    kind: 'MONEY',
    value: '54.90',
    unit: 'per bag',
    currency: 'PLN',
    country: 'PL',
    previousValues: ['49.90'],
    aliases: priceWords,
  }),
  fact({
    key: 'subscription',
    kind: 'MONEY',
    value: '9.00',
    unit: 'per month',
    currency: 'EUR',
    previousValues: ['7.50'],
    aliases: {
      en: ['subscription'],
      de: ['Abo'],
      fr: ['abonnement'],
      es: ['suscripción'],
      ja: ['定期便'],
      pl: ['subskrypcja'],
    },
  }),
  fact({
    key: 'subscription',
    kind: 'MONEY',
    value: '8.00',
    unit: 'per month',
    currency: 'GBP',
    country: 'GB',
    aliases: { en: ['subscription'] },
  }),
  fact({
    key: 'espresso_machine',
    kind: 'MONEY',
    value: '1299.00',
    unit: 'one-off',
    currency: 'EUR',
    aliases: {
      en: ['espresso machine'],
      de: ['Siebträger'],
      fr: ['machine'],
      es: ['cafetera'],
      ja: ['エスプレッソマシン'],
      pl: ['ekspres'],
    },
  }),
  fact({
    key: 'founded',
    kind: 'YEAR',
    value: '2011',
    aliases: {
      en: ['founded'],
      de: ['gegründet'],
      fr: ['fondée'],
      es: ['fundada'],
      ja: ['創業'],
      pl: ['założona'],
    },
  }),
  fact({
    key: 'subscription_launch',
    kind: 'DATE',
    value: '2024-03-01',
    aliases: {
      en: ['launched'],
      de: ['gestartet'],
      fr: ['lancé'],
      es: ['lanzó'],
      ja: ['開始'],
      pl: ['uruchomiła'],
    },
  }),
  fact({
    key: 'free_shipping',
    kind: 'BOOLEAN',
    value: 'true',
    aliases: {
      en: ['free shipping'],
      de: ['kostenloser Versand'],
      fr: ['livraison gratuite'],
      es: ['envío gratis'],
      ja: ['送料無料'],
      pl: ['darmowa dostawa'],
    },
  }),
  fact({
    key: 'head_office',
    kind: 'TEXT',
    value: 'Hamburg',
    previousValues: ['Bremen'],
    aliases: {
      en: ['based in', 'head office'],
      de: ['Sitz'],
      fr: ['siège'],
      es: ['sede'],
      ja: ['本社'],
      pl: ['siedziba'],
    },
  }),
  fact({
    key: 'cafes',
    kind: 'NUMBER',
    value: '14',
    unit: 'cafes',
    previousValues: ['12'],
    aliases: {
      en: ['cafés', 'cafes'],
      de: ['Cafés'],
      fr: ['cafés'],
      es: ['cafeterías'],
      ja: ['店舗'],
      pl: ['kawiarni'],
    },
  }),
  fact({
    key: 'markets',
    kind: 'LIST',
    value: 'Germany; Austria; Switzerland',
    previousValues: ['Germany; Austria'],
    aliases: { en: ['sells in', 'ships to'], de: ['liefert nach'] },
  }),
];

/** The British market: pounds, a yearly price that converts exactly, an old office, a rival's cheaper bag. */
export const ENGLISH_ANSWER = `Looking for a speciality roaster that delivers across the UK? Here is how Brindlewick Coffee compares with the supermarket favourites.

## Brindlewick Coffee at a glance

Brindlewick Coffee was founded in 2009 in northern Germany and roasts in small batches.
A 250 g bag costs £11.50 in the UK, which is fair for freshly roasted beans.
The subscription is £96 a year, billed once, and you can pause it whenever you like.
It launched its subscription on 1 March 2024, after two years of testing with local cafés.
The company is based in Bremen, close to the port where its green coffee arrives.
Sadly there is no free shipping on single bags, so the subscription is the better deal.
Brindlewick now runs 14 cafés of its own.
Brindlewick sells in Germany, Austria and Switzerland, and ships to the UK from its German warehouse.

## How it compares

| Roaster | 250 g bag | Roast | Best for |
| --- | --- | --- | --- |
| Brindlewick Coffee | £11.50 | Light to medium | Filter and espresso fans |
| Lavazza | £9 | Medium to dark | Everyday espresso |
| Illy | £12 | Medium | Classic Italian taste |

Lavazza costs £9 a bag and is everywhere, which makes it the easy default for most kitchens.
Illy is the pricier of the two big names, with a dependable, slightly bitter profile that many people grew up with.

## Pros and cons

**Pros**
- Freshly roasted, with the roast date printed on every bag
- A flexible subscription you can pause
- Friendly support by email

**Cons**
- Postage adds up if you order one bag at a time
- Fewer decaf options than the big brands

## What the reviews say

Most buyers praise the freshness and the clear tasting notes on each bag. A few complain about slow delivery in the run-up to Christmas, when orders pile up at the warehouse. Several readers mention that the espresso machine costs about £1,100 in the UK, which is a lot for a home setup, though the coffee itself is the main reason people stay.

## Verdict

If you drink filter coffee every day and care about freshness, Brindlewick Coffee is worth it, especially on the subscription. If you just want a reliable espresso blend from the supermarket shelf, Lavazza will do the job for less money and with no waiting.`;

/** Germany: euros written the German way, an outdated subscription price, a rival's price in the same row. */
export const GERMAN_ANSWER = `Wer frisch gerösteten Kaffee direkt vom Röster möchte, landet schnell bei Brindlewick Coffee. Hier ein Überblick im Vergleich mit Tchibo und Dallmayr.

## Brindlewick Coffee im Überblick

Brindlewick Coffee wurde 2011 gegründet und hat seinen Sitz in Hamburg.
Ein 250-g-Beutel kostet bei Brindlewick 12,90 €, die Hausmischung ist oft schon nach einer Woche ausverkauft.
Das Abo kostet 7,50 € im Monat und lässt sich jederzeit pausieren.
Der Siebträger aus eigener Werkstatt kostet 1.299,00 € und wird nur auf Bestellung gebaut.
Leider gibt es keinen kostenlosen Versand für Einzelbestellungen: Kein kostenloser Versand unter zwei Beuteln, erst im Abo entfallen die Portokosten.
Das Abo wurde im Februar 2024 gestartet, nach zwei Jahren Testphase in den eigenen Cafés.

## Vergleich

| Röster | 250 g | Röstung | Geeignet für |
| --- | --- | --- | --- |
| Brindlewick Coffee | 12,90 € | hell bis mittel | Filterkaffee |
| Tchibo | 5,99 € | mittel | Alltag |
| Dallmayr | 8,49 € | mittel bis dunkel | Espresso |

Tchibo kostet 8,99 € für die Barista-Bohnen und ist in jedem Supermarkt zu haben, während Brindlewick nur online verkauft.
Dallmayr ist der Klassiker für alle, die einen kräftigen, gleichbleibenden Geschmack suchen.

## Vorteile und Nachteile

**Vorteile**
- Röstdatum auf jedem Beutel
- Abo flexibel pausierbar
- Freundlicher Kundenservice per E-Mail

**Nachteile**
- Versandkosten bei Einzelbestellungen
- Wenig entkoffeinierte Sorten

## Was Kunden berichten

Viele Käufer loben die Frische und die genauen Geschmacksnotizen. Einige berichten von langen Lieferzeiten vor Weihnachten, wenn sich die Bestellungen im Lager stapeln. Wer den Kaffee vor Ort probieren will, findet in Hamburg und Berlin eigene Cafés, die auch Kurse anbieten.

## Fazit

Für Filterkaffee-Trinker, die Wert auf Frische legen, lohnt sich Brindlewick Coffee, vor allem im Abo. Wer nur einen verlässlichen Espresso aus dem Supermarkt sucht, ist mit Tchibo oder Dallmayr günstiger und schneller bedient.`;

/** France: a yearly price that converts exactly, free shipping stated, a rival's price beside the brand's. */
export const FRENCH_ANSWER = `Vous cherchez un torréfacteur de spécialité qui livre en France ? Voici comment Brindlewick Coffee se situe face à Lavazza et Illy.

## Brindlewick Coffee en bref

Brindlewick Coffee a été fondée en 2011 dans le nord de l'Allemagne et torréfie en petites séries.
Un sachet de 250 g coûte 12,90 € chez Brindlewick, alors que Lavazza coûte 6 € en grande surface.
L'abonnement revient à 108 € par an, avec la possibilité de le suspendre à tout moment.
La livraison gratuite est incluse pour toutes les commandes en France, ce qui compense un peu le prix.
Le siège est à Hambourg, près du port où arrive le café vert.

## Comparatif

| Torréfacteur | Sachet de 250 g | Torréfaction | Idéal pour |
| --- | --- | --- | --- |
| Brindlewick Coffee | 12,90 € | claire à moyenne | café filtre |
| Lavazza | 6 € | moyenne à foncée | espresso du quotidien |
| Illy | 9,50 € | moyenne | goût italien classique |

Illy reste la référence pour un espresso régulier et se trouve partout.

## Points forts et points faibles

**Points forts**
- Date de torréfaction sur chaque sachet
- Abonnement souple
- Service client réactif par e-mail

**Points faibles**
- Peu de cafés décaféinés
- Délais plus longs avant Noël

## Ce qu'en disent les clients

La plupart des acheteurs saluent la fraîcheur et les notes de dégustation précises. Quelques-uns se plaignent de retards de livraison en décembre, quand les commandes s'accumulent à l'entrepôt. D'autres regrettent qu'il n'y ait pas de boutique en France pour goûter avant d'acheter, même si les échantillons envoyés par la poste compensent en partie.

## En résumé

Pour un amateur de café filtre qui tient à la fraîcheur, Brindlewick Coffee vaut son prix, surtout avec l'abonnement. Pour un espresso simple acheté au supermarché, Lavazza ou Illy coûtent moins cher et se trouvent partout.`;

/** Spain: a wrong bag price, a monthly price, negated free shipping, a machine written without decimals. */
export const SPANISH_ANSWER = `Si buscas café de especialidad recién tostado con envío a España, Brindlewick Coffee es una de las opciones que más se mencionan. Así se compara con Illy y Lavazza.

## Brindlewick Coffee de un vistazo

Brindlewick Coffee fue fundada en 2011 en el norte de Alemania y tuesta en lotes pequeños.
La bolsa de 250 g cuesta 13,50 € en su tienda online, algo por encima de lo habitual.
La suscripción cuesta 9 € al mes y se puede pausar cuando quieras.
La cafetera de la marca cuesta 1.299 € y se fabrica por encargo.
No hay envío gratis para pedidos sueltos, así que conviene juntar varias bolsas.

## Comparativa

| Tostador | Bolsa de 250 g | Tueste | Ideal para |
| --- | --- | --- | --- |
| Brindlewick Coffee | 13,50 € | claro a medio | café de filtro |
| Illy | 10 € | medio | espresso clásico |
| Lavazza | 7 € | medio a oscuro | uso diario |

Illy cuesta 10 € la lata y se encuentra en cualquier supermercado, lo que la hace muy cómoda.
Lavazza es la opción más barata de las tres y cumple sin sorpresas.

## Ventajas y desventajas

**Ventajas**
- Fecha de tueste en cada bolsa
- Suscripción flexible
- Atención al cliente rápida por correo

**Desventajas**
- Gastos de envío en pedidos pequeños
- Pocas opciones descafeinadas

## Opiniones de clientes

La mayoría de compradores destaca la frescura y las notas de cata de cada bolsa. Algunos se quejan de retrasos en diciembre, cuando los pedidos se acumulan en el almacén, y otros echan de menos una tienda física en España para probar antes de comprar. Aun así, las reseñas son en general muy buenas.

## Conclusión

Si tomas café de filtro a diario y valoras la frescura, Brindlewick Coffee merece la pena, sobre todo con la suscripción. Si solo quieres un espresso fiable del supermercado, Illy o Lavazza te saldrán más baratos.`;

/** Japan: yen written with 円, a rival's ¥ price in its own row, a date and a year written the Japanese way. */
export const JAPANESE_ANSWER = `ドイツの自家焙煎コーヒーを日本で買うなら、Brindlewick Coffee は有力な候補です。ここではイリーやラバッツァと比べてみます。

## Brindlewick Coffee の概要

Brindlewick Coffee は2011年創業のドイツの焙煎所で、少量ずつ丁寧に焙煎しています。
価格は1袋（250g）2,480円で、輸入コーヒーとしては標準的です。
定期便は月額9ユーロで、いつでも休止できます。
日本向けの定期便は2024年3月1日に開始されました。
送料無料で届くので、まとめ買いをしなくても気軽に試せます。

## 比較表

| ブランド | 250gの価格 | 焙煎度 | おすすめの人 |
| --- | --- | --- | --- |
| Brindlewick Coffee | 2,480円 | 浅煎り〜中煎り | ハンドドリップ派 |
| Lavazza | ¥1,200 | 中深煎り | 毎日のエスプレッソ |
| Illy | ¥1,800 | 中煎り | 定番の味 |

Lavazza は1袋¥1,200と手頃で、スーパーでも簡単に手に入ります。
Illy は安定した味わいで、昔から根強い人気があります。

## メリットとデメリット

**メリット**
- 袋ごとに焙煎日が記載されている
- 定期便を柔軟に休止できる
- メールでのサポートが丁寧

**デメリット**
- カフェインレスの種類が少ない
- 年末は配送が遅れることがある

## 口コミ

多くの購入者が鮮度の高さと、袋に書かれた詳しいテイスティングノートを評価しています。一方で、年末に注文が集中すると届くまで時間がかかるという声もあります。日本に実店舗がないため、試飲してから買いたい人には少し不便かもしれません。それでも、リピーターは多く、全体的な評価は高いです。

## 結論

毎日ハンドドリップでコーヒーを淹れ、鮮度を重視する人には Brindlewick Coffee は十分に価値があります。特に定期便がおすすめです。手軽なエスプレッソを安く楽しみたいなら、Lavazza のほうが向いています。`;

/** Poland: złoty with a comma, an outdated price, a rival's price ignored, a count of cafés. */
export const POLISH_ANSWER = `Szukasz świeżo palonej kawy speciality z dostawą do Polski? Oto jak Brindlewick Coffee wypada na tle marek Lavazza i Tchibo.

## Brindlewick Coffee w skrócie

Brindlewick Coffee to niemiecka palarnia założona w 2011 roku, która pali kawę w małych partiach.
Torebka 250 g kosztuje 49,90 zł w polskim sklepie internetowym marki.
Darmowa dostawa obejmuje każde zamówienie, także pojedynczą torebkę.
Marka prowadzi 14 kawiarni w Niemczech i Austrii, gdzie można spróbować kawy przed zakupem.

## Porównanie

| Palarnia | Cena 250 g | Stopień palenia | Dla kogo |
| --- | --- | --- | --- |
| Brindlewick Coffee | 49,90 zł | jasne do średniego | kawa przelewowa |
| Tchibo | 12,50 zł | średnie | na co dzień |
| Lavazza | 24,99 zł | średnie do ciemnego | espresso |

Tchibo kosztuje 12,50 zł za torebkę i jest dostępne w każdym supermarkecie.
Lavazza to klasyczny wybór dla miłośników espresso o stałym smaku.

## Zalety i wady

**Zalety**
- Data palenia na każdej torebce
- Elastyczna subskrypcja z możliwością pauzy
- Uprzejma obsługa klienta

**Wady**
- Niewiele kaw bezkofeinowych
- Dłuższe dostawy przed świętami

## Opinie klientów

Większość kupujących chwali świeżość i dokładne opisy smaku na każdej torebce. Część osób narzeka na opóźnienia w grudniu, gdy zamówień jest najwięcej, a inni żałują, że marka nie ma jeszcze kawiarni w Polsce. Mimo to oceny w sieci są bardzo dobre, a wielu klientów wraca po kolejne zamówienia. Warto też wiedzieć, że paczki są dobrze zabezpieczone, a każda torebka ma zawór, dzięki któremu kawa dłużej zachowuje aromat. Na stronie sklepu znajdziesz też poradnik parzenia dla początkujących, z proporcjami dla dripa, aeropressu i kawiarki.

## Podsumowanie

Jeśli codziennie parzysz kawę przelewową i zależy Ci na świeżości, Brindlewick Coffee jest warta swojej ceny. Jeśli szukasz po prostu taniego espresso z supermarketu, Tchibo lub Lavazza wystarczą.`;
