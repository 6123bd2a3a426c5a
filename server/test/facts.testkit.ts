/**
 * The fact check's test accounts: a brand, Acme (a budgeting app), with one prompt and a confirmed fact
 * sheet (a monthly price of 12.00 USD, 10.00 before; the founding year, 2015), and answers to that prompt
 * carrying the claims a test chooses, stored as collection stores them.
 */
import type { StoredClaim } from '../core/judge';
import type { Queryable } from '../db/db';
import type { StoredAnswerInput } from '../modules/collection';
import { signUp } from './http';

export interface FactsAccount {
  token: string;
  brandId: string;
  personId: string;
  promptId: string;
  email: string;
}

export async function makeFactsAccount(
  db: Queryable,
  serverUrl: string,
  name: string,
): Promise<FactsAccount> {
  const { token, brandId, personId } = await signUp(serverUrl, name);
  await db.query(
    `insert into brands (user_id, name, website) values ($1, 'Acme', 'https://www.acme.example/')`,
    [brandId],
  );
  const [topic] = await db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Budgeting', 'budgeting') returning id`,
    [brandId],
  );
  const [prompt] = await db.query<{ id: string }>(
    `insert into prompts (user_id, topic_id, question) values ($1, $2, 'Which budgeting app is best?') returning id`,
    [brandId, topic!.id],
  );
  await db.query(
    `insert into brand_facts (user_id, key, label, kind, value, currency, unit, previous_values, aliases)
     values ($1, 'price', 'Monthly price', 'MONEY', '12.00', 'USD', 'per month', '{10.00}',
               '{"en": ["costs", "price", "a month"]}'),
            ($1, 'founded', 'Founding year', 'YEAR', '2015', null, null, '{}', '{"en": ["founded"]}')`,
    [brandId],
  );
  return { token, brandId, personId, promptId: prompt!.id, email: `${name}@example.com` };
}

/** One answered answer of the account's prompt on a day, sample n (its hour), with these claims. */
export const claimedAnswer = (
  account: Pick<FactsAccount, 'promptId'>,
  day: string,
  sample: number,
  claims: StoredClaim[],
  extra: Partial<StoredAnswerInput> = {},
): StoredAnswerInput => ({
  promptId: account.promptId,
  platform: 'chatgpt',
  day,
  sample,
  collectedAt: `${day}T${String(sample).padStart(2, '0')}:00:00Z`,
  status: 'ok',
  engine: 'test',
  simulated: false,
  text: 'Acme is a budgeting app for couples, as this answer says at some length.',
  visible: true,
  position: 1,
  sentiment: 50,
  claims,
  ...extra,
});
