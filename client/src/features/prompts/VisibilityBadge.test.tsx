import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { VisibilityBadge } from './VisibilityBadge';

test.each([
  ['GREAT', 80, 'Great'],
  ['MEDIUM', 50, 'Medium'],
  ['POOR', 10, 'Poor'],
] as const)('status %s at %s %% shows %s', async (status, pct, label) => {
  renderWithProviders(<VisibilityBadge status={status} percentage={pct} />);
  expect(await screen.findByText(label)).toBeInTheDocument();
});

test.each([
  [70, 'Great'],
  [40, 'Medium'],
  [39, 'Poor'],
])('without a server status, %s %% shows %s', async (pct, label) => {
  renderWithProviders(<VisibilityBadge status={null} percentage={pct} />);
  expect(await screen.findByText(label)).toBeInTheDocument();
});

test('a prompt without answers is not collected yet', async () => {
  renderWithProviders(<VisibilityBadge status={null} percentage={null} />);
  expect(await screen.findByText('Not collected')).toBeInTheDocument();
});
