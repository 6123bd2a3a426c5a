import { describe, test } from 'vitest';
import { checkExample, exampleRows } from '../examples.fixture';

/**
 * The answers the grammar's rules were written for (the comments of capitals.ts, clauses.ts, name-
 * senses.ts, other-names.ts, persons.ts and places.ts point here). The columns: where the rule is, what the
 * analyzer reads, the brand (" -" before what it is not), the competitors, the answer
 * (examples.fixture.ts).
 */
const TABLE = `
capitals:quotedAlone                | hidden reading=ordinary/lower-case-word              | Whoop           |             | The characteristic "whoop" is the sound of the cough.
capitals:endsSentence               | visible reading=name/name                            | Khan Academy    |             | Khan Academy costs $6.99 a month at www.khanacademy.org for the app.
capitals:readsAsNameAtSentenceStart | visible reading=name/name                            | Slack           |             | Slack integrates with most tools your team already uses.
capitals:readsAsNameAtSentenceStart | visible reading=name/name                            | Apple           |             | Apple unveiled a new laptop this week.
capitals:readsAsNameAtSentenceStart | visible reading=name/name                            | Zoom            |             | Zoom is the easiest way to run a video call.
capitals:readsAsNameAtSentenceStart | visible reading=name/name                            | Apple           | Samsung     | Apple Watch tracks your sleep better than Samsung watches.
capitals:readsAsNameAtSentenceStart | hidden reading=ordinary/imperative-opens-sentence    | Target          |             | Target your ads to people who visited your site.
capitals:readsAsNameAtSentenceStart | hidden reading=ordinary/imperative-opens-sentence    | Bolt            |             | Bolt the frame to the wall before you mount the shelf.
capitals:readsAsNameAtSentenceStart | hidden reading=ordinary/imperative-opens-sentence    | Make            |             | Make sure you back up your files first.
capitals:readsAsNameAtSentenceStart | hidden reading=ordinary/imperative-opens-sentence    | Discover        |             | Discover hidden gems in the old town.
capitals:readsAsNameAtSentenceStart | hidden reading=ordinary/imperative-opens-sentence    | Budget          |             | Budget-conscious travellers should book early.
capitals:readsAsNameAtSentenceStart | hidden reading=ordinary/imperative-opens-sentence    | Target          |             | Target 25-40 g of protein per meal.
capitals:readsAsNameAtSentenceStart | visible reading=name/name                            | Ram             |             | Ram 1500 is the best-selling pickup in its class.
capitals:readsAsNameAtSentenceStart | visible reading=name/name                            | Amazon          |             | Amazon-owned Whole Foods has cut prices.
capitals:readsAsNameAtSentenceStart | hidden reading=ordinary/imperative-opens-sentence    | Next            |             | Next, compare the monthly fees of each bank.
capitals:readsAsNameAtSentenceStart | visible reading=name/name                            | Notion          | Coda        | Coda splits docs into tables. Notion, by contrast, keeps everything in one workspace.
capitals:readsAsNameAtSentenceStart | hidden reading=opening/opens-sentence                | Booking         |             | Booking early is the best way to save on flights.
capitals:readsAsNameAtSentenceStart | hidden reading=opening/opens-sentence                | Booking         |             | Booking hotels directly often gets you a better rate.
capitals:readsAsNameAtSentenceStart | visible reading=name/name                            | Rippling        |             | Rippling is an HR platform that also runs payroll.
clauses:isInterjection              | hidden reading=ordinary/interjection                 | Hey             |             | Hey! Good question. Here are three options.
clauses:isInterjection              | hidden reading=ordinary/interjection                 | Oi              |             | Oi, tudo bem? Aqui vão algumas dicas.
clauses:isInterjection              | visible reading=name/name                            | Wahoo           | Tacx        | Wahoo, Tacx and Elite all make smart trainers.
clauses:isInterjection              | hidden reading=ordinary/interjection                 | Indeed          |             | Indeed, most recruiters read a CV in under a minute.
clauses:opensClauseAsVerb           | hidden reading=ordinary/verb-opens-clause            | Hay             |             | Hay varias tiendas en Madrid que venden café de especialidad.
clauses:opensClauseAsVerb           | hidden reading=ordinary/verb-opens-clause            | Ho              |             | Ho due SIM nel telefono e pago poco.
clauses:opensClauseAsVerb           | visible reading=name/name                            | Hay             |             | HAY es una marca danesa de muebles y accesorios.
clauses:opensClauseAsVerb           | visible reading=name/name                            | Saturn          |             | Saturn bietet oft gute Angebote für Fernseher.
clauses:isIndefiniteNoun            | hidden reading=indefinite/indefinite-noun            | Puma            |             | Im Zoo sahen wir nicht nur Löwen und Tiger, sondern sogar einen Puma.
clauses:isIndefiniteNoun            | hidden reading=indefinite/indefinite-noun            | Chipotle        |             | Every kitchen needs a chipotle.
clauses:isIndefiniteNoun            | visible reading=name/name                            | Square          |             | Get a Square reader for your market stall.
clauses:isIndefiniteNoun            | visible reading=name/name                            | Acme            | Zeta        | Pelo preço, eu evitaria a Acme e ficaria com a Zeta.
clauses:isIndefiniteNoun            | visible reading=name/name                            | Trezor          |             | It is safer to keep coins on a Trezor.
clauses:isIndefiniteNoun            | visible reading=name/name                            | Lupa            |             | Es útil tener cerca un Lupa, abierto hasta tarde.
clauses:isIndefiniteNoun            | hidden reading=indefinite/indefinite-noun            | Depot           |             | Für den Anfang reicht ein Depot.
name-senses:isTimeExpression        | hidden reading=other-sense/weekday-in-schedule       | Monday          |             | The team meets Monday at 10 am.
name-senses:isTimeExpression        | hidden reading=ordinary/sense-cue                    | Monday          |             | We review it Monday morning.
name-senses:isTimeExpression        | hidden reading=ordinary/sense-cue                    | Monday          |             | Schedule a Monday meeting with the team.
other-names:partOfAnotherName       | hidden reading=other-sense/tail-of-another-name      | Delta           |             | We took a boat trip through the Mekong Delta.
other-names:partOfAnotherName       | hidden reading=other-sense/tail-of-another-name      | Square          |             | Hotels near Times Square are pricey.
other-names:partOfAnotherName       | hidden reading=other-name/another-organisations-name | Chase           |             | Chevy Chase starred in the film.
other-names:partOfAnotherName       | hidden reading=other-name/owned-by                   | Gemini          |             | Google's Gemini can summarise your inbox.
other-names:partOfAnotherName       | hidden reading=other-name/owned-by                   | Chipotle        |             | Taco Bell's Chipotle Chicken Melt is back on the menu.
other-names:partOfAnotherName       | hidden reading=other-name/another-organisations-name | Mint            |             | Mint Mobile has cheap plans.
other-names:partOfAnotherName       | hidden reading=other-name/another-organisations-name | Mercury         |             | Mercury Marine makes outboard engines.
other-names:partOfAnotherName       | hidden reading=other-name/particle-opens-name        | Costa           |             | Costa del Sol is busy in August.
other-names:partOfAnotherName       | hidden reading=in-other-name/longer-name-of-its-own  | Subway          |             | Subway Surfers is a popular mobile game.
other-names:partOfAnotherName       | visible reading=name/name                            | Ring            |             | The Ring Battery Doorbell is easy to install.
other-names:partOfAnotherName       | visible reading=name/name                            | Adobe           | Capture One | Adobe Lightroom is the standard for photo editing, but Capture One is faster.
other-names:tail                    | hidden reading=other-name/another-organisations-name | Arc             |             | Nous avons visité l'Arc de Triomphe hier.
other-names:nameBefore              | hidden reading=other-name/another-organisations-name | Nest            |             | Google Nest speakers work with most smart plugs.
other-names:nameBefore              | visible reading=name/name                            | Otto            | Amazon      | Den Fernseher habe ich beim Händler Otto gekauft, nicht bei Amazon.
other-names:nameBefore              | visible reading=name/name                            | Inter           | Nubank      | Abri uma conta no Banco Inter e também no Nubank.
other-names:nameBefore              | visible reading=name/name                            | Cost Plus Drugs |             | Mark Cuban Cost Plus Drugs sells generics cheaply.
other-names:nameBefore              | hidden reading=other-name/another-organisations-name | Chase           |             | Chevy Chase Bank was bought long ago.
other-names:nameBefore              | hidden reading=other-sense/tail-of-another-name      | Bolt            |             | The new **Chevrolet Bolt EUV** has a longer range.
other-names:nameBefore              | visible reading=name/name                            | Grand Oasis     |             | **Grand Oasis Cancún** is an all-inclusive resort.
other-names:nameBefore              | hidden reading=other-name/another-organisations-name | Discover        |             | Google Discover shows stories you might like.
persons:isPersonName                | hidden reading=other-sense/given-name-before         | Mercury         |             | Freddie Mercury was the singer of Queen.
persons:isPersonName                | hidden reading=other-sense/given-name-before         | Bolt            |             | Mr Bolt will see you now.
persons:isPersonName                | hidden reading=other-sense/given-name-before         | Bolt            |             | Usain Bolt is the fastest man in history.
persons:isPersonName                | hidden reading=other-sense/given-name-before         | Chase           |             | Chase Utley spent 13 seasons with the Phillies.
persons:isPersonName                | visible reading=name/name                            | Kia             |             | The Kia Sportage is a solid family SUV.
persons:isPersonName                | hidden reading=other-sense/given-name-before         | Dirk            |             | Mijn buurman Dirk helpt me met de verhuizing.
persons:isPersonName                | hidden reading=other-sense/given-name-before         | Chase           |             | I asked my friend Chase for advice.
persons:isPersonName                | hidden reading=other-sense/person-name               | Otto            |             | Otto von Bismarck unified Germany.
persons:isPersonName                | hidden reading=other-sense/person-name               | Leonardo        |             | Leonardo da Vinci painted the Mona Lisa.
persons:opensProductName            | visible reading=name/name                            | Discover        |             | **Discover it Student** has no annual fee.
persons:opensProductName            | visible reading=name/name                            | Square          | Toast       | Square for Restaurants handles tables and tips, like Toast.
persons:referredToAsPerson          | hidden reading=other-sense/referred-to-as-person     | Demeter         |             | Demeter, goddess of grain, was worshipped at Eleusis.
persons:referredToAsPerson          | hidden reading=other-sense/referred-to-as-person     | Odin            |             | Odin, the Norse god, gave an eye for wisdom.
persons:referredToAsPerson          | hidden reading=other-sense/referred-to-as-person     | Ludwig          |             | Ludwig, König von Bayern, baute Neuschwanstein.
persons:referredToAsPerson          | hidden reading=other-sense/referred-to-as-person     | Utley           |             | Utley spent 13 seasons with the Phillies. He retired in 2018.
persons:isPersonsPossession         | hidden reading=other-sense/persons-possession        | Max             |             | For Max's age (8), the tablet is a good fit.
persons:isPersonsPossession         | hidden reading=other-sense/persons-possession        | Emma            |             | Emma's mum would rather pick a quieter school.
persons:isPersonsPossession         | visible reading=name/name                            | Max             | Bark        | Max's age verification takes a minute, and Bark does the same.
places:isRouteEnd                   | hidden reading=other-sense/named-as-place            | Zurich          |             | Moving to Zurich is expensive but worth it.
places:isRouteEnd                   | visible reading=name/name                            | Notion          | Coda        | Moving to Notion from Coda took our team a week.
places:isRouteEnd                   | hidden reading=other-sense/named-as-place            | León            |             | From Madrid, the fastest way to León is the train.
places:isRouteEnd                   | visible reading=name/name                            | Tesla           |             | We drove to Tesla's Gigafactory last spring.
places:isRouteEnd                   | visible reading=name/name                            | Zurich          | Allianz     | We are moving to Zurich offices downtown, next to Allianz.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Patagonia       |             | Hiking in Patagonia in March is the best time.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Patagonia       |             | Patagonia is best visited in March.
places:isNamedAsPlace               | visible reading=name/name                            | Patagonia       |             | Hiking in Patagonia gear keeps you dry on the trail.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Sabadell        |             | Sabadell es una buena ciudad para vivir cerca de Barcelona.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Santander       |             | Si te mudas a Santander, la ciudad tiene buen transporte.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Jever           |             | We stayed in the small town of Jever for a night.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Vittel          |             | Nous avons dormi dans la ville de Vittel.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Jever           |             | Wir wohnen in der Stadt Jever seit Jahren.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Kinsale         |             | Kinsale is a small town on the south coast.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Iceland         |             | A week in Iceland in March is cold but lovely.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Alhambra        |             | Enjoy the view back across to the Alhambra, then walk down.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Lincoln         |             | The drive from Omaha to Lincoln, Nebraska takes an hour.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Balocco         |             | Balocco, in provincia di Vercelli, è un piccolo paese.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Lugo            |             | Lugo, in the province of Ravenna, has a big market.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Alhambra        |             | Most people visit the Alhambra in the morning.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Alamo           |             | We explore the Alamo on the first day.
places:isNamedAsPlace               | visible reading=name/name                            | Notion          | Coda        | Explore the Notion templates before you pick Coda.
places:isNamedAsPlace               | hidden reading=other-sense/named-as-place            | Sagres          |             | The west coast around Sagres is wild and windy.
places:isNamedAsPlace               | visible reading=name/name                            | Movistar        | Vodafone    | La cobertura de Vodafone es buena en la ciudad y la de Movistar en el resto.
places:NOT_PLACE_KINDS              | visible reading=name/name                            | Hermès          |             | Fashion houses like Hermès keep prices high.
places:TRAVELLED_THROUGH            | visible reading=name/name                            | Birkenstock     |             | I spend the summer walking in Vans, Birkenstock or Clarks.
places:listsPlaces                  | hidden reading=other-sense/listed-place              | Alamo           |             | The Alamo, the River Walk, La Villita and the Pearl district are walkable.
places:listsPlaces                  | hidden reading=other-sense/listed-place              | Siena           |             | Andando por Florença, Siena, Arezzo e Lucca se vê muito.
places:listsPlaces                  | visible reading=name/name                            | Condor          |             | If you fly to the Caribbean or Canada, Condor is often the only option.
places:listsPlaces                  | hidden reading=other-sense/listed-place              | Arezzo          |             | Visit cities like Siena, Arezzo and Lucca by train.
places:listsPlaces                  | visible reading=name/name                            | Nectar          | Casper      | Where Nectar falls short is edge support, and Casper does better.
`;

describe('grammar: each rule reads the example it was written for', () => {
  test.each(exampleRows(TABLE))('$where: $expected ($text)', (row) => checkExample(row));
});
