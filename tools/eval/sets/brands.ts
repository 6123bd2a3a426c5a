/** The tracked accounts the hand-labelled answers are written for. */
import type { AnalysisBrand, AnalysisCompetitor } from '../../../server/core/analysis';

export interface FixtureAccount {
  brand: AnalysisBrand;
  competitors: AnalysisCompetitor[];
}

const entity = (name: string, website: string | null, aliases: string[] = []) => ({ name, website, aliases });

export const ACCOUNTS = {
  hubspot: {
    brand: entity('HubSpot', 'https://www.hubspot.com', ['HubSpot CRM']),
    competitors: [
      entity('Salesforce', 'salesforce.com', ['Sales Cloud']),
      entity('Pipedrive', 'pipedrive.com'),
      entity('Zoho CRM', 'zoho.com', ['Zoho']),
      entity('Freshsales', 'freshworks.com'),
    ],
  },
  apple: {
    brand: entity('Apple', 'apple.com'),
    competitors: [
      entity('Samsung', 'samsung.com'),
      entity('Google', 'google.com'),
      entity('Xiaomi', 'mi.com'),
    ],
  },
  amazon: {
    brand: entity('Amazon', 'amazon.com'),
    competitors: [entity('Walmart', 'walmart.com'), entity('eBay', 'ebay.com'), entity('Etsy', 'etsy.com')],
  },
  slack: {
    brand: entity('Slack', 'slack.com'),
    competitors: [
      entity('Microsoft Teams', 'microsoft.com', ['MS Teams']),
      entity('Discord', 'discord.com'),
      entity('Zoom', 'zoom.us'),
      entity('Mattermost', 'mattermost.com'),
    ],
  },
  square: {
    brand: entity('Square', 'squareup.com'),
    competitors: [
      entity('Stripe', 'stripe.com'),
      entity('PayPal', 'paypal.com'),
      entity('Clover', 'clover.com'),
    ],
  },
  sunday: {
    brand: entity('Sunday', 'sundayapp.com'),
    competitors: [entity('OpenTable', 'opentable.com'), entity('Mr Yum', 'mryum.com'), entity('Qerko', null)],
  },
  cafe: {
    brand: entity('Café Nomad', 'cafenomad.com', ['Cafe Nomad']),
    competitors: [entity('Blue Bottle', 'bluebottlecoffee.com'), entity('Stumptown', 'stumptowncoffee.com')],
  },
  notion: {
    brand: entity('Notion', 'notion.so'),
    competitors: [
      entity('Confluence', 'atlassian.com'),
      entity('Coda', 'coda.io'),
      entity('Obsidian', 'obsidian.md'),
      entity('monday.com', 'monday.com', ['Monday']),
    ],
  },
  apiary: {
    brand: entity('Apiary Hub', 'apiaryhub.io', ['ApiaryHub']),
    competitors: [entity('Postman', 'postman.com'), entity('Readme', 'readme.com'), entity('Insomnia', null)],
  },
} satisfies Record<string, FixtureAccount>;

export type AccountKey = keyof typeof ACCOUNTS;
