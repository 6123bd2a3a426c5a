import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useVariant, variantScreen } from './variant';

const Screen = variantScreen({
  GENERAL: () => <p>general screen</p>,
  FUND: lazy(async () => ({ default: () => <p>fund screen</p> })),
});

test('variantScreen: the general screen for other accounts', async () => {
  renderWithProviders(<Screen />, { variant: 'GENERAL' });
  expect(await screen.findByText('general screen')).toBeInTheDocument();
  expect(screen.queryByText('fund screen')).toBeNull();
});

test('variantScreen: the fund account gets the fund screen, loaded lazily', async () => {
  renderWithProviders(<Screen />, { variant: 'FUND' });
  expect(await screen.findByText('fund screen')).toBeInTheDocument();
  expect(screen.queryByText('general screen')).toBeNull();
});

test('useVariant: GENERAL outside the dashboard shell', async () => {
  function Name() {
    return <p>{`variant ${useVariant().name}`}</p>;
  }
  renderWithProviders(<Name />);
  expect(await screen.findByText('variant GENERAL')).toBeInTheDocument();
});
