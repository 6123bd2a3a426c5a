/**
 * Hand-labelled answers: each states, as a person reads it, whether the brand is named, its position
 * (1 + tracked competitors first named before it), and the tracked competitors named in order of first
 * mention. Written to cover lists, tables, markdown, negations, look-alike names, ordinary-word names
 * and brands inside URLs. The evaluation (tools/eval/score.ts) scores the analyzer against them.
 */
import type { AccountKey } from './brands';

export interface AnswerFixture {
  id: string;
  account: AccountKey;
  text: string;
  citations?: string[];
  visible: boolean;
  position: number | null;
  competitors: string[];
}

const f = (
  id: string,
  account: AccountKey,
  text: string,
  visible: boolean,
  position: number | null,
  competitors: string[],
  citations?: string[],
): AnswerFixture => ({
  id,
  account,
  text,
  visible,
  position,
  competitors,
  ...(citations ? { citations } : {}),
});

export const ANSWER_FIXTURES: AnswerFixture[] = [
  // ---------- HubSpot: plain CRM answers ----------
  f(
    'hs-numbered',
    'hubspot',
    `The best CRMs for small businesses in 2026:

1. **HubSpot CRM** – free tier, great marketing tools.
2. **Pipedrive** – pipeline-first and simple.
3. **Zoho CRM** – affordable and customisable.`,
    true,
    1,
    ['Pipedrive', 'Zoho CRM'],
  ),
  f(
    'hs-second',
    'hubspot',
    `1. Salesforce: the enterprise standard.
2. HubSpot: easiest to adopt.
3. Freshsales: good value.`,
    true,
    2,
    ['Salesforce', 'Freshsales'],
  ),
  f('hs-caps', 'hubspot', 'HUBSPOT remains the most popular choice for inbound teams.', true, 1, []),
  f('hs-lower', 'hubspot', 'many startups begin with hubspot and move on later.', true, 1, []),
  f('hs-mixed-case', 'hubspot', 'Hubspot and Pipedrive both integrate with Gmail.', true, 1, ['Pipedrive']),
  f(
    'hs-possessive',
    'hubspot',
    "HubSpot's free CRM is hard to beat; Salesforce's pricing is steep.",
    true,
    1,
    ['Salesforce'],
  ),
  f('hs-curly-possessive', 'hubspot', 'Zoho is cheaper, but HubSpot’s reporting is far better.', true, 2, [
    'Zoho CRM',
  ]),
  f(
    'hs-absent',
    'hubspot',
    'Salesforce and Pipedrive lead the market for mid-sized sales teams.',
    false,
    null,
    ['Salesforce', 'Pipedrive'],
  ),
  f('hs-none', 'hubspot', 'It depends on your budget and the size of your sales team.', false, null, []),
  f(
    'hs-lookalike',
    'hubspot',
    'Ask a HubSpotter or browse the Hubspotting community for templates.',
    false,
    null,
    [],
  ),
  f(
    'hs-lookalike-2',
    'hubspot',
    'Salesforcery is a blog about Salesforce admin tips; Pipedrivers is a podcast.',
    false,
    null,
    ['Salesforce'],
  ),
  f(
    'hs-url-only',
    'hubspot',
    'See the comparison at https://www.hubspot.com/products/crm for details, or ask Pipedrive for a demo.',
    true,
    1,
    ['Pipedrive'],
  ),
  f(
    'hs-url-other-site',
    'hubspot',
    'Reviews: https://www.g2.com/products/hubspot-crm/reviews and https://www.capterra.com/p/salesforce/. Pipedrive wins on price.',
    false,
    null,
    ['Pipedrive'],
  ),
  f(
    'hs-table',
    'hubspot',
    `| CRM | Best for | Starting price |
|---|---|---|
| Salesforce | Enterprise | $25 |
| Pipedrive | Sales pipelines | $14 |
| HubSpot | Inbound marketing | Free |`,
    true,
    3,
    ['Salesforce', 'Pipedrive'],
  ),
  f(
    'hs-bullets-bold',
    'hubspot',
    `- **Freshsales**: AI scoring built in.
- __HubSpot__: best free plan.
- *Zoho*: the budget option.`,
    true,
    2,
    ['Freshsales', 'Zoho CRM'],
  ),
  f(
    'hs-negation',
    'hubspot',
    'HubSpot is not the cheapest option and its paid tiers get expensive quickly. Pipedrive is simpler.',
    true,
    1,
    ['Pipedrive'],
  ),
  f(
    'hs-alias',
    'hubspot',
    'For a free option, HubSpot CRM is the usual pick; Sales Cloud suits larger teams.',
    true,
    1,
    ['Salesforce'],
  ),
  f(
    'hs-intro-mention',
    'hubspot',
    `If you have outgrown Pipedrive, consider these:

1. HubSpot
2. Salesforce`,
    true,
    2,
    ['Pipedrive', 'Salesforce'],
  ),
  f(
    'hs-domain-text',
    'hubspot',
    'Templates are on hubspot.com and pipedrive.com has a free trial.',
    true,
    1,
    ['Pipedrive'],
  ),
  f('hs-subdomain', 'hubspot', 'The academy at academy.hubspot.com offers free certifications.', true, 1, []),
  f(
    'hs-evil-domain',
    'hubspot',
    'Beware of phishing sites such as hubspot.com.evil-login.net and nothubspot.com.',
    false,
    null,
    [],
  ),
  f(
    'hs-markdown-link',
    'hubspot',
    'Start with [HubSpot](https://www.hubspot.com) or [Zoho](https://www.zoho.com/crm/).',
    true,
    1,
    ['Zoho CRM'],
  ),
  f('hs-hyphen', 'hubspot', 'A HubSpot-certified partner can migrate your Salesforce data.', true, 1, [
    'Salesforce',
  ]),
  f(
    'hs-heading',
    'hubspot',
    `## Salesforce
Powerful but complex.

## HubSpot
Friendly and fast to set up.`,
    true,
    2,
    ['Salesforce'],
  ),
  f(
    'hs-repeat',
    'hubspot',
    'Pipedrive is simple. Zoho is cheap. Pipedrive again wins on UX, and HubSpot wins on marketing.',
    true,
    3,
    ['Pipedrive', 'Zoho CRM'],
  ),
  f(
    'hs-citations',
    'hubspot',
    'According to recent reviews [1][2], Freshsales has improved its AI features.',
    false,
    null,
    ['Freshsales'],
    ['https://www.g2.com/categories/crm', 'https://www.hubspot.com/blog/best-crm'],
  ),
  f(
    'hs-parenthetical',
    'hubspot',
    'Several tools (HubSpot, Salesforce, Zoho CRM) offer email sequences.',
    true,
    1,
    ['Salesforce', 'Zoho CRM'],
  ),
  f('hs-quoted', 'hubspot', 'Users often say "HubSpot just works" in reviews.', true, 1, []),
  f('hs-spaced', 'hubspot', 'Hub Spot is sometimes misspelled as two words.', false, null, []),
  f(
    'hs-code',
    'hubspot',
    'Install the client with `npm install @hubspot/api-client` and compare it with the Pipedrive SDK.',
    true,
    1,
    ['Pipedrive'],
  ),

  // ---------- Apple: the fruit ----------
  f('apple-brand', 'apple', 'Apple makes the iPhone, and Samsung makes the Galaxy line.', true, 1, [
    'Samsung',
  ]),
  f(
    'apple-fruit-lower',
    'apple',
    'An apple a day keeps the doctor away, as the saying goes.',
    false,
    null,
    [],
  ),
  f('apple-pie', 'apple', 'Apple pie is a classic American dessert best served warm.', false, null, []),
  f(
    'apple-fruit-near',
    'apple',
    'Apple slices with peanut butter make a healthy snack for kids.',
    false,
    null,
    [],
  ),
  f(
    'apple-fruit-list',
    'apple',
    `Healthy fruits to pack for lunch:
- Banana
- Apple
- Orange`,
    false,
    null,
    [],
  ),
  f(
    'apple-brand-list',
    'apple',
    `Top smartphone makers:
1. Samsung
2. Apple
3. Xiaomi`,
    true,
    2,
    ['Samsung', 'Xiaomi'],
  ),
  f('apple-possessive', 'apple', "Apple's privacy stance differs from Google's ad business.", true, 1, [
    'Google',
  ]),
  f('apple-watch', 'apple', 'The Apple Watch leads smartwatch sales ahead of Samsung.', true, 1, ['Samsung']),
  f(
    'apple-both',
    'apple',
    'Eat an apple before your run. Later, track it on your Apple Watch or a Google Pixel Watch.',
    true,
    1,
    ['Google'],
  ),
  f('apple-cider', 'apple', 'Apple cider vinegar is popular in wellness circles.', false, null, []),
  f(
    'apple-orchard',
    'apple',
    'We picked every Apple in the orchard before the first frost.',
    false,
    null,
    [],
  ),
  f(
    'apple-caps-heading',
    'apple',
    '**Apple**: best ecosystem for people who already own a Mac.',
    true,
    1,
    [],
  ),
  f('apple-domain', 'apple', 'Check support.apple.com for repair options.', true, 1, []),
  f('apple-lookalike', 'apple', 'Applebee’s and Snapple are not tech companies.', false, null, []),

  // ---------- Amazon: the river ----------
  f(
    'amazon-brand',
    'amazon',
    'Amazon offers the fastest delivery, while Walmart matches on price.',
    true,
    1,
    ['Walmart'],
  ),
  f(
    'amazon-river',
    'amazon',
    'The Amazon River carries more water than any other river on Earth.',
    false,
    null,
    [],
  ),
  f(
    'amazon-rainforest',
    'amazon',
    'Deforestation in the Amazon has accelerated, threatening thousands of species.',
    false,
    null,
    [],
  ),
  f('amazon-basin', 'amazon', 'Amazon basin tribes rely on the river for fishing.', false, null, []),
  f(
    'amazon-marketplace',
    'amazon',
    `Where to sell handmade goods:
- **Etsy** – built for crafts.
- **Amazon Handmade** – huge reach.
- **eBay** – auctions.`,
    true,
    2,
    ['Etsy', 'eBay'],
  ),
  f('amazon-lookalike', 'amazon', 'Amazonian folklore is full of warrior women.', false, null, []),
  f(
    'amazon-mixed',
    'amazon',
    'Documentaries about the Amazon rainforest stream on Prime Video, which Amazon owns.',
    true,
    1,
    [],
  ),
  f('amazon-caps', 'amazon', 'AMAZON and EBAY both charge seller fees.', true, 1, ['eBay']),
  f(
    'amazon-url',
    'amazon',
    'Compare prices: https://www.amazon.com/dp/B0TEST and https://www.walmart.com/ip/123.',
    true,
    1,
    ['Walmart'],
  ),

  // ---------- Slack: the adjective ----------
  f('slack-brand', 'slack', 'Slack and Microsoft Teams dominate workplace chat.', true, 1, [
    'Microsoft Teams',
  ]),
  f('slack-adjective', 'slack', 'Leave some slack in the schedule for unexpected delays.', false, null, []),
  f('slack-rope', 'slack', 'Keep the rope slack until the climber is ready.', false, null, []),
  f('slack-cut', 'slack', 'Cut the new hires some slack during onboarding.', false, null, []),
  f(
    'slack-list',
    'slack',
    `Team chat tools compared:
1. Microsoft Teams – bundled with Office.
2. Slack – best integrations.
3. Discord – great for communities.`,
    true,
    2,
    ['Microsoft Teams', 'Discord'],
  ),
  f(
    'slack-zoom-word',
    'slack',
    'Zoom in on the chart to see the trend; Mattermost is self-hosted.',
    false,
    null,
    ['Mattermost'],
  ),
  f(
    'slack-zoom-brand',
    'slack',
    'For video calls, Zoom is reliable, and Slack huddles cover quick chats.',
    true,
    2,
    ['Zoom'],
  ),
  f('slack-tide', 'slack', 'Slack tide is the best time to launch a kayak.', false, null, []),
  f('slack-alias-teams', 'slack', 'Many firms moved from MS Teams to Slack last year.', true, 2, [
    'Microsoft Teams',
  ]),
  f(
    'slack-negative',
    'slack',
    "Slack's pricing is frustrating and its search is poor on the free plan, but Discord is free.",
    true,
    1,
    ['Discord'],
  ),
  f('slack-lookalike', 'slack', 'Slackers and slackware fans argue about Linux distros.', false, null, []),

  // ---------- Square: the shape ----------
  f('square-brand', 'square', 'Square and Stripe both process card payments for small shops.', true, 1, [
    'Stripe',
  ]),
  f('square-feet', 'square', 'The store is 1,200 square feet, with a small back office.', false, null, []),
  f('square-shape', 'square', 'Draw a square, then a circle inside it.', false, null, []),
  f('square-times', 'square', 'The pop-up shop opened in Times Square last week.', false, null, []),
  f('square-root', 'square', 'Square root calculations are easy with any calculator.', false, null, []),
  f('square-lookalike', 'square', 'Squarespace and Shopify build websites.', false, null, []),
  f(
    'square-pos-list',
    'square',
    `Best POS systems for cafés:
1. **Clover** – flexible hardware.
2. **Square** – no monthly fee.
3. **Toast** – built for restaurants.`,
    true,
    2,
    ['Clover'],
  ),
  f(
    'square-reader',
    'square',
    'A Square reader plugs into your phone; PayPal Zettle works similarly.',
    true,
    1,
    ['PayPal'],
  ),
  f(
    'square-clover-plant',
    'square',
    'A four-leaf clover is rare; Stripe handles online payments.',
    false,
    null,
    ['Stripe'],
  ),
  f('square-domain', 'square', 'Sign up at squareup.com to get a free card reader.', true, 1, []),

  // ---------- Sunday: the weekday ----------
  f('sunday-brand', 'sunday', 'Sunday lets diners pay at the table by scanning a QR code.', true, 1, []),
  f('sunday-weekday', 'sunday', 'Most restaurants are busiest on Sunday.', false, null, []),
  f(
    'sunday-brunch',
    'sunday',
    'Sunday brunch is the most profitable service for many cafés.',
    false,
    null,
    [],
  ),
  f('sunday-every', 'sunday', 'We close every Sunday and Monday.', false, null, []),
  f(
    'sunday-list',
    'sunday',
    `Pay-at-table apps:
1. **Mr Yum** – menus and ordering.
2. **Sunday** – fastest checkout.
3. **Qerko** – popular in Czechia.`,
    true,
    2,
    ['Mr Yum', 'Qerko'],
  ),
  f(
    'sunday-mixed',
    'sunday',
    'Book through OpenTable for Saturday night; on Sunday many places take walk-ins.',
    false,
    null,
    ['OpenTable'],
  ),
  f('sunday-possessive', 'sunday', "Sunday's QR payments cut table turn time by minutes.", true, 1, []),
  f('sunday-url', 'sunday', 'Details: https://sundayapp.com/en/restaurants', true, 1, []),

  // ---------- Café Nomad: accents ----------
  f('cafe-accent', 'cafe', 'Café Nomad roasts in small batches.', true, 1, []),
  f('cafe-folded', 'cafe', 'Cafe Nomad and Blue Bottle both sell subscriptions.', true, 1, ['Blue Bottle']),
  f('cafe-caps', 'cafe', 'CAFÉ NOMAD beat STUMPTOWN in the blind tasting.', true, 1, ['Stumptown']),
  f('cafe-generic', 'cafe', 'A café with a nomad theme opened downtown.', false, null, []),
  f('cafe-emphasis', 'cafe', 'Try *Café Nomad*’s Ethiopian blend.', true, 1, []),
  f(
    'cafe-table',
    'cafe',
    `| Roaster | Origin |
|---|---|
| Stumptown | Portland |
| Blue Bottle | Oakland |
| Café Nomad | Lisbon |`,
    true,
    3,
    ['Stumptown', 'Blue Bottle'],
  ),

  // ---------- Notion: the idea, and Monday ----------
  f('notion-brand', 'notion', 'Notion and Coda both combine docs with databases.', true, 1, ['Coda']),
  f(
    'notion-idea',
    'notion',
    'The notion that wikis must be boring is outdated; Confluence proves it.',
    false,
    null,
    ['Confluence'],
  ),
  f(
    'notion-monday-brand',
    'notion',
    'Teams that need project boards pick monday.com, while writers prefer Notion.',
    true,
    2,
    ['monday.com'],
  ),
  f(
    'notion-monday-day',
    'notion',
    'Plan the sprint on Monday morning and write it up in Notion.',
    true,
    1,
    [],
  ),
  f(
    'notion-monday-alias',
    'notion',
    'Monday is better for boards; Obsidian is better for notes.',
    false,
    null,
    ['monday.com', 'Obsidian'],
  ),
  f(
    'notion-obsidian-list',
    'notion',
    `Best note-taking apps:
- Obsidian: local-first.
- Notion: all-in-one.
- Confluence: for enterprises.`,
    true,
    2,
    ['Obsidian', 'Confluence'],
  ),
  f('notion-domain', 'notion', 'Templates are at https://www.notion.so/templates.', true, 1, []),
  f('notion-lookalike', 'notion', 'Notional amounts and notions stores are unrelated.', false, null, []),

  // ---------- Apiary Hub: multi-word brand, aliases ----------
  f('apiary-alias', 'apiary', 'ApiaryHub has better mocks than Postman.', true, 1, ['Postman']),
  f('apiary-spaces', 'apiary', 'Apiary   Hub is a solid pick.', true, 1, []),
  f('apiary-lookalike', 'apiary', 'ApiaryHubbers are not a thing; Postmanlike tools are.', false, null, []),
  f('apiary-plural', 'apiary', 'We run two ApiaryHubs, one per region, and Postman for testing.', true, 1, [
    'Postman',
  ]),
  f(
    'apiary-g2-url',
    'apiary',
    'Reviews: https://www.g2.com/products/apiary-hub/reviews and Readme.',
    false,
    null,
    ['Readme'],
  ),
  f(
    'apiary-readme-domain',
    'apiary',
    'Docs hosting: ([readme.com](https://readme.com/blog)) or Apiary Hub.',
    true,
    2,
    ['Readme'],
  ),
  f(
    'apiary-numbered-paren',
    'apiary',
    `1) Insomnia – lightweight client
2) Postman – collaboration
3) Apiary Hub – design-first`,
    true,
    3,
    ['Insomnia', 'Postman'],
  ),
  f(
    'apiary-readme-word',
    'apiary',
    'Check the README file in the repository before asking Postman support.',
    false,
    null,
    ['Postman'],
  ),
  f('apiary-negated', 'apiary', 'Unlike Postman, Apiary Hub does not support GraphQL yet.', true, 2, [
    'Postman',
  ]),
  f('apiary-emphasis-underscore', 'apiary', 'Try __Apiary Hub__ or _Insomnia_.', true, 1, ['Insomnia']),

  // ---------- more varied answers ----------
  f(
    'hs-long-prose',
    'hubspot',
    `Choosing a CRM comes down to three questions: how big is the team, how much customisation do you need, and what does the rest of your stack look like.

For a five-person agency, the free plan of HubSpot covers contacts, deals and email tracking. When reporting needs grow, Salesforce offers unmatched depth, though admins are expensive. Pipedrive sits in between.`,
    true,
    1,
    ['Salesforce', 'Pipedrive'],
  ),
  f(
    'hs-sources-list',
    'hubspot',
    `Freshsales and Zoho are the cheapest.

Sources:
- https://www.freshworks.com/crm/pricing/
- https://www.zoho.com/crm/pricing.html`,
    false,
    null,
    ['Freshsales', 'Zoho CRM'],
  ),
  f(
    'hs-nested-list',
    'hubspot',
    `- Enterprise
  - Salesforce
- SMB
  - HubSpot
  - Pipedrive`,
    true,
    2,
    ['Salesforce', 'Pipedrive'],
  ),
  f('hs-comparison', 'hubspot', 'HubSpot vs Salesforce: which CRM should you choose?', true, 1, [
    'Salesforce',
  ]),
  f('hs-emoji', 'hubspot', '🏆 Winner: HubSpot. 🥈 Runner-up: Pipedrive.', true, 1, ['Pipedrive']),
  f('hs-slash', 'hubspot', 'Pipedrive/HubSpot/Zoho all sync with Outlook.', true, 2, [
    'Pipedrive',
    'Zoho CRM',
  ]),
  f(
    'apple-fruit-capital-start',
    'apple',
    'Apple varieties like Honeycrisp are sweet, and an apple is a great snack.',
    false,
    null,
    [],
  ),
  f(
    'apple-brand-sentence-start',
    'apple',
    'Apple announced new MacBooks, and Google updated the Pixel.',
    true,
    1,
    ['Google'],
  ),
  f(
    'amazon-aws-brand',
    'amazon',
    'Sellers on Etsy often cross-list on Amazon to reach more buyers.',
    true,
    2,
    ['Etsy'],
  ),
  f('slack-caps', 'slack', 'SLACK is the default at most startups.', true, 1, []),
  f(
    'square-town',
    'square',
    'The farmers market in the town Square sells local honey; PayPal is accepted.',
    false,
    null,
    ['PayPal'],
  ),
  f(
    'sunday-next',
    'sunday',
    'The new menu launches next Sunday at OpenTable partner restaurants.',
    false,
    null,
    ['OpenTable'],
  ),
  f('cafe-url', 'cafe', 'Order beans at https://cafenomad.com/shop or from Stumptown.', true, 1, [
    'Stumptown',
  ]),
  f(
    'notion-table',
    'notion',
    `| Tool | Strength |
|---|---|
| Coda | Automations |
| Notion | Flexibility |
| Confluence | Permissions |`,
    true,
    2,
    ['Coda', 'Confluence'],
  ),
];
