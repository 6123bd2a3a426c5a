import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  AccuracyPanelDocument,
  HowWeMeasureRouteDocument,
  ReviewQueuePanelDocument,
} from '../__generated__/hooks';
import { answer } from '../features/answers/answers.fixtures';
import { REVIEW_QUEUE_SIZE } from '../features/answers/ReviewQueuePanel';
import { renderWithProviders } from '../test/render';
import HowWeMeasureRoute from './HowWeMeasureRoute';

const definition = (key: string, name: string) => ({
  __typename: 'MetricDefinition' as const,
  key,
  name,
  summary: `What ${name} tells you.`,
  numerator: `${name} numerator`,
  denominator: `${name} denominator`,
  period: 'The latest collection day',
  shownAs: [`${name} card`],
  details: [`${name} detail`],
  forAnalysts: [`Metrics.${key}`],
});

const accuracyMock = (figures: Partial<Record<string, number | null>> = {}) => ({
  request: { query: AccuracyPanelDocument },
  result: {
    data: {
      analysisAccuracy: {
        __typename: 'AnalysisAccuracy' as const,
        corrections: 0,
        confirmations: 0,
        visibilityPrecision: null,
        visibilityRecall: null,
        sentimentAccuracy: null,
        sentimentCompared: 0,
        sentimentAgreed: 0,
        readVisible: 0,
        reviewedVisible: 0,
        visibleAgreed: 0,
        ...figures,
      },
    },
  },
});

const queueMock = (items: object[] = []) => ({
  request: { query: ReviewQueuePanelDocument, variables: { first: REVIEW_QUEUE_SIZE } },
  result: {
    data: {
      viewer: { __typename: 'Viewer' as const, brand: { __typename: 'Brand' as const, name: 'Quillstack' } },
      reviewQueue: items.map((item) => ({ __typename: 'ReviewItem' as const, ...item })),
    },
  },
});

const definitionsMock = {
  request: { query: HowWeMeasureRouteDocument },
  result: { data: { metricDefinitions: [definition('corrections', 'Corrections')] } },
};

test('accuracy on your answers: the analyzer’s shares on the reviewed answers', async () => {
  renderWithProviders(<HowWeMeasureRoute />, {
    route: '/dashboard/how-we-measure',
    path: '/dashboard/how-we-measure',
    mocks: [
      definitionsMock,
      queueMock(),
      accuracyMock({
        corrections: 2,
        confirmations: 1,
        visibilityPrecision: 1,
        visibilityRecall: 2 / 3,
        sentimentAccuracy: 0.5,
        sentimentCompared: 2,
        sentimentAgreed: 1,
        readVisible: 2,
        reviewedVisible: 3,
        visibleAgreed: 2,
      }),
    ],
  });
  const figures = await screen.findByLabelText('Accuracy on your answers');
  expect(await within(figures).findByText('2 corrections, 1 confirmation')).toBeInTheDocument();
  expect(
    within(figures).getByText('100.0% (2 of 2 answers it read as naming the brand)'),
  ).toBeInTheDocument();
  expect(within(figures).getByText('66.7% (2 of 3 answers that name the brand)')).toBeInTheDocument();
  expect(within(figures).getByText('50.0% (1 of 2 answers with the same label)')).toBeInTheDocument();
});

test('one correction shows as one review, not as a verdict', async () => {
  renderWithProviders(<HowWeMeasureRoute />, {
    route: '/dashboard/how-we-measure',
    path: '/dashboard/how-we-measure',
    mocks: [
      definitionsMock,
      queueMock(),
      accuracyMock({ corrections: 1, visibilityPrecision: 0, readVisible: 1, visibleAgreed: 0 }),
    ],
  });
  const figures = await screen.findByLabelText('Accuracy on your answers');
  expect(
    await within(figures).findByText('0.0% (0 of 1 answer it read as naming the brand)'),
  ).toBeInTheDocument();
  expect(within(figures).getAllByText('Not enough reviewed yet')).toHaveLength(2);
});

test('the review queue: why each answer is offered, what it feeds, and the answer to confirm or correct', async () => {
  renderWithProviders(<HowWeMeasureRoute />, {
    route: '/dashboard/how-we-measure',
    path: '/dashboard/how-we-measure',
    mocks: [
      definitionsMock,
      accuracyMock(),
      queueMock([
        {
          reasons: ['Sentiment 57.0 is 1.0 from the Positive threshold (56).'],
          feeds: ['Visibility %', 'Average position', 'Sentiment', 'Share of voice'],
          sampled: false,
          answer: answer({ id: 'q1', sentiment: 57 }),
        },
        {
          reasons: ['Drawn at random, so the accuracy figures are not only the hard cases.'],
          feeds: ['Visibility %'],
          sampled: true,
          answer: answer({ id: 'q2', visible: false, position: null, sentiment: null, sentimentLabel: null }),
        },
      ]),
    ],
  });
  const queue = await screen.findByRole('list', { name: 'Answers to review' });
  const [first, second] = within(queue)
    .getAllByRole('listitem', { name: '' })
    .filter((li) => li.parentElement === queue);
  expect(within(first!).getByText('Least certain')).toBeInTheDocument();
  expect(
    within(first!).getByText('Sentiment 57.0 is 1.0 from the Positive threshold (56).'),
  ).toBeInTheDocument();
  expect(
    within(first!).getByText('Feeds Visibility %, Average position, Sentiment, Share of voice'),
  ).toBeInTheDocument();
  expect(within(first!).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  expect(within(second!).getByText('Random sample')).toBeInTheDocument();
  expect(within(second!).getByText('Not visible')).toBeInTheDocument();
});

test('an empty review queue says why', async () => {
  renderWithProviders(<HowWeMeasureRoute />, {
    route: '/dashboard/how-we-measure',
    path: '/dashboard/how-we-measure',
    mocks: [definitionsMock, accuracyMock(), queueMock()],
  });
  expect(
    await screen.findByText('Nothing to review: every answer has been reviewed, or none was collected yet.'),
  ).toBeInTheDocument();
});

test('accuracy before any review', async () => {
  renderWithProviders(<HowWeMeasureRoute />, {
    route: '/dashboard/how-we-measure',
    path: '/dashboard/how-we-measure',
    mocks: [definitionsMock, accuracyMock(), queueMock()],
  });
  const figures = await screen.findByLabelText('Accuracy on your answers');
  expect(await within(figures).findByText('0 corrections, 0 confirmations')).toBeInTheDocument();
  expect(within(figures).getAllByText('Not enough reviewed yet')).toHaveLength(3);
});

test('shows each definition as a fraction with its period, details and places, anchored by key; API names for analysts', async () => {
  renderWithProviders(<HowWeMeasureRoute />, {
    route: '/dashboard/how-we-measure',
    path: '/dashboard/how-we-measure',
    mocks: [
      accuracyMock(),
      queueMock(),
      {
        request: { query: HowWeMeasureRouteDocument },
        result: {
          data: {
            metricDefinitions: [
              definition('visibility', 'Visibility %'),
              definition('sentiment', 'Sentiment'),
            ],
          },
        },
      },
    ],
  });
  expect(await screen.findByRole('heading', { name: 'How we measure' })).toBeInTheDocument();
  const visibility = screen.getByRole('heading', { name: 'Visibility %' }).closest('[id]') as HTMLElement;
  expect(visibility.id).toBe('visibility');
  const formula = within(visibility).getByRole('group', { name: 'Formula' });
  expect(within(formula).getByText('Visibility % numerator')).toBeInTheDocument();
  expect(within(formula).getByText('Visibility % denominator')).toBeInTheDocument();
  expect(within(visibility).getByText('Visibility % detail')).toBeInTheDocument();
  expect(within(visibility).getByText('Visibility % card')).toBeInTheDocument();
  // The API's field names wait behind "For analysts".
  expect(within(visibility).queryByText('Metrics.visibility')).toBeNull();
  fireEvent.click(within(visibility).getByRole('button', { name: 'For analysts' }));
  expect(await within(visibility).findByText('Metrics.visibility')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Sentiment' })).toBeInTheDocument();
});

test('a failed load says why', async () => {
  renderWithProviders(<HowWeMeasureRoute />, {
    route: '/dashboard/how-we-measure',
    path: '/dashboard/how-we-measure',
    mocks: [
      accuracyMock(),
      queueMock(),
      { request: { query: HowWeMeasureRouteDocument }, error: new Error('Network down') },
    ],
  });
  expect(await screen.findByText('Network down')).toBeInTheDocument();
});
