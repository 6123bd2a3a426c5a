/**
 * Share of branded starter prompts the built-in suggestions give (no AI provider, no homepage fetched):
 * onboarding (suggested topics, then the first starter prompts per topic) and the public report wizard
 * (all template prompts), over a list of brand names, several of them ordinary words.
 * Run: npx tsx tools/cli/starter-prompts.ts
 */
import { ONBOARDING_LIMITS } from '../../graphql/shared/input-rules';
import { namesCompany as names, templatePrompts } from '../../server/modules/reports';

const BRANDS: [string, string[]][] = [
  ['Mint', ['Rocket Money', 'YNAB']],
  ['Bolt', ['Uber', 'Lyft']],
  ['Square', ['Stripe', 'Toast']],
  ['Notion', ['Coda', 'Confluence']],
  ['Trellis Analytics', ['Looker', 'Tableau']],
  ['Quillstack', ['Kong', 'Apigee']],
  ['Apple', ['Samsung']],
  ['Slack', ['Microsoft Teams']],
  ['Monday', ['Asana', 'Trello']],
  ['Linear', ['Jira']],
  ['Figma', ['Sketch']],
  ['Shopify', ['WooCommerce']],
  ['Zapier', ['Make']],
  ['Brex', ['Ramp']],
  ['Plaid', []],
  ['Amazon', ['Walmart']],
  ['Canva', []],
  ['Loom', ['Vidyard']],
  ['Ghost', ['WordPress']],
  ['Harvest', ['Toggl']],
];
/** No topic found (the homepage gave none), and two given sets. */
const TOPIC_SETS: string[][] = [[], ['API management', 'developer portals'], ['CRM']];

let onboardingTotal = 0;
let onboardingBranded = 0;
let wizardTotal = 0;
let wizardBranded = 0;
let brandTopics = 0;
let withTopicsTotal = 0;
let withTopicsBranded = 0;
for (const [brand, competitors] of BRANDS) {
  for (const given of TOPIC_SETS) {
    // Offline with no homepage, onboarding suggests no topic: the visitor types one.
    const topics = given;
    brandTopics += topics.filter((topic) => names(topic, brand)).length;
    for (const topic of topics) {
      const starters = templatePrompts({ companyName: brand, competitors, keywords: [topic] }).slice(
        0,
        ONBOARDING_LIMITS.starterPromptsPerTopic,
      );
      onboardingTotal += starters.length;
      onboardingBranded += starters.filter((p) => names(p, brand)).length;
    }
    const wizard = templatePrompts({ companyName: brand, competitors, keywords: given });
    wizardTotal += wizard.length;
    wizardBranded += wizard.filter((p) => names(p, brand)).length;
    if (given.length > 0) {
      withTopicsTotal += wizard.length;
      withTopicsBranded += wizard.filter((p) => names(p, brand)).length;
    }
  }
}
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} % (${a}/${b})`;
console.log(`brand-named suggested topics: ${brandTopics}`);
console.log(`onboarding starter prompts naming the brand: ${pct(onboardingBranded, onboardingTotal)}`);
console.log(`wizard prompts naming the brand: ${pct(wizardBranded, wizardTotal)}`);
console.log(`  of which with topics given: ${pct(withTopicsBranded, withTopicsTotal)}`);
