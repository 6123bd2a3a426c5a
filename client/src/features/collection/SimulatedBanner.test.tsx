import { fireEvent, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SimulatedBadgeDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { SimulatedBadge } from './SimulatedBadge';

const settings = (platforms: string[], realPlatforms: string[]) => [
  {
    request: { query: SimulatedBadgeDocument },
    result: {
      data: { collectionSettings: { __typename: 'CollectionSettings' as const, platforms, realPlatforms } },
    },
  },
];

test('all platforms simulated: says so and names them on hover', async () => {
  renderWithProviders(<SimulatedBadge />, { mocks: settings(['CHATGPT', 'PERPLEXITY', 'GEMINI'], []) });
  const badge = await screen.findByRole('button', { name: 'Simulated answers' });
  fireEvent.pointerMove(badge);
  fireEvent.focus(badge);
  expect(
    await screen.findByText(/ChatGPT, Perplexity and Gemini are answered by Sightline's simulated engine/),
  ).toBeInTheDocument();
});

test('some platforms real: names only the simulated one', async () => {
  renderWithProviders(<SimulatedBadge />, { mocks: settings(['CHATGPT', 'CLAUDE'], ['CHATGPT']) });
  const badge = await screen.findByRole('button', { name: 'Partly simulated' });
  fireEvent.pointerMove(badge);
  fireEvent.focus(badge);
  expect(await screen.findByText(/^Claude is answered by Sightline's simulated engine/)).toBeInTheDocument();
});

test('every platform real: nothing is shown', async () => {
  const { container } = renderWithProviders(<SimulatedBadge />, {
    mocks: settings(['CHATGPT'], ['CHATGPT', 'CLAUDE']),
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('button')).toBeNull();
  expect(container.textContent).toBe('');
});
