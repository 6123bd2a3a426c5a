import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, onTestFinished, test, vi } from 'vitest';
import {
  CreateApiTokenDocument,
  ReanalysisProgressDocument,
  RevokeApiTokenDocument,
  SetBrandAttributesDocument,
  SetCompetitorsDocument,
  SettingsRouteDocument,
  SourceTypesSectionDocument,
  UpdateBrandDocument,
} from '../__generated__/hooks';
import { downloadedCsv } from '../test/csvDownload';
import { settingsData } from '../test/fixtures';
import { createFakeAuth, renderWithProviders, type RenderOptions } from '../test/render';
import { keyColumnPositions } from '../test/keyColumn';
import { RoleContext } from '../features/workspace/role';
import SettingsRoute from './SettingsRoute';

/** The page's Source types section asks for the account's overrides: none here. */
const noOverrides = {
  request: { query: SourceTypesSectionDocument },
  result: { data: { sourceCategoryOverrides: [] } },
};

/** The brand section's re-analysis progress: `reanalysis` null when the history was never re-analysed. */
const progress = (reanalysis: Record<string, unknown> | null) => ({
  request: { query: ReanalysisProgressDocument },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        reanalysis: reanalysis && {
          __typename: 'Reanalysis',
          startedAt: '2026-11-25T04:00:00Z',
          finishedAt: null,
          error: null,
          ...reanalysis,
        },
      },
    },
  },
});

const renderSettings = (mocks: RenderOptions['mocks'], auth?: RenderOptions['auth']) =>
  renderWithProviders(<SettingsRoute />, {
    route: '/dashboard/settings',
    path: '/dashboard/settings',
    mocks: [...(mocks ?? []), noOverrides, progress(null)],
    auth,
  });

test('loading', async () => {
  renderSettings([
    { request: { query: SettingsRouteDocument }, result: { data: settingsData() }, delay: 10_000 },
  ]);
  expect(await screen.findByText('Loading data...')).toBeInTheDocument();
});

test('error', async () => {
  renderSettings([{ request: { query: SettingsRouteDocument }, error: new Error('Not authenticated') }]);
  expect(await screen.findByText('Not authenticated')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('shows the profile, brand and platforms', async () => {
  renderSettings([{ request: { query: SettingsRouteDocument }, result: { data: settingsData() } }]);
  expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByText('demo@example.com')).toBeInTheDocument();
  expect(screen.getByText('Northwind Ventures')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'https://northwind.vc' })).toBeInTheDocument();
  expect(screen.getByText('NWV')).toBeInTheDocument();
  expect(screen.getByText('Perplexity')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose platforms' }).getAttribute('href')).toBe(
    '/dashboard/prompts?view=manage',
  );
});

test('an account without a brand yet', async () => {
  const data = settingsData();
  renderSettings([
    {
      request: { query: SettingsRouteDocument },
      result: { data: { viewer: { ...data.viewer, brand: null } } },
    },
  ]);
  expect(await screen.findByText('No brand set up yet.')).toBeInTheDocument();
});

test('creates an API token, shows it once, and lists tokens with revoke', async () => {
  const after = settingsData();
  const created = {
    __typename: 'ApiToken' as const,
    id: 'tok2',
    name: 'CI',
    prefix: 'sl_def456',
    createdAt: '2026-11-22T10:00:00Z',
    lastUsedAt: null,
    scope: 'READ' as const,
    brandId: null,
  };
  after.apiTokens = [created, ...after.apiTokens];
  renderSettings([
    { request: { query: SettingsRouteDocument }, result: { data: settingsData() } },
    {
      request: { query: CreateApiTokenDocument, variables: { input: { name: 'CI', scope: 'READ' } } },
      result: {
        data: {
          createApiToken: {
            __typename: 'CreateApiTokenPayload',
            token: 'sl_def456_secret',
            apiToken: created,
          },
        },
      },
    },
    { request: { query: SettingsRouteDocument }, result: { data: after } },
    {
      request: { query: RevokeApiTokenDocument, variables: { input: { id: 'tok1' } } },
      result: {
        data: {
          revokeApiToken: {
            __typename: 'RevokeApiTokenPayload',
            apiToken: { __typename: 'ApiToken', id: 'tok1' },
          },
        },
      },
    },
    { request: { query: SettingsRouteDocument }, result: { data: { ...after, apiTokens: [created] } } },
  ]);
  expect(await screen.findByText('Notebook')).toBeInTheDocument();
  expect(screen.getByText('Never')).toBeInTheDocument();
  const tokenTable = screen.getByRole('table', { name: 'API tokens' });
  expect(new Set(keyColumnPositions(tokenTable))).toEqual(new Set(['sticky']));
  expect(
    within(screen.getByRole('row', { name: /Notebook/ })).getByText('Read and change'),
  ).toBeInTheDocument();
  // New tokens may only read unless the user chooses more.
  expect((screen.getByLabelText('Access') as HTMLSelectElement).value).toBe('READ');

  fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'CI' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
  });
  expect((await screen.findByTestId('new-api-token')).textContent).toBe('sl_def456_secret');
  // While it is shown, the developer's example call carries it.
  fireEvent.click(screen.getByRole('button', { name: 'For your developer' }));
  expect(await screen.findByText(/Authorization: Bearer sl_def456_secret/)).toBeVisible();
  expect(await screen.findByText('CI')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /CI/ })).getByText('Read only')).toBeInTheDocument();

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Revoke token Notebook' }));
  });
  await waitFor(() => expect(screen.queryByText('Notebook')).toBeNull());
});

test('how to call the API waits behind "For your developer"', async () => {
  renderSettings([{ request: { query: SettingsRouteDocument }, result: { data: settingsData() } }]);
  const panel = (await screen.findByRole('heading', { name: 'API tokens' })).closest('.chakra-card__root');
  expect(panel?.textContent).not.toMatch(/\/graphql|Bearer/);
  fireEvent.click(within(panel as HTMLElement).getByRole('button', { name: 'For your developer' }));
  const example = await within(panel as HTMLElement).findByText(/^curl \S+\/graphql/);
  expect(example).toBeVisible();
  expect(example).toHaveTextContent('Authorization: Bearer <token>');
});

test('a token with full access is created when the user chooses it', async () => {
  const created = {
    __typename: 'ApiToken' as const,
    id: 'tok3',
    name: 'Importer',
    prefix: 'sl_ghi789',
    createdAt: '2026-11-22T10:00:00Z',
    lastUsedAt: null,
    scope: 'FULL' as const,
    brandId: null,
  };
  const after = settingsData();
  after.apiTokens = [created, ...after.apiTokens];
  renderSettings([
    { request: { query: SettingsRouteDocument }, result: { data: settingsData() } },
    {
      request: { query: CreateApiTokenDocument, variables: { input: { name: 'Importer', scope: 'FULL' } } },
      result: {
        data: {
          createApiToken: {
            __typename: 'CreateApiTokenPayload',
            token: 'sl_ghi789_secret',
            apiToken: created,
          },
        },
      },
    },
    { request: { query: SettingsRouteDocument }, result: { data: after } },
  ]);
  fireEvent.change(await screen.findByLabelText('Token name'), { target: { value: 'Importer' } });
  fireEvent.change(screen.getByLabelText('Access'), { target: { value: 'FULL' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
  });
  expect((await screen.findByTestId('new-api-token')).textContent).toBe('sl_ghi789_secret');
  expect((screen.getByLabelText('Access') as HTMLSelectElement).value).toBe('READ');
});

test('a token pinned to the active brand is asked for when the user chooses this brand only', async () => {
  const created = {
    __typename: 'ApiToken' as const,
    id: 'tok4',
    name: 'Client script',
    prefix: 'sl_jkl012',
    createdAt: '2026-11-22T10:00:00Z',
    lastUsedAt: null,
    scope: 'READ' as const,
    brandId: 'b0b0b0b0-0000-4000-8000-000000000002',
  };
  const after = settingsData();
  after.apiTokens = [created, ...after.apiTokens];
  renderSettings([
    { request: { query: SettingsRouteDocument }, result: { data: settingsData() } },
    {
      request: {
        query: CreateApiTokenDocument,
        variables: { input: { name: 'Client script', scope: 'READ', pinToBrand: true } },
      },
      result: {
        data: {
          createApiToken: {
            __typename: 'CreateApiTokenPayload',
            token: 'sl_jkl012_secret',
            apiToken: created,
          },
        },
      },
    },
    { request: { query: SettingsRouteDocument }, result: { data: after } },
  ]);
  fireEvent.change(await screen.findByLabelText('Token name'), { target: { value: 'Client script' } });
  fireEvent.change(screen.getByLabelText('Brands'), { target: { value: 'THIS' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
  });
  expect((await screen.findByTestId('new-api-token')).textContent).toBe('sl_jkl012_secret');
  expect(
    within(await screen.findByRole('row', { name: /Client script/ })).getByText('One brand'),
  ).toBeInTheDocument();
  expect((screen.getByLabelText('Brands') as HTMLSelectElement).value).toBe('EVERY');
});

test('the tokens table downloads as CSV, one row per token as listed, never a token’s value', async () => {
  onTestFinished(() => {
    vi.restoreAllMocks();
  });
  const data = settingsData();
  data.apiTokens = [
    ...data.apiTokens,
    {
      __typename: 'ApiToken',
      id: 'tok2',
      name: 'CI, nightly',
      prefix: 'sl_def456',
      createdAt: '2026-11-20T08:30:00Z',
      lastUsedAt: '2026-11-24T23:59:00Z',
      scope: 'READ',
      brandId: 'b0b0b0b0-0000-4000-8000-000000000002',
    },
  ];
  renderSettings([{ request: { query: SettingsRouteDocument }, result: { data } }]);
  const table = await screen.findByRole('table', { name: 'API tokens' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(await downloadedCsv('Download API tokens as CSV')).toBe(
    'name,token_prefix,access,brands,created_at,last_used_at\r\n' +
      'Notebook,sl_abc123,Read and change,Every brand,2026-11-01T10:00:00Z,\r\n' +
      '"CI, nightly",sl_def456,Read only,One brand,2026-11-20T08:30:00Z,2026-11-24T23:59:00Z\r\n',
  );
});

test('no tokens yet', async () => {
  renderSettings([
    {
      request: { query: SettingsRouteDocument },
      result: { data: { ...settingsData(), apiTokens: [] } },
    },
  ]);
  expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
  expect((screen.getByRole('button', { name: 'Create token' }) as HTMLButtonElement).disabled).toBe(true);
});

test('the password is changed with the current one, which is asked for', async () => {
  const { auth } = createFakeAuth();
  renderSettings([{ request: { query: SettingsRouteDocument }, result: { data: settingsData() } }], auth);
  const current = await screen.findByLabelText(/Current password/);
  const next = screen.getByLabelText(/New password/);
  const save = screen.getByRole('button', { name: 'Change password' });
  expect(save).toBeDisabled();
  fireEvent.change(current, { target: { value: 'the-old-password' } });
  fireEvent.change(next, { target: { value: 'a-new-long-password' } });
  await act(async () => {
    fireEvent.click(save);
  });
  expect(auth.updateUser).toHaveBeenCalledWith({
    password: 'a-new-long-password',
    current_password: 'the-old-password',
  });
  expect(await screen.findByText('Password changed')).toBeInTheDocument();
  expect(current).toHaveValue('');
  expect(next).toHaveValue('');
});

test('a wrong current password, or a weak new one, is refused beside its field', async () => {
  const { auth } = createFakeAuth();
  const refusal = (code: string, message: string) =>
    ({ data: { user: null }, error: Object.assign(new Error(message), { code }) }) as never;
  auth.updateUser
    .mockResolvedValueOnce(refusal('current_password_invalid', 'The current password is not right.'))
    .mockResolvedValueOnce(refusal('weak_password', 'Password is known to be weak and easy to guess.'));
  renderSettings([{ request: { query: SettingsRouteDocument }, result: { data: settingsData() } }], auth);
  const current = await screen.findByLabelText(/Current password/);
  fireEvent.change(current, { target: { value: 'not-it' } });
  fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'password1' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  });
  expect(await screen.findByText('The current password is not right.')).toBeInTheDocument();
  expect(current).toHaveAttribute('aria-invalid', 'true');
  expect(current).toHaveValue('not-it');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  });
  expect(await screen.findByText('Password is known to be weak and easy to guess.')).toBeInTheDocument();
  expect(screen.queryByText('The current password is not right.')).toBeNull();
  expect(screen.getByLabelText(/New password/)).toHaveAttribute('aria-invalid', 'true');
  // Anything else (too many wrong passwords) shows below the form.
  auth.updateUser.mockResolvedValueOnce(
    refusal('over_request_rate_limit', 'Too many failed sign-in attempts. Try again in 1 minute.'),
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts.');
});

test('the brand can be edited and saved', async () => {
  const input = {
    name: 'Northwind Capital',
    website: null,
    aliases: ['NWC', ' Northwind'],
    notThis: ['Northwind Traders', 'the wind'],
    description: 'A venture fund for climate software.',
  };
  renderSettings([
    { request: { query: SettingsRouteDocument }, result: { data: settingsData() } },
    progress(null),
    {
      request: { query: UpdateBrandDocument, variables: { input } },
      result: {
        data: {
          updateBrand: {
            __typename: 'UpdateBrandPayload',
            brand: {
              __typename: 'Brand',
              name: 'Northwind Capital',
              website: null,
              aliases: ['NWC', 'Northwind'],
              notThis: ['Northwind Traders', 'the wind'],
              description: 'A venture fund for climate software.',
            },
          },
        },
      },
    },
    { request: { query: SettingsRouteDocument }, result: { data: settingsData() } },
    progress({ state: 'RUNNING', done: 12_400, total: 90_000 }),
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit brand' }));
  const form = screen.getByRole('form', { name: 'Edit brand' });
  fireEvent.change(screen.getByLabelText(/Brand name/), { target: { value: 'Northwind Capital' } });
  fireEvent.change(screen.getByLabelText('Website'), { target: { value: '  ' } });
  fireEvent.change(screen.getByLabelText('Aliases'), { target: { value: 'NWC, Northwind' } });
  // The description shown is the stored one; the edited one is sent.
  const description = screen.getByLabelText('Description') as HTMLTextAreaElement;
  expect(description.value).toBe('A seed-stage venture fund for climate software.');
  fireEvent.change(description, { target: { value: '  A venture fund for climate software. ' } });
  expect((screen.getByLabelText('Not this 1') as HTMLInputElement).value).toBe('Northwind Traders');
  fireEvent.click(within(form).getByRole('button', { name: '+ Add not this (1/20)' }));
  fireEvent.change(screen.getByLabelText('Not this 2'), { target: { value: 'the wind' } });
  fireEvent.submit(form);
  expect(await screen.findByText('Brand saved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit brand' })).toBeNull());
  // The history's re-analysis shows under the brand.
  expect(await screen.findByText('Re-analysing 12,400 of 90,000 answers…')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Re-analysis progress' })).toBeInTheDocument();
});

test('a blank or repeated "not this" line is refused beside it, and nothing is sent', async () => {
  renderSettings([
    { request: { query: SettingsRouteDocument }, result: { data: settingsData() } },
    progress(null),
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit brand' }));
  const form = screen.getByRole('form', { name: 'Edit brand' });
  fireEvent.click(within(form).getByRole('button', { name: '+ Add not this (1/20)' }));
  fireEvent.click(within(form).getByRole('button', { name: '+ Add not this (2/20)' }));
  fireEvent.change(screen.getByLabelText('Not this 3'), { target: { value: 'northwind traders' } });
  fireEvent.submit(form);
  expect(await screen.findByText('Write what the brand is not, or remove this line.')).toBeInTheDocument();
  expect(screen.getByText('"northwind traders" is listed twice.')).toBeInTheDocument();
  expect(screen.getByLabelText('Not this 2').getAttribute('aria-invalid')).toBe('true');
  // Fixing the lines clears their messages; nothing was sent, so the form stays open.
  fireEvent.click(within(form).getByRole('button', { name: 'Remove not this 3' }));
  fireEvent.click(within(form).getByRole('button', { name: 'Remove not this 2' }));
  expect(screen.queryByText('Write what the brand is not, or remove this line.')).toBeNull();
  expect(screen.getByRole('form', { name: 'Edit brand' })).toBeInTheDocument();
});

test('a finished re-analysis says when the history was re-analysed', async () => {
  renderSettings([
    { request: { query: SettingsRouteDocument }, result: { data: settingsData() } },
    progress({ state: 'DONE', done: 900, total: 900, finishedAt: '2026-11-25T04:05:00Z' }),
  ]);
  expect(await screen.findByText(/^History re-analysed at Nov 25, 04:05/)).toBeInTheDocument();
  expect(screen.getByText('Northwind Traders')).toBeInTheDocument();
});

test('saving is disabled without a brand name', async () => {
  renderSettings([{ request: { query: SettingsRouteDocument }, result: { data: settingsData() } }]);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit brand' }));
  fireEvent.change(screen.getByLabelText(/Brand name/), { target: { value: '   ' } });
  expect(screen.getByRole('button', { name: 'Save brand' }).hasAttribute('disabled')).toBe(true);
});

test('competitors: listed with the answers naming them; edited and saved, or the server refusal shown', async () => {
  const saved = [
    { __typename: 'Competitor' as const, id: 'c1', name: 'Harbor Capital', mentions: 42 },
    { __typename: 'Competitor' as const, id: 'c3', name: 'Keel Ventures', mentions: 0 },
  ];
  const refusal = 'Harbor Capital is named in 42 collected answers; it cannot be removed.';
  renderSettings([
    { request: { query: SettingsRouteDocument }, result: { data: settingsData() } },
    {
      request: { query: SetCompetitorsDocument, variables: { input: { names: ['Summit Partners'] } } },
      result: { errors: [{ message: refusal, extensions: { code: 'CONFLICT' } }] },
    },
    {
      request: {
        query: SetCompetitorsDocument,
        variables: { input: { names: ['Harbor Capital', 'Keel Ventures'] } },
      },
      result: { data: { setCompetitors: { __typename: 'SetCompetitorsPayload', competitors: saved } } },
    },
    {
      request: { query: SettingsRouteDocument },
      result: { data: { ...settingsData(), competitors: saved } },
    },
  ]);
  const table = await screen.findByRole('table', { name: 'Tracked competitors' });
  expect(within(table).getByText('42')).toBeInTheDocument();
  expect(within(table).getByText('none yet')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Edit competitors' }));
  fireEvent.click(screen.getByRole('button', { name: 'Remove competitor 1' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save competitors' }));
  });
  expect(await screen.findByText(refusal)).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Competitor 1'), { target: { value: 'Harbor Capital' } });
  fireEvent.click(screen.getByRole('button', { name: /Add competitor/ }));
  fireEvent.change(screen.getByLabelText('Competitor 2'), { target: { value: 'Keel Ventures' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save competitors' }));
  });
  expect(await screen.findByText('Competitors saved')).toBeInTheDocument();
  expect(await screen.findByText('Keel Ventures')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save competitors' })).toBeNull();
});

test('competitors are listed most named first, with what the count covers', async () => {
  renderSettings([
    {
      request: { query: SettingsRouteDocument },
      result: {
        data: {
          ...settingsData(),
          competitors: [
            { __typename: 'Competitor' as const, id: 'c1', name: 'Postman', mentions: 1832 },
            { __typename: 'Competitor' as const, id: 'c2', name: 'Apigee', mentions: 0 },
            { __typename: 'Competitor' as const, id: 'c3', name: 'Kong', mentions: 2901 },
          ],
        },
      },
    },
  ]);
  const table = await screen.findByRole('table', { name: 'Tracked competitors' });
  expect(
    within(table).getByRole('columnheader', { name: 'Answers naming it (all time, all prompts)' }),
  ).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
  ).toEqual(['Kong', 'Postman', 'Apigee']);
});

/** The settings with the brand's attributes: "battery life" in English and German. */
const withAttributes = () => {
  const data = settingsData();
  data.viewer.brand!.attributes = [
    {
      __typename: 'BrandAttribute',
      name: 'battery life',
      words: [
        { __typename: 'AttributeWords', language: 'en', words: ['battery life', 'battery'] },
        { __typename: 'AttributeWords', language: 'de', words: ['Akku'] },
      ],
    },
  ];
  return data;
};

test('a VIEWER reads the brand’s attributes with their words per language, and cannot edit them', async () => {
  renderWithProviders(
    <RoleContext value="VIEWER">
      <SettingsRoute />
    </RoleContext>,
    {
      route: '/dashboard/settings',
      path: '/dashboard/settings',
      mocks: [
        { request: { query: SettingsRouteDocument }, result: { data: withAttributes() } },
        noOverrides,
        progress(null),
      ],
    },
  );
  const item = await screen.findByRole('listitem', { name: 'battery life' });
  expect(item.textContent).toContain('English');
  expect(within(item).getByText('battery')).toBeInTheDocument();
  expect(item.textContent).toContain('German');
  expect(within(item).getByText('Akku')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit attributes' })).toBeDisabled();
});

test('an editor adds an attribute, is told of a mistake before sending, and saves the list', async () => {
  const input = {
    attributes: [
      {
        name: 'battery life',
        words: [
          { language: 'en', words: ['battery life', 'battery'] },
          { language: 'de', words: ['Akku'] },
        ],
      },
      { name: 'vegan', words: [{ language: 'en', words: ['vegan', 'plant-based'] }] },
    ],
  };
  const saved = withAttributes();
  saved.viewer.brand!.attributes.push({
    __typename: 'BrandAttribute',
    name: 'vegan',
    words: [{ __typename: 'AttributeWords', language: 'en', words: ['vegan', 'plant-based'] }],
  });
  renderSettings([
    { request: { query: SettingsRouteDocument }, result: { data: withAttributes() } },
    {
      request: { query: SetBrandAttributesDocument, variables: { input } },
      result: {
        data: {
          setBrandAttributes: {
            __typename: 'SetBrandAttributesPayload',
            brand: {
              __typename: 'Brand',
              id: saved.viewer.brand!.id,
              attributes: saved.viewer.brand!.attributes,
            },
          },
        },
      },
    },
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit attributes' }));
  const form = screen.getByRole('form', { name: 'Edit attributes' });
  fireEvent.click(within(form).getByRole('button', { name: '+ Add attribute (1/30)' }));
  const added = within(form).getByRole('group', { name: 'Attribute 2' });
  fireEvent.change(within(added).getByLabelText('Name'), { target: { value: 'Battery Life' } });
  fireEvent.change(within(added).getByLabelText('Words in English'), {
    target: { value: 'vegan, plant-based,' },
  });
  fireEvent.submit(form);
  // The shared rules refuse a name listed twice in any casing, in the server's words, before anything is sent.
  expect(await within(form).findByText('"Battery Life" is listed twice.')).toBeInTheDocument();
  fireEvent.change(within(form).getByDisplayValue('Battery Life'), { target: { value: 'vegan' } });
  await waitFor(() => expect(within(form).queryByText('"Battery Life" is listed twice.')).toBeNull());
  fireEvent.submit(form);
  expect(await screen.findByText('Attributes saved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit attributes' })).toBeNull());
  expect(await screen.findByRole('listitem', { name: 'vegan' })).toBeInTheDocument();
});
