/**
 * The brand's fact sheet through GraphQL and REST: adding, changing, confirming and deleting facts, the
 * refusals in words (nothing stored), roles, another brand's facts, the CSV round trip, replacing the sheet
 * all or nothing, suggestions read from a website's JSON-LD (the fetch itself is the suggestions module's
 * guarded one, tested there), and the confirmed facts of a market that answers are judged against.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphql, signUp } from '../../test/http';
import { getCollectionTarget } from '../collection';
import { factsFromJsonLd } from './facts.suggest';
import { storeSuggestedFacts } from './facts.service';
import { jobScope } from '../brands';
import { brandFactInput } from '../../../graphql/shared/brand-facts';

const WEBSITE = 'https://www.acme.example/';
const HOME_PAGE = `<!doctype html><html><head><title>Acme</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
  {"@type":"Organization","name":"Acme","foundingDate":"2015-03-01",
   "address":{"@type":"PostalAddress","addressLocality":"Portland","addressRegion":"Oregon","addressCountry":"US"}},
  {"@type":"Product","name":"Acme Pro","offers":{"@type":"Offer","price":"49.00","priceCurrency":"usd"}}
]}</script>
<script type="application/ld+json">{ not json }</script>
</head><body>Acme</body></html>`;

let server: TestServer;
const account = { token: '', brandId: '' };
const other = { token: '', brandId: '' };
let viewerToken = '';

const FACT_FIELDS = `id key label kind value unit currency country aliases { language words } validFrom
  previousValues sourceUrl status`;
const LIST = `{ brandFacts { ${FACT_FIELDS} } }`;
const SET = `mutation($input: SetBrandFactInput!) { setBrandFact(input: $input) { fact { ${FACT_FIELDS} } } }`;
const DELETE = `mutation($input: DeleteBrandFactInput!) { deleteBrandFact(input: $input) { id } }`;
const CONFIRM = `mutation($input: ConfirmBrandFactInput!) { confirmBrandFact(input: $input) { fact { id status } } }`;
const SUGGEST = `mutation { suggestBrandFacts { notRead facts { ${FACT_FIELDS} } } }`;

const call = (query: string, variables: Record<string, unknown> = {}, token = account.token, headers = {}) =>
  graphql<any>(server.url, query, variables, token, headers).then((response) => response.body);

async function data(query: string, variables: Record<string, unknown> = {}, token = account.token) {
  const body = await call(query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data;
}

const listFacts = async (token = account.token) => (await data(LIST, {}, token)).brandFacts as any[];
/** The confirmed facts the account's answers are judged against, as collection reads them. */
const factSheet = async () => (await getCollectionTarget(server.db, account.brandId)).factSheet?.facts ?? [];

const PRICE = {
  key: 'annual_price',
  label: 'Annual plan',
  kind: 'MONEY',
  value: '12,50',
  unit: 'per year',
  currency: 'gbp',
  aliases: [
    { language: 'en', words: ['price', ' costs ', 'price'] },
    { language: 'DE', words: ['Preis'] },
  ],
  validFrom: '2026-04-01',
};

async function putFacts(body: string, contentType: string, token = account.token) {
  const response = await fetch(`${server.url}/api/brand-facts`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function getCsv(path = '/api/brand-facts?format=csv', headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${account.token}`, ...headers },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  return response.text();
}

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(account, await signUp(server.url, 'facts-owner'));
  Object.assign(other, await signUp(server.url, 'facts-other'));
  await server.db.query(`insert into brands (user_id, name, website) values ($1, 'Acme', $2)`, [
    account.brandId,
    WEBSITE,
  ]);
  const viewer = await signUp(server.url, 'facts-viewer');
  await server.db.query(
    `insert into workspace_members (workspace_id, user_id, role)
     select workspace_id, $2, 'VIEWER' from workspace_members where user_id = $1 and role = 'OWNER'`,
    [account.brandId, viewer.personId],
  );
  viewerToken = viewer.token;
}, 120_000);
afterAll(() => server?.close());

describe('one fact at a time (GraphQL)', () => {
  test('a fact is added normalised, changed (its old value kept as previous), and deleted; each write audited', async () => {
    const { fact } = (await data(SET, { input: PRICE })).setBrandFact;
    expect(fact).toMatchObject({
      key: 'annual_price',
      kind: 'MONEY',
      value: '12.50',
      currency: 'GBP',
      country: null,
      unit: 'per year',
      aliases: [
        { language: 'de', words: ['Preis'] },
        { language: 'en', words: ['price', 'costs'] },
      ],
      validFrom: '2026-04-01',
      previousValues: [],
      status: 'CONFIRMED',
    });

    const changed = (await data(SET, { input: { ...PRICE, id: fact.id, value: '14.00', aliases: null } }))
      .setBrandFact.fact;
    expect(changed).toMatchObject({ id: fact.id, value: '14.00', previousValues: ['12.50'] });
    // Left out, the aliases are none; the same key may hold again in another market.
    expect(changed.aliases).toEqual([]);
    const uk = (await data(SET, { input: { ...PRICE, country: 'gb', value: '11' } })).setBrandFact.fact;
    expect(uk).toMatchObject({ country: 'GB', value: '11' });
    expect((await listFacts()).map((row) => `${row.key}/${row.country}`)).toEqual([
      'annual_price/null',
      'annual_price/GB',
    ]);

    expect((await data(DELETE, { input: { id: uk.id } })).deleteBrandFact).toEqual({ id: uk.id });
    expect((await listFacts()).map((row) => row.id)).toEqual([fact.id]);
    const audit = await server.db.query<{ action: string; target: string }>(
      `select action, target from audit_log where workspace_id = $1 and action like 'fact.%' order by id`,
      [account.brandId],
    );
    expect(audit).toEqual([
      { action: 'fact.add', target: 'annual_price (everywhere)' },
      { action: 'fact.change', target: 'annual_price (everywhere)' },
      { action: 'fact.add', target: 'annual_price (GB)' },
      { action: 'fact.delete', target: uk.id },
    ]);
  });

  test('what cannot be a fact is refused in words, and nothing is stored', async () => {
    const before = await listFacts();
    const fact = { key: 'x', label: 'X', kind: 'TEXT', value: 'y' };
    const refusals: [Record<string, unknown>, string][] = [
      [
        { ...fact, kind: 'MONEY', value: '12 pounds', currency: 'GBP' },
        '"12 pounds" is not an amount: write it as 12.50 (or 12,50), without a currency sign.',
      ],
      [
        { ...fact, kind: 'MONEY', value: '1,299.00', currency: 'GBP' },
        '"1,299.00" is not an amount: write it as 12.50 (or 12,50), without a currency sign.',
      ],
      [
        { ...fact, kind: 'MONEY', value: '12', currency: 'XYZ' },
        'The currency must be an ISO 4217 code, such as EUR, USD or GBP.',
      ],
      [{ ...fact, kind: 'MONEY', value: '12' }, 'An amount of money needs its currency, such as EUR.'],
      [{ ...fact, currency: 'EUR' }, 'Only an amount of money has a currency.'],
      [{ ...fact, country: 'XX' }, 'The country must be a two-letter ISO 3166-1 code, such as US, GB or DE.'],
      [{ ...fact, kind: 'YEAR', value: '15' }, '"15" is not a year: write four digits, such as 2015.'],
      [
        { ...fact, kind: 'DATE', value: '2023-02-30' },
        '"2023-02-30" is not a date: write it as YYYY-MM-DD, such as 2023-08-14.',
      ],
      [
        { ...fact, kind: 'BOOLEAN', value: 'maybe' },
        '"maybe" is not yes or no: write yes, no, true or false.',
      ],
      [{ ...fact, key: ' ' }, 'Give the fact a key, such as annual_price.'],
      [
        { ...fact, key: 'Annual-Price' },
        'A key is lower-case letters, digits and underscores only, such as annual_price.',
      ],
      [{ ...fact, label: '' }, 'Give the fact a label, such as "Annual plan price".'],
      [{ ...fact, value: ' ' }, 'Give the fact a value.'],
      [
        { ...fact, kind: 'YEAR', value: '2020', previousValues: ['last year'] },
        'Previous value: "last year" is not a year: write four digits, such as 2015.',
      ],
      [
        { ...fact, aliases: [{ language: 'english', words: ['x'] }] },
        'The language must be a two-letter ISO 639-1 code, such as en, de or fr.',
      ],
      [
        { ...fact, sourceUrl: 'ftp://acme.example' },
        'The source must be an address starting with http:// or https://.',
      ],
      [{ ...PRICE, value: '3' }, 'The brand already has a fact "annual_price" for everywhere.'],
    ];
    for (const [input, message] of refusals) {
      const body = await call(SET, { input });
      expect(body.errors?.[0], JSON.stringify(input)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await listFacts()).toEqual(before);
  });

  test('a VIEWER reads the sheet but may not change it; another brand’s fact can be neither read nor changed', async () => {
    const [fact] = await listFacts();
    const headers = { 'x-sightline-brand': account.brandId };
    const read = await call(LIST, {}, viewerToken, headers);
    expect(read.data.brandFacts).toHaveLength(1);
    const refused = await call(SET, { input: { ...PRICE, id: fact.id } }, viewerToken, headers);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Your role in this workspace is VIEWER: changing the fact sheet needs EDITOR or higher.',
      extensions: { code: 'FORBIDDEN' },
    });
    const put = await fetch(`${server.url}/api/brand-facts`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${viewerToken}`,
        'x-sightline-brand': account.brandId,
        'content-type': 'application/json',
      },
      body: '[]',
    });
    expect(put.status).toBe(403);

    expect(await listFacts(other.token)).toEqual([]);
    for (const [query, input] of [
      [SET, { ...PRICE, id: fact.id }],
      [DELETE, { id: fact.id }],
      [CONFIRM, { id: fact.id }],
    ] as const) {
      const body = await call(query, { input }, other.token);
      expect(body.errors?.[0]).toMatchObject({ message: 'Unknown fact.', extensions: { code: 'NOT_FOUND' } });
    }
    const foreign = await getJson(`${server.url}/api/brand-facts?user_id=${account.brandId}`, other.token);
    expect(foreign).toMatchObject({
      status: 403,
      body: { message: 'user_id does not match the signed-in user.' },
    });
    expect(await listFacts()).toEqual([fact]);
  });
});

describe('the whole sheet (REST)', () => {
  test('GET answers JSON, or CSV; the CSV PUT back leaves the sheet as it was', async () => {
    await data(SET, {
      input: {
        key: 'markets',
        label: 'Sold in',
        kind: 'LIST',
        value: 'France;Belgium ; -Luxembourg',
        previousValues: ['=Belgium', 'France'],
      },
    });
    const json = await getJson<any>(`${server.url}/api/brand-facts`, account.token);
    expect(json.status).toBe(200);
    expect(json.body.data.map((row: any) => [row.key, row.value, row.previous_values])).toEqual([
      ['annual_price', '14.00', ['12.50']],
      ['markets', 'France; Belgium; -Luxembourg', ['=Belgium', 'France']],
    ]);
    expect(json.body.data[0]).toMatchObject({
      currency: 'GBP',
      aliases: {},
      valid_from: '2026-04-01',
      status: 'CONFIRMED',
    });

    const csv = await getCsv();
    expect(await getCsv('/api/brand-facts', { accept: 'text/csv' })).toBe(csv);
    // (fetch's text() drops the file's byte-order mark.)
    expect(csv.split('\r\n')[0]).toBe(
      'key,label,kind,value,unit,currency,country,valid_from,previous_values,source_url,status',
    );
    // A spreadsheet would run "=Belgium": the file neutralises it, and the import reads it back.
    expect(csv).toContain(
      `markets,Sold in,LIST,"France; Belgium;' -Luxembourg",,,,,'=Belgium | France,,CONFIRMED`,
    );

    const put = await putFacts(csv, 'text/csv');
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual(json.body.data);
    expect(await getCsv()).toBe(csv);
  });

  test('a PUT replaces the sheet in one go, or changes nothing and names every bad row', async () => {
    const before = (await getJson<any>(`${server.url}/api/brand-facts`, account.token)).body.data;
    const bad = await putFacts(
      JSON.stringify([
        { key: 'founded', label: 'Founded', kind: 'YEAR', value: '2015' },
        { key: 'price', label: 'Price', kind: 'MONEY', value: 'cheap', currency: 'EUR' },
        { key: 'founded', label: 'Founded again', kind: 'YEAR', value: '2016' },
        { key: 'employees', label: 'Employees', kind: 'NUMBER', value: 120, country: 'Narnia' },
      ]),
      'application/json',
    );
    expect(bad).toEqual({
      status: 400,
      body: {
        status: 'error',
        message:
          'Nothing was changed. Item 2: "cheap" is not an amount: write it as 12.50 (or 12,50), without a currency sign. ' +
          'Item 3: "founded" for everywhere is already on item 1. ' +
          'Item 4: The country must be a two-letter ISO 3166-1 code, such as US, GB or DE.',
      },
    });
    const badCsv = await putFacts(
      'key,label,kind,value,currency\r\nfounded,Founded,YEAR,2015,\r\nprice,Price,MONEY,"12,50",EURO\r\n',
      'text/csv',
    );
    expect(badCsv.body.message).toBe(
      'Nothing was changed. Line 3: The currency must be an ISO 4217 code, such as EUR, USD or GBP.',
    );
    expect((await putFacts('name,value\r\nx,y\r\n', 'text/csv')).body.message).toBe(
      'Unknown column name in the CSV header.',
    );
    const tooMany = Array.from({ length: 201 }, (_, i) => ({
      key: `f${i}`,
      label: 'F',
      kind: 'TEXT',
      value: 'x',
    }));
    expect((await putFacts(JSON.stringify(tooMany), 'application/json')).body.message).toBe(
      'Nothing was changed. A brand holds at most 200 facts; this sheet has 201.',
    );
    expect((await getJson<any>(`${server.url}/api/brand-facts`, account.token)).body.data).toEqual(before);

    // The full sheet: a fact kept by key keeps its id, one left out is gone, and the 201st is refused.
    const sheet = [
      { key: 'annual_price', label: 'Annual plan', kind: 'MONEY', value: '15', currency: 'GBP' },
      ...Array.from({ length: 199 }, (_, i) => ({ key: `f${i}`, label: 'F', kind: 'TEXT', value: 'x' })),
    ];
    const good = await putFacts(JSON.stringify(sheet), 'application/json');
    expect(good.status).toBe(200);
    expect(good.body.data).toHaveLength(200);
    expect(good.body.data[0]).toMatchObject({ id: before[0].id, value: '15', previous_values: [] });
    const full = await call(SET, { input: { key: 'one_more', label: 'One more', kind: 'TEXT', value: 'x' } });
    expect(full.errors?.[0]?.message).toBe(
      'A brand holds at most 200 facts: delete one (or dismiss a suggestion) first.',
    );
    expect((await putFacts('[]', 'application/json')).body.data).toEqual([]);
  });
});

describe('suggestions from the website', () => {
  test('the JSON-LD of a home page gives suggestions; stored as SUGGESTED they count once confirmed', async () => {
    await data(SET, { input: { key: 'founded', label: 'Year founded', kind: 'YEAR', value: '2014' } });
    // What suggestBrandFacts reads of the page (its fetch is the guarded one, tested in suggestions/).
    const read = factsFromJsonLd(HOME_PAGE, WEBSITE);
    expect(read.map((fact) => [fact.key, fact.kind, fact.value, fact.currency ?? null])).toEqual([
      ['founded', 'YEAR', '2015', null],
      ['headquarters', 'TEXT', 'Portland, Oregon, US', null],
      ['acme_pro_price', 'MONEY', '49.00', 'usd'],
    ]);
    expect(read.every((fact) => fact.sourceUrl === WEBSITE)).toBe(true);
    const current = (await listFacts()).map(({ key, label, kind, value }) => ({ key, label, kind, value }));
    const put = await putFacts(
      JSON.stringify([
        ...current,
        ...read.filter((fact) => fact.key !== 'founded').map((fact) => ({ ...fact, status: 'SUGGESTED' })),
      ]),
      'application/json',
    );
    expect(put.status).toBe(200);
    const suggested = (await listFacts()).filter((fact) => fact.status === 'SUGGESTED');
    expect(suggested.map((fact) => fact.key)).toEqual(['acme_pro_price', 'headquarters']);

    const sheet = async () => (await factSheet()).map((fact) => fact.key);
    expect(await sheet()).toEqual(['founded']);
    const price = suggested[0];
    expect((await data(CONFIRM, { input: { id: price.id } })).confirmBrandFact).toEqual({
      fact: { id: price.id, status: 'CONFIRMED' },
    });
    expect(await sheet()).toEqual(['acme_pro_price', 'founded']);
    expect((await factSheet())[0]).toEqual({
      key: 'acme_pro_price',
      label: 'Acme Pro, price',
      kind: 'MONEY',
      value: '49.00',
      unit: null,
      currency: 'USD',
      country: null,
      aliases: {},
      previousValues: [],
    });
    // Dismissing a suggestion deletes it.
    await data(DELETE, { input: { id: suggested[1].id } });
    expect((await listFacts()).map((fact) => [fact.key, fact.status])).toEqual([
      ['acme_pro_price', 'CONFIRMED'],
      ['founded', 'CONFIRMED'],
    ]);
  });

  test('a suggestion read again never overwrites a confirmed fact; it refreshes an earlier suggestion', async () => {
    const scope = await jobScope(server, account.brandId);
    const confirmed = (await listFacts()).filter((fact) => fact.status === 'CONFIRMED');
    expect(confirmed.map((fact) => [fact.key, fact.value])).toEqual([
      ['acme_pro_price', '49.00'],
      ['founded', '2014'],
    ]);
    // The site's JSON-LD says 2015 and the same price: only the head office is new.
    const read = factsFromJsonLd(HOME_PAGE, WEBSITE).map((fact) => ({
      ...brandFactInput.parse(fact),
      status: 'SUGGESTED' as const,
    }));
    expect((await storeSuggestedFacts(scope, read)).map((fact) => fact.key)).toEqual(['headquarters']);
    // Read again after the site moved: the suggestion follows, the confirmed facts stay as they were.
    const moved = read.map((fact) =>
      fact.key === 'headquarters' ? { ...fact, value: 'Salem, Oregon, US' } : { ...fact, value: '1999' },
    );
    await storeSuggestedFacts(
      scope,
      moved.filter((fact) => fact.kind !== 'MONEY'),
    );
    const after = await listFacts();
    expect(after.filter((fact) => fact.status === 'CONFIRMED')).toEqual(confirmed);
    expect(after.filter((fact) => fact.status === 'SUGGESTED').map((fact) => [fact.key, fact.value])).toEqual(
      [['headquarters', 'Salem, Oregon, US']],
    );
    await data(DELETE, { input: { id: after.find((fact) => fact.key === 'headquarters').id } });
  });

  test('a website on a private address is not read (the guard refuses it before connecting)', async () => {
    await server.db.query(`update brands set website = 'http://127.0.0.1/' where user_id = $1`, [
      account.brandId,
    ]);
    const { suggestBrandFacts } = await data(SUGGEST);
    expect(suggestBrandFacts).toEqual({
      facts: [],
      notRead: 'http://127.0.0.1/ could not be read: Refusing to fetch a non-public address: 127.0.0.1.',
    });
    const viewer = await call(SUGGEST, {}, viewerToken, { 'x-sightline-brand': account.brandId });
    expect(viewer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('answers are judged against the facts of their market and those that hold everywhere', async () => {
    const everywhere = { key: 'support_hours', label: 'Support hours', kind: 'TEXT', value: '9 to 5' };
    await data(SET, { input: everywhere });
    await data(SET, { input: { ...everywhere, value: '8 to 4', country: 'DE' } });
    await data(SET, { input: { ...everywhere, value: '10 to 6', country: 'FR' } });
    const values = async (country: string) => {
      await server.db.query(`update profiles set country = $2 where id = $1`, [account.brandId, country]);
      return (await factSheet())
        .filter((fact) => fact.key === 'support_hours')
        .map((fact) => `${fact.country}:${fact.value}`);
    };
    expect(await values('DE')).toEqual(['null:9 to 5', 'DE:8 to 4']);
    expect(await values('FR')).toEqual(['null:9 to 5', 'FR:10 to 6']);
    expect(await values('US')).toEqual(['null:9 to 5']);
  });
});
