import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SimulatedBannerDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { readPageFilter } from '../filter/pageFilter';
import { SimulatedBanner } from './SimulatedBanner';

const filter = readPageFilter(new URLSearchParams('period=7d&platforms=chatgpt,claude'));

const banner = (
  share: { answers: number; simulated: number },
  platforms: string[],
  realPlatforms: string[],
  topicId: string | null = null,
) => [
  {
    request: {
      query: SimulatedBannerDocument,
      variables: { ...filter.variables, topicId },
    },
    result: {
      data: {
        simulatedShare: { __typename: 'SimulatedShare' as const, ...share },
        collectionSettings: { __typename: 'CollectionSettings' as const, platforms, realPlatforms },
      },
    },
  },
];

test('every answer of the period simulated: says so, names the keyless platforms and how to get real answers', async () => {
  renderWithProviders(<SimulatedBanner filter={filter} />, {
    mocks: banner({ answers: 120, simulated: 120 }, ['CHATGPT', 'PERPLEXITY', 'GEMINI'], []),
  });
  const region = await screen.findByRole('region', { name: 'Simulated answers' });
  expect(
    within(region).getByText('Illustrative data: 100 % of these answers are simulated'),
  ).toBeInTheDocument();
  expect(region.textContent).toMatch(
    /ChatGPT, Perplexity and Gemini have no API key on this server, so Sightline's simulated engine writes their answers: the figures show how Sightline works/,
  );
  expect(region.textContent).toMatch(/set the vendors' API keys/);
  expect(within(region).getByRole('link', { name: 'Prompts → Engines' })).toHaveAttribute(
    'href',
    '/dashboard/prompts',
  );
});

test("a topic's answers partly simulated: the share of the topic's answers, never rounded to 0 %", async () => {
  renderWithProviders(<SimulatedBanner filter={filter} topicId="topic-1" />, {
    mocks: banner({ answers: 400, simulated: 3 }, ['CHATGPT', 'CLAUDE'], ['CHATGPT'], 'topic-1'),
  });
  const region = await screen.findByRole('region', { name: 'Simulated answers' });
  expect(region.textContent).toContain('Illustrative data: less than 1 % of these answers are simulated');
  expect(region.textContent).toMatch(/Claude has no API key on this server, so .* writes its answers/);
});

test('a real engine answered every answer of the period: no banner, whatever the platforms now', async () => {
  const { container } = renderWithProviders(<SimulatedBanner filter={filter} />, {
    mocks: banner({ answers: 80, simulated: 0 }, ['CHATGPT', 'CLAUDE'], ['CHATGPT']),
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('region')).toBeNull();
  expect(container.textContent).toBe('');
});

test("the fund's screens show sample data: no banner, nothing asked", async () => {
  const { container } = renderWithProviders(<SimulatedBanner filter={filter} />, {
    mocks: [],
    variant: 'FUND',
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.textContent).toBe('');
});
