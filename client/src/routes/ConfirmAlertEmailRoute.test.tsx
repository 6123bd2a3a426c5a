import { act, fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { expect, test } from 'vitest';
import { ConfirmAlertEmailDocument } from '../__generated__/hooks';
import { renderWithProviders, type RenderOptions } from '../test/render';
import { ConfirmAlertEmail } from './ConfirmAlertEmailRoute';

const renderPage = (route: string, mocks: RenderOptions['mocks'] = []) =>
  renderWithProviders(<ConfirmAlertEmail />, { route, path: '/alert-email/confirm', mocks });

const INVALID = 'This confirmation link is invalid or has expired. Send a new one from Settings → Alerts.';

test('opening the link confirms nothing; Confirm does, and says where alerts go', async () => {
  let called = 0;
  const confirmed = {
    request: { query: ConfirmAlertEmailDocument, variables: { token: 'tok-123' } },
    result: () => {
      called++;
      return {
        data: { confirmAlertEmail: { __typename: 'ConfirmAlertEmailPayload', email: 'owner@example.com' } },
      };
    },
  };
  renderPage('/alert-email/confirm?token=tok-123', [confirmed]);
  expect(await screen.findByRole('heading', { name: 'Confirm alert e-mails' })).toBeInTheDocument();
  expect(called).toBe(0);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  });
  expect(await screen.findByRole('heading', { name: 'Address confirmed' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'Alerts and, if you turned it on, the weekly digest will be e-mailed to owner@example.com.',
    ),
  ).toBeInTheDocument();
  expect(called).toBe(1);
});

test('a used or expired link shows the server’s words, and the page keeps its button', async () => {
  const refused = {
    request: { query: ConfirmAlertEmailDocument, variables: { token: 'old' } },
    result: { errors: [new GraphQLError(INVALID, { extensions: { code: 'BAD_USER_INPUT' } })] },
  };
  renderPage('/alert-email/confirm?token=old', [refused]);
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  });
  expect(await screen.findByText(INVALID)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
});

test('without a token the page says it needs the link, and offers no button', async () => {
  renderPage('/alert-email/confirm');
  expect(
    await screen.findByText('This page needs the link from your confirmation e-mail.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
});
