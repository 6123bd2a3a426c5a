import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { HowWeMeasureRouteDocument } from '../__generated__/hooks';
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

test('shows each definition as a fraction with its period, details and places, anchored by key; API names for analysts', async () => {
  renderWithProviders(<HowWeMeasureRoute />, {
    route: '/dashboard/how-we-measure',
    path: '/dashboard/how-we-measure',
    mocks: [
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
    mocks: [{ request: { query: HowWeMeasureRouteDocument }, error: new Error('Network down') }],
  });
  expect(await screen.findByText('Network down')).toBeInTheDocument();
});
