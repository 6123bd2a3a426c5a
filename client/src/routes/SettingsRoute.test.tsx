import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  CreateApiTokenDocument,
  RevokeApiTokenDocument,
  SetCompetitorsDocument,
  SettingsRouteDocument,
  SourceTypesSectionDocument,
  UpdateBrandDocument,
} from '../__generated__/graphql';
import { settingsData } from '../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../test/render';
import SettingsRoute from './SettingsRoute';

/** The page's Source types section asks for the account's overrides: none here. */
const noOverrides = {
  request: { query: SourceTypesSectionDocument },
  result: { data: { sourceCategoryOverrides: [] } },
};

const renderSettings = (mocks: RenderOptions['mocks']) =>
  renderWithProviders(<SettingsRoute />, {
    route: '/dashboard/settings',
    path: '/dashboard/settings',
    mocks: [...(mocks ?? []), noOverrides],
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
  expect(await screen.findByText('CI')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /CI/ })).getByText('Read only')).toBeInTheDocument();

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Revoke token Notebook' }));
  });
  await waitFor(() => expect(screen.queryByText('Notebook')).toBeNull());
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

test('the brand can be edited and saved', async () => {
  const input = { name: 'Northwind Capital', website: null, aliases: ['NWC', ' Northwind'] };
  renderSettings([
    { request: { query: SettingsRouteDocument }, result: { data: settingsData() } },
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
            },
          },
        },
      },
    },
    { request: { query: SettingsRouteDocument }, result: { data: settingsData() } },
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit brand' }));
  const form = screen.getByRole('form', { name: 'Edit brand' });
  fireEvent.change(screen.getByLabelText(/Brand name/), { target: { value: 'Northwind Capital' } });
  fireEvent.change(screen.getByLabelText('Website'), { target: { value: '  ' } });
  fireEvent.change(screen.getByLabelText('Aliases'), { target: { value: 'NWC, Northwind' } });
  fireEvent.submit(form);
  expect(await screen.findByText('Brand saved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit brand' })).toBeNull());
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
