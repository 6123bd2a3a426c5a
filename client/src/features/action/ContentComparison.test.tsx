import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ComparisonPagesDocument, ContentScoresDocument } from '../../__generated__/hooks';
import type { SourceCategory } from '../../__generated__/graphql';
import { renderWithProviders } from '../../test/render';
import { ContentComparison } from './ContentComparison';

// Chakra's first render in jsdom is slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const page = (url: string, category: SourceCategory, answers: number) => ({
  __typename: 'ComparedPage' as const,
  url,
  domain: new URL(url).hostname.replace(/^www\./, ''),
  category,
  answers,
});

const pagesMock = (
  promptId: string | null,
  citedPages: ReturnType<typeof page>[],
  ownPages: ReturnType<typeof page>[],
  question: string | null = null,
) => ({
  request: { query: ComparisonPagesDocument, variables: { promptId } },
  result: {
    data: { comparisonPages: { __typename: 'ComparisonPages' as const, question, citedPages, ownPages } },
  },
});

const QUESTION = 'What should I look for in running shoes for a first marathon?';
const GAP_ROUTE = `/dashboard/action/comparison?${new URLSearchParams({
  promptId: 'p-marathon',
  prompt: QUESTION,
  competitors: 'Hoka,On',
})}`;

test('a gap link lists the pages answers to that prompt cite beside the brand’s own cited pages', async () => {
  renderWithProviders(<ContentComparison />, {
    route: GAP_ROUTE,
    path: '/dashboard/action/comparison',
    mocks: [
      pagesMock(
        'p-marathon',
        [
          page('https://www.forbes.com/sites/vetted/best-running-shoes/', 'EDITORIAL', 4),
          page('https://medium.com/@anna_writes/running-shoes-for-beginners-3f2a', 'USER_GENERATED', 2),
        ],
        [
          page('https://www.stridelabs.com/guides/first-marathon', 'OWNED', 1),
          page('https://www.trustpilot.com/review/stridelabs.com', 'USER_GENERATED', 1),
        ],
        QUESTION,
      ),
    ],
  });
  const note = screen.getByRole('note', { name: 'Answer gap' });
  expect(within(note).getByText(QUESTION)).toBeInTheDocument();
  expect(note.textContent).toContain('Answers name Hoka, On here and not you.');
  expect(within(note).getByRole('link', { name: 'Back to the answer gaps' })).toHaveAttribute(
    'href',
    '/dashboard/competitors#answer-gaps',
  );

  const cited = await screen.findByRole('list', { name: 'Pages AI answers cite' });
  const citedItems = within(cited).getAllByRole('listitem');
  expect(citedItems.map((item) => item.textContent)).toEqual([
    'forbes.com/sites/vetted/best-running-shoes/Editorialcited by 4 answers',
    'medium.com/@anna_writes/running-shoes-for-beginners-3f2aUser-generatedcited by 2 answers',
  ]);
  expect(within(citedItems[0]!).getByRole('link')).toHaveAttribute(
    'href',
    'https://www.forbes.com/sites/vetted/best-running-shoes/',
  );
  const own = screen.getByRole('list', { name: 'Your cited pages' });
  expect(
    within(own)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'stridelabs.com/guides/first-marathonYour sitecited by 1 answer',
    'trustpilot.com/review/stridelabs.comUser-generatedcited by 1 answer',
  ]);
  expect(document.body.textContent).not.toMatch(/API Management|Quillstack|TechRadar/);
});

test('with nothing cited, an empty state asks for two texts', async () => {
  renderWithProviders(<ContentComparison />, { mocks: [pagesMock(null, [], [])] });
  const empty = await screen.findByRole('status', { name: 'Nothing to compare' });
  expect(empty.textContent).toBe(
    'Nothing to compare yetNo AI answer for your prompts cites a page in the last 30 days. Paste a competitor’s article and yours below to compare them.',
  );
  expect(screen.getByLabelText('Their article')).toBeInTheDocument();
  expect(screen.getByLabelText('Your article')).toBeInTheDocument();
});

const scores = (values: number[], words: number) => ({
  __typename: 'ContentScores' as const,
  authoritativeness: values[0]!,
  citations: values[1]!,
  quotations: values[2]!,
  statistics: values[3]!,
  technicalTerms: values[4]!,
  fluency: values[5]!,
  words,
});
const scoresMock = (text: string, result: ReturnType<typeof scores>) => ({
  request: { query: ContentScoresDocument, variables: { text } },
  result: { data: { contentScores: result } },
});

test('two pasted texts are scored by the server on one 0–100 scale, yours marked against theirs', async () => {
  const theirs =
    'Runners who log 40 km a week replace shoes every 500 to 800 km, according to a 2024 survey of 1,200 runners.';
  const yours = 'Our shoes are comfortable and many runners like them for long runs.';
  renderWithProviders(<ContentComparison />, {
    mocks: [
      pagesMock(null, [], []),
      scoresMock(theirs, scores([62, 48, 0, 91, 12, 84], 21)),
      scoresMock(yours, scores([50, 0, 0, 0, 10, 86], 12)),
    ],
  });
  fireEvent.change(screen.getByLabelText('Their article'), { target: { value: theirs } });
  fireEvent.change(screen.getByLabelText('Your article'), { target: { value: yours } });
  fireEvent.click(screen.getByRole('button', { name: 'Score texts' }));
  const mine = await screen.findByRole('region', { name: "Your article's scores" });
  const their = await screen.findByRole('region', { name: "Their article's scores" });
  expect(within(their).getByRole('group', { name: 'Statistics' })).toHaveTextContent('91');
  expect(within(mine).getByRole('group', { name: 'Statistics' })).toHaveTextContent('0');
  expect(within(mine).getByLabelText('Statistics worse').textContent).toBe('▼');
  expect(within(mine).getByLabelText('Fluency about equal').textContent).toBe('≈');
  expect(within(mine).getByText('12 words')).toBeInTheDocument();
  expect(within(mine).queryByText(/\/ 10/)).toBeNull();
});
