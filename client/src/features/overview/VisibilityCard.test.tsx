import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { VisibilityCard } from './VisibilityCard';

const metrics = {
  __typename: 'Metrics' as const,
  visibility: 0,
  latestImpressions: 0,
  latestAnswers: 0,
  latestDay: null,
};

test('while the prompt count loads the card says so; with no history it shows 0.0%', async () => {
  renderWithProviders(<VisibilityCard metrics={metrics} promptCount={undefined} scope="overview" />);
  expect(await screen.findByText('(Loading prompt counts...)')).toBeTruthy();
  expect(screen.getByText('0.0%')).toBeTruthy();
});

test('one prompt is singular', async () => {
  renderWithProviders(<VisibilityCard metrics={metrics} promptCount={1} scope="topic" />);
  expect(await screen.findByText('Based on 1 prompt for this topic')).toBeTruthy();
});
