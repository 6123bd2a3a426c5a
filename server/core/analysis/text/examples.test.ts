import { describe, test } from 'vitest';
import { checkExample, exampleRows } from '../examples.fixture';

/**
 * The answers the URL and host rules were written for (the comments of text/urls.ts and sources.ts point
 * here): the sources found in the text, and whether a name inside someone else's host is a mention. The
 * columns: where the rule is, what the analyzer reads, the brand (" -" before what it is not), the
 * competitors, the answer (examples.fixture.ts).
 */
const TABLE = `
urls:findBareHostPaths | visible sources=https://hubspot.com/pricing | HubSpot | Salesforce | HubSpot is cheaper than Salesforce: see hubspot.com/pricing for the plans.
urls:findBareHostPaths | visible sources=https://capterra.com/p/1    | HubSpot | Salesforce | HubSpot is cheaper than Salesforce.[^1]\\n\\n[^1]: capterra.com/p/1
urls:findBareHosts     | hidden sources=                             | HubSpot | Salesforce | Log in at hubspot.com.evil-login.net and Salesforce will never ask you to.
urls:findUrls          | visible sources=https://hubspot.com/pricing | HubSpot | Salesforce | HubSpot is cheaper than Salesforce, see www.hubspot.com/pricing?utm_source=x.
`;

describe('text: each rule reads the example it was written for', () => {
  test.each(exampleRows(TABLE))('$where: $expected ($text)', (row) => checkExample(row));
});
