import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import NotFoundRoute from './NotFoundRoute';

test('an unknown path shows the 404 page and logs the path', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderWithProviders(<NotFoundRoute />, { route: '/nowhere', path: '*' });
  expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  expect(warn).toHaveBeenCalledWith(expect.any(String), '/nowhere');
  warn.mockRestore();
});
