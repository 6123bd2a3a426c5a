/**
 * The onboarding and Settings forms check input with the shared rules (graphql/shared/input-rules.ts)
 * before sending it. The same bad input sent to the GraphQL API is refused with exactly the message the
 * form shows beside the field (OnboardingFlow.test.tsx shows those messages on screen).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  brandErrors,
  competitorsError,
  topicsErrors,
  type TopicDraft,
} from '../../../client/src/features/onboarding/onboardingRules';
import { graphql, signUp } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let token: string;

const refusal = async (query: string, variables: Record<string, unknown>) => {
  const { body } = await graphql<any>(server.url, query, variables, token);
  expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return body.errors?.[0]?.message;
};

const UPDATE_BRAND = 'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { name } } }';
const SET_COMPETITORS =
  'mutation($input: SetCompetitorsInput!) { setCompetitors(input: $input) { competitors { id } } }';
const COMPLETE =
  'mutation($input: CompleteOnboardingInput!) { completeOnboarding(input: $input) { run { id } } }';

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signUp(server.url, 'formrules'));
  const brand = await graphql<any>(
    server.url,
    UPDATE_BRAND,
    { input: { name: 'Acme', aliases: ['Acme Co'] } },
    token,
  );
  expect(brand.body.errors).toBeUndefined();
});
afterAll(async () => {
  await server?.close();
});

test.each([
  ['a blank name', { name: '  ', website: '', aliases: [] }, 'name'],
  ['a name too long', { name: 'A'.repeat(81), website: '', aliases: [] }, 'name'],
  ['a website that is no web address', { name: 'Acme', website: 'ftp://acme.test', aliases: [] }, 'website'],
  [
    'a website too long',
    { name: 'Acme', website: `https://${'a'.repeat(200)}.test`, aliases: [] },
    'website',
  ],
  ['an alias too long', { name: 'Acme', website: '', aliases: ['a'.repeat(61)] }, 'aliases'],
  [
    'too many aliases',
    { name: 'Acme', website: '', aliases: Array.from({ length: 11 }, (_, i) => `Acme ${i}`) },
    'aliases',
  ],
] as const)('brand: %s', async (_case, draft, field) => {
  const shown = brandErrors({ ...draft, aliases: [...draft.aliases] })[field];
  expect(shown).toEqual(expect.any(String));
  const input = { name: draft.name, website: draft.website || null, aliases: draft.aliases };
  expect(await refusal(UPDATE_BRAND, { input })).toBe(shown);
});

test.each([
  ['a repeated name', ['Botwerk', ' botwerk ']],
  ['the brand itself', ['Gearly', 'acme co']],
  ['a name too long', ['B'.repeat(61)]],
  ['too many', Array.from({ length: 11 }, (_, i) => `Rival ${i}`)],
])('competitors: %s', async (_case, competitors) => {
  const shown = competitorsError({ name: 'Acme', aliases: ['Acme Co'], competitors });
  expect(shown).toEqual(expect.any(String));
  expect(await refusal(SET_COMPETITORS, { input: { names: competitors } })).toBe(shown);
});

const topic = (name: string, prompts: string[] = ['Which robot is best?']): TopicDraft => ({ name, prompts });

test.each([
  ['a reserved name', [topic('Aggregate robots')]],
  ['a name too short', [topic('x')]],
  ['a repeated name', [topic('Robots'), topic(' robots ')]],
  ['a prompt too short', [topic('Robots', ['Why?'])]],
  ['a repeated prompt', [topic('Robots', ['Which robot is best?', 'which robot is BEST?'])]],
  ['no prompts at all', [topic('Robots', ['', ' '])]],
  ['no topics', []],
  ['too many topics', Array.from({ length: 11 }, (_, i) => topic(`Robots ${i}`))],
])('onboarding topics: %s', async (_case, topics) => {
  const errors = topicsErrors(topics);
  const shown = errors.list ?? errors.topics.find(Boolean);
  expect(shown).toEqual(expect.any(String));
  const input = { brand: { name: 'Acme', aliases: [] }, competitors: [], topics };
  expect(await refusal(COMPLETE, { input })).toBe(shown);
});
