import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SettingsRouteQueryDocument } from '../__generated__/graphql';
import { settingsData } from '../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../test/render';
import SettingsRoute from './SettingsRoute';

const renderSettings = (mocks: RenderOptions['mocks']) =>
  renderWithProviders(<SettingsRoute />, {
    route: '/dashboard/settings',
    path: '/dashboard/settings',
    mocks,
  });

test('loading', async () => {
  renderSettings([
    { request: { query: SettingsRouteQueryDocument }, result: { data: settingsData() }, delay: 10_000 },
  ]);
  expect(await screen.findByText('Loading data...')).toBeTruthy();
});

test('error', async () => {
  renderSettings([{ request: { query: SettingsRouteQueryDocument }, error: new Error('Not authenticated') }]);
  expect(await screen.findByText('Not authenticated')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});

test('shows the profile, brand and platforms', async () => {
  renderSettings([{ request: { query: SettingsRouteQueryDocument }, result: { data: settingsData() } }]);
  expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
  expect(screen.getByText('demo@example.com')).toBeTruthy();
  expect(screen.getByText('Northwind Ventures')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'https://northwind.vc' })).toBeTruthy();
  expect(screen.getByText('NWV')).toBeTruthy();
  expect(screen.getByText('Perplexity')).toBeTruthy();
});

test('an account without a brand yet', async () => {
  const data = settingsData();
  renderSettings([
    {
      request: { query: SettingsRouteQueryDocument },
      result: { data: { viewer: { ...data.viewer, brand: null } } },
    },
  ]);
  expect(await screen.findByText('No brand set up yet.')).toBeTruthy();
});
