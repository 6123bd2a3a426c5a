import { describe, test } from 'vitest';
import { checkExample, exampleRows } from '../examples.fixture';

/**
 * The answers the functions behind the mention rules and steps were written for (the comments of
 * answer-reading.ts, domains.ts, evidence.ts, first-reading.ts, german.ts, market.ts, name-verdict.ts,
 * matching.ts, persons.ts and rules.ts point here); each rule record holds the answers of its own (rules/rules.test.ts
 * reads them). The columns: where the rule is, what the analyzer reads, the brand (" -" before what it is not), the
 * competitors, the answer (examples.fixture.ts).
 */
const TABLE = `
answer-reading:keepNames                   | hidden reading=name/name/word-of-language                | Prima                     |                       | Prima di tutto controlla il contratto: prima di rinnovare, confronta le offerte.
answer-reading:keepNames                   | hidden reading=name/name/word-of-language                | Hay                       |                       | Hay que comparar las tarifas. Hay muchas opciones y hay que elegir bien.
answer-reading:keepNames                   | visible reading=name/name                                | Sol                       | Corona                | Sol es una lager mexicana ligera, como Corona.
answer-reading:keepNames                   | visible reading=name/name                                | Ben                       | Simyo                 | Ben is goedkoop en Simyo ook.
answer-reading:keepNames                   | hidden reading=name/name/word-of-language                | Prima                     |                       | Prima di firmare, leggi le condizioni. Prima di tutto confronta le offerte.
answer-reading:keepNames                   | hidden reading=name/name/word-of-language                | Antes                     |                       | Antes de comprar, compara precios. Antes de nada, mira las opiniones.
answer-reading:keepNames                   | visible reading=name/name                                | Sol de Janeiro            |                       | Sol de Janeiro makes the best body cream I have tried.
answer-reading:settleInAnswer              | visible reading=ordinary/phrase-of-language              | Feu Vert                  | Norauto               | Il faut donner le feu vert au mécanicien. Norauto et Feu Vert sont deux chaînes.
answer-reading:settleInAnswer              | hidden reading=ordinary/capitalised-elsewhere            | Tandem                    |                       | It works best in tandem with a planner. Tandem Pro gives you shared calendars.
answer-reading:settleInAnswer              | visible reading=name/named-beside-brands                 | Slack                     | Teams                 | We chat on slack with clients, and Teams is for calls.
answer-reading:settleInAnswer              | visible reading=name/named-beside-brands                 | Dove                      | Nivea                 | Dove soap is gentle, and Nivea makes a good lotion.
answer-reading:settleInAnswer              | hidden reading=other-sense/listed-place                  | Alamo                     |                       | The Alamo, the River Walk and the Pearl district are walkable.
answer-reading:settleInAnswer              | visible reading=name/name                                | Viator                    | GetYourGuide          | In Rome, GetYourGuide and Viator have the most tours.
answer-reading:settleInAnswer              | hidden reading=indefinite/indefinite-noun                | Flink                     |                       | Für den Wocheneinkauf reicht ein Flink. Flink liefert in zehn Minuten.
answer-reading:keepNames                   | hidden reading=indefinite/indefinite-noun                | Depot                     |                       | Du brauchst ein Depot. Ein Depot bei deiner Hausbank ist teuer.
answer-reading:keepNames                   | visible reading=name/name                                | Uvex                      | Abus                  | Uvex-Helme gehören zu den besten, ebenso wie Abus.
domains:findDomains                        | visible reading=none                                     | Acme                      |                       | See docs.acme.io for the setup guide, it is great.
domains:findDomains                        | hidden reading=none                                      | Acme                      |                       | Sign up at notacme.io to get started, it is great.
domains:findDomains                        | hidden reading=none                                      | Acme                      |                       | Sign up at acme.io.evil.com to get started, it is great.
domains:findDomains                        | visible reading=none                                     | Acme                      |                       | Their plans are at acme.co.uk/pricing and they are great.
evidence:uncorroborated                    | hidden reading=name/name/uncorroborated                  | Ring                      |                       | Neem de Ring A10 richting Amsterdam-Noord.
evidence:uncorroborated                    | hidden reading=name/name/uncorroborated                  | Tide                      |                       | - **Tide** – a business account for freelancers\\n- **Starling** – a free business account\\n- **Monzo** – quick to open
evidence:titlesAWork                       | hidden reading=other-sense/titles-a-work                 | Exodus                    |                       | Bob Marley recorded *Exodus* (1977) in London.
evidence:titlesAWork                       | hidden reading=other-sense/titles-a-work                 | Apollo                    |                       | Watch the documentary *Apollo 11* (2019) tonight.
evidence:namesAnotherSite                  | hidden reading=other-name/another-site                   | Mango                     |                       | Mango Languages is free at many libraries: see mangolanguages.com for details.
evidence:namesCodeLibrary                  | hidden reading=other-sense/code-library                  | Ember                     | React                 | Ember.js and React are both front-end frameworks.
evidence:namesCodeLibrary                  | hidden reading=ordinary/ordinary-word-in-code            | Sanity                    | Contentful            | Put the client in lib/sanity.ts and call Contentful from the server.
evidence:isCommonNounUse                   | hidden reading=common-noun/common-noun-use               | Chipotle                  |                       | Serve the tacos with a chipotle crema.
evidence:isCommonNounUse                   | hidden reading=common-noun/common-noun-use               | Basecamp                  |                       | The final push to basecamp takes a day.
evidence:isCommonNounUse                   | hidden reading=common-noun/common-noun-use               | Basecamp                  |                       | You reach basecamp on day 8 of the trek.
evidence:isCommonNounUse                   | visible reading=name/name                                | illy                      | Lavazza               | - **illy Classico** – smooth and balanced\\n- **Lavazza Oro** – a classic
evidence:isCommonNounUse                   | hidden reading=common-noun/common-noun-use               | Flink                     | Gorillas              | Mit dem Rad bist du flink unterwegs, und Gorillas liefert schnell.
evidence:isCommonNounUse                   | hidden reading=common-noun/common-noun-use               | Carrefour                 | Auchan                | On se retrouve au grand carrefour, puis chez Auchan.
evidence:isCommonNounUse                   | visible reading=name/name                                | Bol                       | Coolblue              | Kijk maar bol's assortiment na, of dat van Coolblue.
evidence:isCommonNounUse                   | visible reading=name/name                                | Zoho                      | HubSpot               | zoho is cheaper, but HubSpot has a better free plan.
evidence:isCommonNounUse                   | visible reading=name/name                                | HubSpot                   |                       | Install @hubspot/api-client to call the API, it is great.
evidence:isNamePlural                      | visible reading=name/name                                | Tesla                     |                       | Teslas hold their value better than most cars.
evidence:isNamePlural                      | visible reading=name/name                                | Rolex                     |                       | Rolexes keep their value well.
evidence:isNamePlural                      | visible reading=name/name                                | freenet                   | Telekom               | Die freenets Tarife sind günstiger als die der Telekom.
first-reading:readMatches                  | visible reading=name/name                                | BitBox                    | Trezor                | The BitBox02 is a good hardware wallet, like the Trezor.
first-reading:readMatches                  | visible reading=name/name                                | Dunkin'                   | Starbucks             | Dunkin's coffee is cheaper than Starbucks.
first-reading:readMatches                  | visible reading=name/name                                | Citroen                   | Peugeot               | The Citroën C3 is cheaper than the Peugeot 208.
first-reading:NAME_ENDING                  | visible reading=name/name                                | Nordvik                   |                       | Nordvik'in emme gücü yüksek, fiyatı da makul; kutudan çıkar çıkmaz kullanılabiliyor.
first-reading:NAME_ENDING                  | visible reading=name/name position=2                     | Nordvik                   | Brivo                 | Küçük evler için en iyi seçenek Brivo'dur; Nordvik'ten daha sessiz ve daha hafif.
german:isGermanNounUse                     | hidden reading=ordinary/german-noun-use                  | Teufel                    |                       | Der Teufel steckt im Detail.
german:isGermanNounUse                     | hidden reading=ordinary/german-noun-use                  | Staub                     |                       | Stell das Regal so, damit sich kein Staub darin sammelt.
german:isGermanThing                       | hidden reading=ordinary/german-thing                     | Globus                    |                       | Zu Weihnachten gab es einen beleuchteten Globus.
german:isGermanNounUse                     | visible reading=name/name                                | Telekom                   | Vodafone              | Ich bin seit Jahren bei der Telekom und zufrieden, Vodafone war schlechter.
german:isGermanNounUse                     | visible reading=name/name                                | Sparkasse                 | ING                   | Das Girokonto bei der Sparkasse kostet mehr als bei der ING.
market:offMarket                           | visible reading=name/name                                | Sunday                    |                       | Sunday lets diners pay at the table.
market:offMarket                           | visible reading=name/name                                | Loom                      | Vidyard               | Record a Loom-style video, or use Vidyard.
market:offMarket                           | hidden reading=name/name/off-market                      | Harvey                    |                       | Hurricane Harvey made landfall in Texas in 2017.
market:offMarket                           | hidden reading=name/name/off-market                      | Genesis                   |                       | The Book of Genesis opens with the creation.
market:offMarket                           | visible reading=name/name                                | Acme                      |                       | Acme ist zuverlässig und günstig.
name-verdict:neighbourWords                | hidden reading=ordinary/lower-case-word                  | Apple                     |                       | An apple a day keeps the doctor away.
name-verdict:neighbourWords                | hidden reading=ordinary/lower-case-word                  | Slack                     |                       | Don't cut them some slack on deadlines.
name-verdict:neighbourWords                | hidden reading=ordinary/sense-cue                        | Sunday                    |                       | Most shops close on Sunday.
name-verdict:neighbourWords                | hidden reading=opening/opens-sentence                    | Apple                     |                       | Apple pie is best with cinnamon.
name-verdict:neighbourWords                | hidden reading=ordinary/lower-case-word                  | Square                    |                       | The flat is 900 square feet.
name-verdict:neighbourWords                | hidden reading=other-sense/capitalised-sense-cue         | Amazon                    |                       | Fishing in the Amazon basin is seasonal.
name-verdict:neighbourWords                | hidden reading=other-sense/place-or-sky-next             | Mercury                   |                       | Mercury's orbit is the most eccentric of the planets.
name-verdict:neighbourWords                | hidden reading=other-sense/capitalised-sense-cue         | Mercury                   |                       | You can see planet Mercury at dusk.
name-verdict:neighbourWords                | hidden reading=other-sense/capitalised-sense-cue         | Amazon                    |                       | Deforestation in the Amazon rainforest is accelerating.
name-verdict:neighbourWords                | hidden reading=other-sense/capitalised-sense-cue         | Mercury                   |                       | Some blame Mercury retrograde for bad luck.
name-verdict:neighbourWords                | hidden reading=ordinary/sense-cue                        | Sunday                    |                       | We love Sunday brunch at the café.
name-verdict:neighbourWords                | hidden reading=other-sense/after-demonym                 | Patagonia                 |                       | We hiked across the Chilean Patagonia for two weeks.
name-verdict:neighbourWords                | hidden reading=other-sense/place-name-start              | Costa                     |                       | Costa Rica is a great place for surfing holidays.
name-verdict:neighbourWords                | hidden reading=other-sense/named-as-place                | Sabadell                  |                       | Sabadell es una buena ciudad para vivir cerca de Barcelona.
name-verdict:neighbourWords                | visible reading=name/name                                | Courtepaille              | Buffalo Grill, Flunch | Pour manger vite, choisissez un Buffalo Grill, un Courtepaille ou un Flunch.
name-verdict:words                         | hidden reading=ordinary/sense-cue                        | Southwest                 |                       | Southwest Florida's beaches are quiet in May.
name-verdict:writtenAsWord                 | hidden reading=common-noun/lower-case-after-adjective    | Mint                      |                       | Garnish with lots of fresh mint.
name-verdict:writtenAsWord                 | visible reading=name/name                                | Sunday                    |                       | - **sunday** – guests scan a QR code and pay at the table.
name-verdict:writtenAsWord                 | hidden reading=ordinary/lower-case-word                  | Hive                      |                       | It is a kind of hive-mind memory for the team.
name-verdict:writtenAsWord                 | hidden reading=ordinary/lower-case-word                  | Plaid                     |                       | Wear a flannel **plaid** overshirt in autumn.
name-verdict:opensSentenceAsWord           | visible reading=name/name                                | Google Flights            |                       | Google Flights price tracking is free.
name-verdict:isNearCue                     | visible reading=name/name                                | Toast                     | Clover                | Toast and Clover both sell terminals.
name-verdict:lower-case-handle             | visible reading=name/named-beside-brands                 | Slack                     | Jira                  | The bot posts it on slack and files a ticket in Jira.
name-verdict:lower-case-after-adjective    | hidden reading=ordinary/lower-case-word                  | Target                    |                       | Set a target budget for the month.
name-verdict:lower-case-after-adjective    | hidden reading=ordinary/lower-case-word                  | Square                    |                       | Prices are quoted per square-foot.
name-verdict:lower-case-after-adjective    | hidden reading=ordinary/lower-case-word                  | Slack                     |                       | Give yourself some slack.
name-verdict:given-name-before             | hidden reading=other-sense/given-name-before             | Bolt                      |                       | Mr Bolt will see you now.
name-verdict:verb-before-place             | hidden reading=ordinary/verb-before-place                | Discover                  |                       | Discover Lisbon on foot in three days.
name-verdict:imperative-opens-sentence     | hidden reading=ordinary/imperative-opens-sentence        | Bolt                      |                       | Bolt the frame to the wall first.
name-verdict:opens-sentence                | visible reading=name/named-beside-brands                 | Dove                      | Nivea                 | Dove soap is gentle, and Nivea makes a good lotion.
name-verdict:another-organisations-name    | hidden reading=other-name/another-organisations-name     | Nest                      |                       | Google Nest speakers work with most smart plugs.
name-verdict:another-organisations-name    | hidden reading=other-name/particle-opens-name            | Costa                     |                       | Costa del Sol is busy in August.
name-verdict:longer-name-of-its-own        | hidden reading=in-other-name/longer-name-of-its-own      | Subway                    |                       | Subway Surfers is a popular mobile game.
name-verdict:tail-of-another-name          | hidden reading=other-sense/tail-of-another-name          | Delta                     |                       | We took a boat trip through the Mekong Delta.
name-verdict:weekday-in-schedule           | hidden reading=other-sense/weekday-in-schedule           | Monday                    |                       | We meet Tuesday and Thursday, and Monday too.
name-verdict:list-introduced-by-sense-word | hidden reading=other-sense/list-introduced-by-sense-word | Apple                     |                       | Healthy fruits to pack:\\n- Apple\\n- Banana
name-verdict:isLowercaseHandle             | visible reading=name/named-beside-brands                 | Slack                     | PagerDuty             | It posts in #incidents on slack with a summary and pages PagerDuty.
name-verdict:isLowercaseHandle             | visible reading=name/named-beside-brands                 | Notion                    | Coda                  | We moved everything into notion. Coda was too slow.
evidence:isNamePlural                      | hidden reading=ordinary/plural-of-no-name                | Asana                     |                       | ## Yoga Asanas for Beginners\\nStart slowly.
matching:exclusions                        | hidden reading=other-sense/excluded-phrase               | Square -Square Enix       | Stripe                | Square Enix makes Final Fantasy, while Stripe handles payments.
matching:exclusions                        | hidden reading=other-sense/excluded-phrase               | Mercury -Freddie Mercury  |                       | Freddie Mercury wrote Bohemian Rhapsody in 1975.
matching:exclusions                        | hidden reading=other-sense/excluded-sense                | Mercury -outboard engines | Yamaha                | Mercury makes outboard engines, and so does Yamaha.
matching:variantPattern                    | visible reading=name/name                                | Acme                      | Zeta                  | Acme's plans are cheaper than Zeta.
matching:variantPattern                    | visible reading=name/name                                | Acme                      | Zeta                  | **Acme** is cheaper than Zeta.
matching:variantPattern                    | visible reading=name/name                                | Acme                      | Zeta                  | Acme-powered dashboards beat Zeta.
matching:variantPattern                    | hidden reading=none                                      | Acme                      | Zeta                  | Acmeology is a field of study, unlike Zeta.
matching:unspacedNamePattern               | visible reading=name/name                                | おぼろ旅                  | じゃらん              | おぼろ旅について口コミを見ると、じゃらんより安い宿が多いです。
matching:unspacedNamePattern               | hidden reading=none                                      | ヒカリ                    |                       | ヒカリフィットは駅前にあるジムです。
matching:hostLabels                        | visible                                                  | HubSpot                   |                       | Compare plans at hubspot.com/pricing before you buy.
matching:spacedNameEdges                   | visible reading=name/name                                | Solvane                   |                       | Solvaneはフランス・パリに本社を置く太陽光発電の会社です。
matching:spacedNameEdges                   | visible reading=name/name                                | Solvane                   |                       | ## Solvaneの基本情報\\n\\n住宅向けの太陽光パネルを販売しています。
matching:spacedNameEdges                   | visible reading=name/name                                | Solvane                   |                       | フランスのメーカー「Solvane」について、基本的な事実をまとめました。
matching:spacedNameEdges                   | visible reading=name/name                                | Solvane                   |                       | Solvane은 프랑스 파리에 본사를 둔 태양광 회사입니다.
matching:spacedNameEdges                   | visible reading=name/name                                | Solvane                   | 京セラ                   | 京セラとSolvaneの保証を比べると、差は小さいです。
matching:spacedNameEdges                   | hidden reading=none                                      | Solvane                   |                       | Solvanexはフランスの太陽光発電の会社です。
matching:spacedNameEdges                   | hidden reading=none                                      | Solvane                   |                       | Solvanex is a solar installer based in Paris.
matching:spacedNameEdges                   | visible reading=name/name                                | 브리보                       |                       | 브리보가 가장 빠르고, 가격도 합리적입니다.
matching:spacedNameEdges                   | visible reading=name/name position=2                     | 브리보                       | Solvane               | Solvane은 저렴하지만 브리보는 고객 지원이 더 빠릅니다.
matching:spacedNameEdges                   | hidden reading=none                                      | 브리보                       |                       | 브리보드 제품은 아직 한국에 출시되지 않았습니다.
matching:hostLabels                        | visible                                                  | HubSpot                   |                       | The docs at docs.hubspot.co.uk explain the API well.
matching:lowerCaseNames                    | visible reading=name/name                                | imagin                    | BBVA                  | Con imagin no pagas comisiones, y BBVA tampoco.
matching:lowerCaseNames                    | visible reading=name/name                                | realme                    | Xiaomi                | The realme 12 is cheaper than Xiaomi phones.
matching:capitalNames                      | visible reading=name/name                                | Cricket Wireless          | Boost Mobile          | yes, boost mobile is a real carrier, in the same bracket as cricket wireless.
matching:articleName                       | visible reading=name/name                                | Le Petit Ballon           | Vinatis               | L'abonnement du Petit Ballon coûte moins cher que Vinatis.
matching:articleName                       | visible reading=name/name                                | El Corte Inglés           | Zara                  | Compré la chaqueta en la web del Corte Inglés y no en Zara.
matching:articleName                       | visible reading=name/name                                | La Rinascente             | Coin                  | Ho comprato il cappotto della Rinascente, non da Coin.
matching:germanName                        | visible reading=name/name                                | Deutsche Bahn             | FlixBus               | Die Tickets der Deutschen Bahn sind teurer als bei FlixBus.
matching:possessiveName                    | visible reading=name/name                                | Le Shuttle                | Ferry                 | Eurotunnel's Le Shuttle is faster than the ferry.
matching:possessiveName                    | visible reading=name/name                                | Prime Video               | Netflix               | Amazon's Prime Video costs less than Netflix.
matching:compileMatcher                    | visible reading=name/name                                | Monday                    | Asana                 | Steer clear of monday if you need Asana's timelines.
matching:findMentions                      | visible position=1                                       | Acme Cloud                | Acme                  | Acme Cloud is faster than most rivals.
matching:findMentions                      | hidden reading=other-sense/given-name-before             | Bolt                      |                       | Usain Bolt is the fastest man in history. Bolt won eight Olympic golds.
answer-reading:settleInAnswer              | visible reading=name/product-beside-brands               | Spur                      | VanMoof               | The Spur City, the VanMoof S5 and the Cowboy 4 look alike.
answer-reading:settleInAnswer              | visible position=1                                       | Yonder                    | Aventon               | The Yonder Trail is comfortable on gravel.\\n\\n## Verdict\\nThe Yonder Trail rides better than the Aventon Sinch.
answer-reading:keepNames                   | hidden reading=name/name/heading-word                     | Xodó                      |                       | ## Xodó não é só carinho\\n\\nTratar o cachorro como xodó da casa não basta: a ração conta.
answer-reading:keepNames                   | visible reading=name/name                                | Rask                      | Duolingo              | ## Rask vs Duolingo\\n\\nBegge apper er gratis å prøve, og en rask økt tar fem minutter.
persons:isPersonName                       | visible reading=name/name                                | Wegwijs                   | Aviva                 | Aviva is the best all-rounder. Skip Wegwijs unless its claims service improves.
persons:referredToAsPerson                 | visible                                                  | Kvist                     | HelloFresh            | Der er nogle klager over Kvist, men de fleste handler om levering. Her er et overblik over Kvist og HelloFresh.
rules:common-noun-use                      | visible reading=name/name                                | Pinecone                  | Weaviate              | Install the client, then:\\n\\n\`\`\`python\\nfrom pinecone import Pinecone\\n\`\`\`\\n\\nWeaviate works the same way.
`;

describe('mentions: each rule reads the example it was written for', () => {
  test.each(exampleRows(TABLE))('$where: $expected ($text)', (row) => checkExample(row));
});
