// @vitest-environment jsdom
// jsdom, not the project's happy-dom: it stubs the clientHeight getter on Element.prototype, where only jsdom
// defines it.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { PromptGridDocument, PromptSparklinesDocument } from '../../__generated__/hooks';
import { answer, answersMock } from '../answers/answers.fixtures';
import { readPageFilter } from '../filter/pageFilter';
import { renderWithProviders } from '../../test/render';
import { PromptGrid } from './PromptGrid';

/** The page's default filter: the last 30 days on every platform, unbranded prompts. */
const DEFAULT = { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' } as const;

// The grid renders the rows in view of its scrolling box, which jsdom gives no height: give it a screen's.
beforeAll(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
});
afterAll(() => vi.restoreAllMocks());

const row = (id: string, question: string, productCardAnswers: number) => ({
  __typename: 'PromptGridRow' as const,
  id,
  question,
  topicId: 't-shoes',
  topicName: 'Running shoes',
  promptKind: 'UNBRANDED' as const,
  kindSetByUser: false,
  answers: 12,
  failures: 0,
  visibilityPercentage: 50,
  visibilityLow: 25.4,
  visibilityHigh: 74.6,
  averagePosition: 1.5,
  sentimentScore: 70,
  productCardAnswers,
  platforms: [
    {
      __typename: 'PromptPlatformVisibility' as const,
      platform: 'CHATGPT' as const,
      answers: 12,
      visibilityPercentage: 50,
    },
  ],
});

const ROWS = [
  row('p-buy', 'Which trail running shoes should I buy?', 3),
  row('p-how', 'How do I lace trail running shoes?', 0),
];

const mocks = [
  {
    request: {
      query: PromptGridDocument,
      variables: { ...DEFAULT, topicId: null, search: null, sort: null },
    },
    result: {
      data: {
        topics: [{ __typename: 'Topic' as const, id: 't-shoes', name: 'Running shoes' }],
        promptGrid: {
          __typename: 'PromptGrid' as const,
          platforms: ['CHATGPT'],
          sparklineFrom: '2026-11-01',
          sparklineTo: '2026-11-30',
          totalCount: 2,
          rows: ROWS,
        },
      },
    },
  },
  {
    request: {
      query: PromptSparklinesDocument,
      variables: { promptIds: ['p-buy', 'p-how'], period: DEFAULT.period, platforms: [] },
    },
    result: {
      data: {
        promptSparklines: {
          __typename: 'PromptSparklines' as const,
          from: '2026-11-01',
          to: '2026-11-30',
          rows: ROWS.map((r) => ({
            __typename: 'PromptSparkline' as const,
            promptId: r.id,
            points: Array<number | null>(30).fill(50),
          })),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  // The mark's answers: the prompt's answered answers that showed cards, under the page's period.
  answersMock({
    figure: { promptId: 'p-buy', status: 'OK', hasProducts: true, period: DEFAULT.period },
    counts: { totalCount: 3, okCount: 3, visibleCount: 2, failureCount: 0 },
    nodes: [answer({ id: 'app-1', question: 'Which trail running shoes should I buy?' })],
    brand: 'Acme',
  }),
];

test('a prompt whose app answers showed product cards is marked, and the mark opens those answers', async () => {
  renderWithProviders(<PromptGrid pageFilter={readPageFilter(new URLSearchParams())} />, {
    route: '/dashboard/prompts?view=grid',
    path: '/dashboard/prompts',
    mocks: mocks as never,
  });
  const grid = await screen.findByRole('table', { name: 'Prompts grid' });
  const [withCards, without] = [
    'Which trail running shoes should I buy?',
    'How do I lace trail running shoes?',
  ].map((question) => within(grid).getByText(question).closest('tr')!);
  expect(within(without!).queryByRole('button', { name: /Shows product cards/ })).toBeNull();
  const mark = within(withCards!).getByRole('button', {
    name: 'Shows product cards in 3 answers: show them',
  });

  fireEvent.click(mark);
  const drawer = await screen.findByRole('dialog', {
    name: 'Prompt · Which trail running shoes should I buy? · product cards',
  });
  // As many answers as the mark says: the mock answers only the prompt's answers with cards.
  expect(
    await within(drawer).findByText('2 of 3 answers in the last 30 days mentioned Acme'),
  ).toBeInTheDocument();
});
