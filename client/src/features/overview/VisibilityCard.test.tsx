import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { VisibilityCard_MetricsFragment } from '../../__generated__/graphql';
import { renderWithProviders } from '../../test/render';
import { AnswersDrawerProvider } from '../answers/AnswersDrawer';
import { answer, answersMock } from '../answers/answers.fixtures';
import { VisibilityCard } from './VisibilityCard';
import { emptyMetrics } from '../../test/fixtures';

const noInterval = emptyMetrics().visibilityInterval;

const metrics: VisibilityCard_MetricsFragment = {
  __typename: 'Metrics',
  visibility: 0,
  latestImpressions: 0,
  latestAnswers: 0,
  latestDay: null,
  visibilityInterval: noInterval,
};

const collected = (interval: Partial<typeof noInterval>): VisibilityCard_MetricsFragment => ({
  __typename: 'Metrics',
  visibility: 40,
  latestImpressions: 24,
  latestAnswers: 60,
  latestDay: '2026-11-05',
  visibilityInterval: {
    ...noInterval,
    answers: 60,
    low: 28.6,
    high: 52.5,
    visibility: 40,
    previousDay: '2026-11-04',
    previousVisibility: 38.3,
    ...interval,
  },
});

test('while the prompt count loads the card says so; with no history it shows 0.0%', async () => {
  renderWithProviders(
    <VisibilityCard metrics={metrics} promptCount={undefined} scope="overview" topicId={null} />,
  );
  expect(await screen.findByText('(Loading prompt counts...)')).toBeInTheDocument();
  expect(screen.getByText('0.0%')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /show the answers/ })).toBeNull();
});

test('with no answers yet the card says so beside the prompt count; one prompt is singular', async () => {
  renderWithProviders(<VisibilityCard metrics={metrics} promptCount={1} scope="topic" topicId="t1" />);
  expect(await screen.findByText('No answers yet · 1 prompt for this topic')).toBeInTheDocument();
});

test('the "Based on" line names the answers the value is computed from, with the prompts alongside', async () => {
  renderWithProviders(
    <VisibilityCard metrics={collected({})} promptCount={24} scope="overview" topicId={null} />,
  );
  const card = await screen.findByRole('group', { name: 'Brand Visibility' });
  // 24 of 60 answers = 40.0 %: the line names the 60 answers, not only the 24 prompts.
  expect(within(card).getByText('40.0%')).toBeInTheDocument();
  expect(within(card).getByText('Based on 60 answers to 24 total prompts')).toBeInTheDocument();
  expect(within(card).queryByText('Based on 24 total prompts')).toBeNull();
});

test('hovering the value shows the 95 % Wilson interval; failures and a change within noise sit beside it', async () => {
  renderWithProviders(
    <VisibilityCard metrics={collected({ failures: 3 })} promptCount={20} scope="topic" topicId="t1" />,
  );
  const card = await screen.findByRole('group', { name: 'Brand Visibility' });
  expect(within(card).getByText('3 failed captures excluded')).toBeInTheDocument();
  expect(within(card).getByText('Change vs Nov 4, 2026 is within noise')).toBeInTheDocument();
  const value = within(card).getByText('40.0%');
  fireEvent.pointerMove(value);
  fireEvent.focus(value);
  expect(await screen.findByText('95 % interval: 28.6 %–52.5 % (n = 60 answers)')).toBeInTheDocument();
});

test('a significant change is flagged with its direction', async () => {
  renderWithProviders(
    <VisibilityCard
      metrics={collected({ significantChange: true, previousVisibility: 12.5 })}
      promptCount={20}
      scope="overview"
      topicId={null}
    />,
  );
  expect(await screen.findByText(/Significant change vs Nov 4, 2026 \(up from 12.5%\)/)).toBeInTheDocument();
  expect(screen.getByText('↑')).toBeInTheDocument();
  expect(screen.queryByText(/failed capture/)).toBeNull();
});

test('clicking the value opens the latest day’s answers of the topic', async () => {
  const filter = { topicId: 't1', day: '2026-11-05' };
  renderWithProviders(
    <AnswersDrawerProvider>
      <VisibilityCard metrics={collected({})} promptCount={20} scope="topic" topicId="t1" />
    </AnswersDrawerProvider>,
    {
      mocks: [
        answersMock({
          figure: filter,
          counts: { totalCount: 60, okCount: 60, visibleCount: 24, failureCount: 0 },
          nodes: [answer()],
        }),
      ],
    },
  );
  fireEvent.click(
    await screen.findByRole('button', { name: '40.0%: show the answers behind Brand Visibility' }),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Brand Visibility · Nov 5, 2026' });
  expect(
    await within(drawer).findByText('24 of 60 answers on Nov 5, 2026 mentioned Quillstack'),
  ).toBeInTheDocument();
});
