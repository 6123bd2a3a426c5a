/** The Action Center keeps the page filter in its address and sets it there, as the other pages do. */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ActionCenterHome, TOOL_CARDS } from './ActionCenterHome';
import { BackButton } from './parts';

test('the Action Center opens under the filter in its address and sets a new one there', async () => {
  const { router } = renderWithProviders(<ActionCenterHome />, {
    route: '/dashboard/action?period=90d&platforms=chatgpt&prompts=all',
    path: '/dashboard/action',
  });
  const bar = within(await screen.findByRole('region', { name: 'Page filter' }));
  expect(bar.getByRole('button', { name: 'Last 90 Days' })).toHaveAttribute('aria-pressed', 'true');
  expect(bar.getByRole('button', { name: 'ChatGPT' })).toHaveAttribute('aria-pressed', 'true');

  fireEvent.click(bar.getByRole('button', { name: 'Last Week' }));
  expect(router.state.location.pathname).toBe('/dashboard/action');
  expect(new URLSearchParams(router.state.location.search).get('period')).toBe('7d');
  expect(new URLSearchParams(router.state.location.search).get('platforms')).toBe('chatgpt');
  expect(bar.getByRole('button', { name: 'Last Week' })).toHaveAttribute('aria-pressed', 'true');
  // Each tool opens under the same filter, so the way back to the other pages keeps it.
  for (const tool of TOOL_CARDS)
    expect(screen.getByRole('link', { name: tool.title })).toHaveAttribute(
      'href',
      `${tool.to}?period=7d&platforms=chatgpt&prompts=all`,
    );
});

test('a tool’s way back to the Action Center keeps the filter', async () => {
  renderWithProviders(<BackButton />, {
    route: '/dashboard/action/outreach?period=90d&platforms=chatgpt',
    path: '/dashboard/action/outreach',
  });
  expect(await screen.findByRole('link', { name: '← Back to Action Center' })).toHaveAttribute(
    'href',
    '/dashboard/action?period=90d&platforms=chatgpt',
  );
});
