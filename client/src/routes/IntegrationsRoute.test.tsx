import { gql } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import {
  ConnectGoogleAnalyticsDocument,
  ImportBingAiPerformanceDocument,
  IntegrationsRouteDocument,
  StartGoogleOAuthDocument,
  SyncIntegrationDocument,
} from '../__generated__/hooks';
import { leavePageFor } from '../features/integrations/leavePage';
import { createCache } from '../app/apollo';
import { renderWithProviders } from '../test/render';
import IntegrationsRoute from './IntegrationsRoute';

vi.mock('../features/integrations/leavePage', () => ({ leavePageFor: vi.fn() }));

const KEY_FILE =
  '{"type":"service_account","client_email":"reader@p.iam.gserviceaccount.com","private_key":"…"}';

const integration = (kind: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'Integration' as const,
  kind,
  target: '123456789',
  accountEmail: 'reader@p.iam.gserviceaccount.com',
  status: 'OK',
  lastSyncAt: '2026-11-28T04:20:00.000Z',
  syncedThrough: '2026-11-28',
  error: null,
  rows: 42,
  ...fields,
});

const list = (integrations: unknown[]) => ({
  request: { query: IntegrationsRouteDocument, variables: {} },
  result: { data: { integrations } },
});

const renderPage = (mocks: unknown[], cache = createCache()) =>
  renderWithProviders(<IntegrationsRoute />, {
    route: '/dashboard/settings/integrations',
    path: '/dashboard/settings/integrations',
    mocks: mocks as never,
    cache,
  });

const denied = integration('GA4', {
  status: 'ERROR',
  lastSyncAt: null,
  rows: 0,
  error:
    'The service account reader@p.iam.gserviceaccount.com has no access to GA4 property 123456789 (User does not have sufficient permissions for this property.).',
});

const pulling = integration('GA4', { status: 'SYNCING', lastSyncAt: null, rows: 0 });

test('connecting GA4 sends the property and the pasted key file, says the first pull is under way, and shows Google’s refusal in words', async () => {
  renderPage([
    list([]),
    {
      request: {
        query: ConnectGoogleAnalyticsDocument,
        variables: { input: { propertyId: '123456789', credentialsJson: KEY_FILE } },
      },
      result: {
        data: { connectGoogleAnalytics: { __typename: 'ConnectIntegrationPayload', integration: pulling } },
      },
    },
    // Read again after connecting (the pull is queued), then followed until the pull ended.
    list([pulling]),
    list([denied]),
  ]);
  const form = await screen.findByRole('form', { name: 'Connect Google Analytics 4' });
  expect(within(form.parentElement!.parentElement!).getAllByText('Not connected.').length).toBeGreaterThan(0);
  fireEvent.change(within(form).getByRole('textbox', { name: /Property id/ }), {
    target: { value: '123456789' },
  });
  fireEvent.change(within(form).getByRole('textbox', { name: /Service account key/ }), {
    target: { value: KEY_FILE },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Connect' }));
  expect(await within(await screen.findByTestId('status-GA4')).findByText('Pulling…')).toBeInTheDocument();
  // The list is read again every SYNC_POLL_MS until the pull ended.
  await within(await screen.findByTestId('status-GA4')).findByText('Error', {}, { timeout: 4000 });
  const status = screen.getByTestId('status-GA4');
  expect(within(status).getByRole('alert')).toHaveTextContent(/has no access to GA4 property 123456789/);
  // The key file is not kept in the form once sent.
  await waitFor(() =>
    expect(within(form).getByRole('textbox', { name: /Service account key/ })).toHaveValue(''),
  );
});

test('a connected source shows its last pull and syncs now', async () => {
  const synced = integration('SEARCH_CONSOLE', { target: 'sc-domain:quillstack.io', rows: 50 });
  renderPage([
    list([integration('SEARCH_CONSOLE', { target: 'sc-domain:quillstack.io' })]),
    {
      request: { query: SyncIntegrationDocument, variables: { input: { kind: 'SEARCH_CONSOLE' } } },
      result: { data: { syncIntegration: { __typename: 'SyncIntegrationPayload', integration: synced } } },
    },
    list([synced]),
  ]);
  const status = await screen.findByTestId('status-SEARCH_CONSOLE');
  expect(within(status).getByText('sc-domain:quillstack.io')).toBeInTheDocument();
  expect(within(status).getByText(/42 rows/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
  expect(
    await within(await screen.findByTestId('status-SEARCH_CONSOLE')).findByText(/50 rows/),
  ).toBeInTheDocument();
});

test("Bing's export is uploaded as text and its rows counted", async () => {
  const csv = 'Page,Citations\nhttps://quillstack.io/pricing,4\n';
  renderPage([
    list([]),
    {
      request: {
        query: ImportBingAiPerformanceDocument,
        variables: { input: { csv, fileName: 'bing.csv' } },
      },
      result: {
        data: {
          importBingAiPerformance: {
            __typename: 'ImportBingAiPerformancePayload',
            rows: 1,
            integration: integration('BING_WEBMASTER', { target: 'bing.csv', accountEmail: null, rows: 1 }),
          },
        },
      },
    },
    list([integration('BING_WEBMASTER', { target: 'bing.csv', accountEmail: null, rows: 1 })]),
  ]);
  const input = await screen.findByLabelText('Upload the export (CSV)');
  fireEvent.change(input, { target: { files: [new File([csv], 'bing.csv', { type: 'text/csv' })] } });
  expect(await screen.findByText('1 rows stored.')).toBeInTheDocument();
});

const startOAuth = (target: string, result: object) => ({
  request: { query: StartGoogleOAuthDocument, variables: { input: { kind: 'GA4', target } } },
  result,
});

test('connecting with a Google account sends the browser to Google’s consent page, or says why not', async () => {
  const consent = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x&state=s';
  renderPage([
    list([]),
    startOAuth('123456789', {
      errors: [
        {
          message:
            'Connecting with a Google account needs GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET on the server',
        },
      ],
    }),
    startOAuth('123456789', {
      data: { startGoogleOAuth: { __typename: 'StartGoogleOAuthPayload', url: consent } },
    }),
  ]);
  const form = await screen.findByRole('form', { name: 'Connect Google Analytics 4' });
  const google = within(form).getByRole('button', { name: 'Connect with a Google account instead' });
  // The property comes first.
  expect(google).toBeDisabled();
  fireEvent.change(within(form).getByRole('textbox', { name: /Property id/ }), {
    target: { value: '123456789' },
  });
  fireEvent.click(google);
  expect(await within(form).findByRole('alert')).toHaveTextContent(/needs GOOGLE_OAUTH_CLIENT_ID/);
  expect(leavePageFor).not.toHaveBeenCalled();
  fireEvent.click(google);
  await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(consent));
});

test('a pull that ended before the screen saw it syncing still has the Pages figures read again', async () => {
  const cache = createCache();
  // What the Pages screen read before GA4 was connected.
  cache.writeQuery({
    query: gql`
      query BeforeThePull {
        bingGroundingQueries {
          totalCount
        }
      }
    `,
    data: { bingGroundingQueries: { __typename: 'BingGroundingQueryConnection', totalCount: 0 } },
  });
  const pulled = integration('GA4', { lastSyncAt: '2026-11-30T10:00:00.000Z', rows: 2 });
  renderPage(
    [
      list([]),
      {
        request: {
          query: ConnectGoogleAnalyticsDocument,
          variables: { input: { propertyId: '123456789', credentialsJson: KEY_FILE } },
        },
        result: {
          data: { connectGoogleAnalytics: { __typename: 'ConnectIntegrationPayload', integration: pulled } },
        },
      },
      // The pull ran at once: the list read after connecting already has it done.
      list([pulled]),
    ],
    cache,
  );
  const form = await screen.findByRole('form', { name: 'Connect Google Analytics 4' });
  fireEvent.change(within(form).getByRole('textbox', { name: /Property id/ }), {
    target: { value: '123456789' },
  });
  fireEvent.change(within(form).getByRole('textbox', { name: /Service account key/ }), {
    target: { value: KEY_FILE },
  });
  expect(Object.keys(cache.extract().ROOT_QUERY ?? {})).toContain('bingGroundingQueries');
  fireEvent.click(within(form).getByRole('button', { name: 'Connect' }));
  await within(await screen.findByTestId('status-GA4')).findByText(/2 rows/);
  await waitFor(() =>
    expect(
      Object.keys(cache.extract().ROOT_QUERY ?? {}).some((key) => key.startsWith('bingGroundingQueries')),
    ).toBe(false),
  );
});
