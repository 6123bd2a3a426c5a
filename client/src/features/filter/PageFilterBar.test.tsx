import { fireEvent, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PageFilterPlatformsDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { PageFilterBar } from './PageFilterBar';

const collecting = (platforms: string[]) => ({
  request: { query: PageFilterPlatformsDocument },
  result: {
    data: { collectionSettings: { __typename: 'CollectionSettings', platforms } },
  },
});

test('a platform the brand does not collect is greyed with why, and choosing it does nothing', async () => {
  const { router } = renderWithProviders(<PageFilterBar />, {
    route: '/dashboard',
    path: '/dashboard',
    mocks: [collecting(['CHATGPT', 'PERPLEXITY', 'GEMINI'])],
  });
  const claude = await screen.findByRole('button', {
    name: 'Claude',
  });
  await screen.findByTitle(
    'Claude is not collected for this brand: turn it on in Prompts, Manage topics & engines.',
  );
  expect(claude).toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(claude);
  expect(router.state.location.search).toBe('');
  fireEvent.click(screen.getByRole('button', { name: 'Gemini' }));
  expect(router.state.location.search).toBe('?platforms=gemini');
  expect(screen.getByRole('button', { name: 'Gemini' })).not.toHaveAttribute('aria-disabled');
});

test('a platform chosen in the address stays choosable, so it can be let go of', async () => {
  const { router } = renderWithProviders(<PageFilterBar />, {
    route: '/dashboard?platforms=claude',
    path: '/dashboard',
    mocks: [collecting(['CHATGPT'])],
  });
  await screen.findByTitle(
    'Perplexity is not collected for this brand: turn it on in Prompts, Manage topics & engines.',
  );
  const claude = screen.getByRole('button', { name: 'Claude' });
  expect(claude).not.toHaveAttribute('aria-disabled');
  expect(claude).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(claude);
  expect(router.state.location.search).toBe('');
});
