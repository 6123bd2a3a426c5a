import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { FactsSettingsRoute_FactFragment, MemberRole } from '../__generated__/graphql';
import {
  ConfirmBrandFactDocument,
  DeleteBrandFactDocument,
  FactsSettingsRouteDocument,
  ImportBrandFactsDocument,
  SetBrandFactDocument,
  SuggestBrandFactsDocument,
} from '../__generated__/hooks';
import { RoleContext } from '../features/workspace/role';
import { renderWithProviders, type RenderOptions } from '../test/render';
import FactsSettingsRoute from './FactsSettingsRoute';

const fact = (overrides: Partial<FactsSettingsRoute_FactFragment>): FactsSettingsRoute_FactFragment => ({
  __typename: 'BrandFact',
  id: 'f1',
  key: 'annual_price',
  label: 'Annual plan',
  kind: 'MONEY',
  value: '89.00',
  unit: 'per year',
  currency: 'GBP',
  country: null,
  aliases: [{ __typename: 'BrandFactAliases', language: 'en', words: ['price', 'costs'] }],
  validFrom: '2026-04-01',
  previousValues: ['74.00'],
  sourceUrl: null,
  status: 'CONFIRMED',
  ...overrides,
});

const price = fact({});
const founded = fact({
  id: 'f2',
  key: 'founded',
  label: 'Founded',
  kind: 'YEAR',
  value: '2015',
  unit: null,
  currency: null,
  country: 'GB',
  aliases: [],
  validFrom: null,
  previousValues: [],
  status: 'SUGGESTED',
  sourceUrl: 'https://www.acme.example/',
});

const page = (facts = [price, founded]) => ({
  request: { query: FactsSettingsRouteDocument },
  result: { data: { brandFacts: facts } },
});

const renderPage = (mocks: RenderOptions['mocks'] = [], role: MemberRole = 'EDITOR') =>
  renderWithProviders(
    <RoleContext value={role}>
      <FactsSettingsRoute />
    </RoleContext>,
    {
      route: '/dashboard/settings/facts',
      path: '/dashboard/settings/facts',
      mocks: [page(), page(), ...mocks],
    },
  );

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    );

test('lists the confirmed facts and the suggestions, each with its value, market, previous values and status', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Facts' })).toBeInTheDocument();
  expect(cells(screen.getByRole('table', { name: 'Facts' }))).toEqual([
    ['Annual planannual_price', '89.00 GBP per year', 'Everywhere', '74.00', 'Confirmed'],
  ]);
  expect(cells(screen.getByRole('table', { name: 'Suggested facts' }))).toEqual([
    ['Foundedfounded', '2015', 'GB', '—', 'Suggested'],
  ]);
  expect(screen.getByRole('button', { name: 'Download Facts as CSV' })).toBeEnabled();
  expect(screen.getByRole('link', { name: '← Settings' })).toHaveAttribute('href', '/dashboard/settings');
});

test('a fact is added in the dialog, its problems shown in the server’s words before anything is sent', async () => {
  const saved = vi.fn(() => ({
    data: { setBrandFact: { __typename: 'SetBrandFactPayload' as const, fact: price } },
  }));
  renderPage([
    {
      request: {
        query: SetBrandFactDocument,
        variables: {
          input: {
            id: null,
            key: 'annual_price',
            label: 'Annual plan',
            kind: 'MONEY',
            value: '12,50',
            unit: 'per year',
            currency: 'GBP',
            country: '',
            validFrom: null,
            sourceUrl: '',
            aliases: [{ language: 'en', words: ['price', 'costs'] }],
          },
        },
      },
      result: saved,
    },
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'Add a fact' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add a fact' }));
  fireEvent.change(dialog.getByLabelText('Label'), { target: { value: 'Annual plan' } });
  fireEvent.change(dialog.getByLabelText('Key'), { target: { value: 'annual_price' } });
  fireEvent.change(dialog.getByLabelText('Kind'), { target: { value: 'MONEY' } });
  fireEvent.change(dialog.getByLabelText(/^Value/), { target: { value: '12 pounds' } });
  fireEvent.change(dialog.getByLabelText('Unit'), { target: { value: 'per year' } });
  fireEvent.change(dialog.getByLabelText('Words answers use'), { target: { value: 'en: price; costs' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Add fact' }));
  expect(
    await dialog.findByText(
      '"12 pounds" is not an amount: write it as 12.50 (or 12,50), without a currency sign.',
    ),
  ).toBeInTheDocument();
  fireEvent.change(dialog.getByLabelText(/^Value/), { target: { value: '12,50' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Add fact' }));
  expect(await dialog.findByText('An amount of money needs its currency, such as EUR.')).toBeInTheDocument();
  fireEvent.change(dialog.getByLabelText('Currency'), { target: { value: 'GBP' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Add fact' }));
  await waitFor(() => expect(saved).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('a fact is deleted after a confirmation; a suggestion is confirmed', async () => {
  const deleted = vi.fn(() => ({
    data: { deleteBrandFact: { __typename: 'DeleteBrandFactPayload' as const, id: 'f1' } },
  }));
  const confirmed = vi.fn(() => ({
    data: {
      confirmBrandFact: {
        __typename: 'ConfirmBrandFactPayload' as const,
        fact: { ...founded, status: 'CONFIRMED' as const },
      },
    },
  }));
  renderPage([
    { request: { query: DeleteBrandFactDocument, variables: { input: { id: 'f1' } } }, result: deleted },
    { request: { query: ConfirmBrandFactDocument, variables: { input: { id: 'f2' } } }, result: confirmed },
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Annual plan' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete “Annual plan”?' }));
  expect(deleted).not.toHaveBeenCalled();
  fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(deleted).toHaveBeenCalled());

  fireEvent.click(screen.getByRole('button', { name: 'Confirm Founded' }));
  await waitFor(() => expect(confirmed).toHaveBeenCalled());
});

test('suggestions from the website say why nothing was read; an import names the lines refused', async () => {
  renderPage([
    {
      request: { query: SuggestBrandFactsDocument },
      result: {
        data: {
          suggestBrandFacts: {
            __typename: 'SuggestBrandFactsPayload',
            facts: [],
            notRead: 'The brand has no website: set it in Settings first.',
          },
        },
      },
    },
    {
      request: {
        query: ImportBrandFactsDocument,
        variables: { input: { csv: 'key,label,kind,value\r\nx,X,YEAR,15\r\n' } },
      },
      result: {
        errors: [
          {
            message: 'Nothing was changed. Line 2: "15" is not a year: write four digits, such as 2015.',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      },
    },
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'Suggest from website' }));
  expect(await screen.findByText('The brand has no website: set it in Settings first.')).toBeInTheDocument();

  const file = new File(['key,label,kind,value\r\nx,X,YEAR,15\r\n'], 'facts.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV file to import'), { target: { files: [file] } });
  expect(
    await screen.findByText(
      'Nothing was changed. Line 2: "15" is not a year: write four digits, such as 2015.',
    ),
  ).toBeInTheDocument();
});

test('a VIEWER reads and exports the sheet but changes nothing', async () => {
  renderPage([], 'VIEWER');
  expect(await screen.findByRole('table', { name: 'Facts' })).toBeInTheDocument();
  expect(screen.getByTestId('role-hint')).toHaveTextContent('Viewers can read and export');
  for (const name of [
    'Add a fact',
    'Suggest from website',
    'Import CSV',
    'Edit Annual plan',
    'Confirm Founded',
  ])
    expect(screen.queryByRole('button', { name })).toBeNull();
  expect(screen.getByRole('button', { name: 'Download Facts as CSV' })).toBeEnabled();
});
