// @vitest-environment jsdom
// jsdom, not the project's happy-dom: under happy-dom the server's message never shows beside the threshold
// field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import {
  type AlertKind,
  type AlertRulesPanel_RuleFragment,
  type AlertSettingsRouteQuery,
  type DeliveryLog_DeliveryFragment,
} from '../__generated__/graphql';
import {
  AlertSettingsRouteDocument,
  CreateAlertWebhookDocument,
  DeleteAlertWebhookDocument,
  TestAlertWebhookDocument,
  UpdateAlertRuleDocument,
  SendAlertEmailConfirmationDocument,
  UpdateAlertSettingsDocument,
} from '../__generated__/hooks';
import {
  ALERT_KINDS,
  ALERT_RULES,
  HTTPS_ONLY_MESSAGE,
  thresholdMessage,
} from '../../../graphql/shared/alert-rules';
import { renderWithProviders, type RenderOptions } from '../test/render';
import AlertSettingsRoute from './AlertSettingsRoute';

const rules: AlertRulesPanel_RuleFragment[] = ALERT_KINDS.map((id) => {
  const spec = ALERT_RULES[id];
  return {
    __typename: 'AlertRule',
    kind: id.toUpperCase() as AlertKind,
    enabled: true,
    threshold: spec.defaultThreshold,
    label: spec.label,
    description: spec.description,
    thresholdLabel: spec.thresholdLabel,
    unit: spec.unit,
    min: spec.min,
    max: spec.max,
    integer: spec.integer,
  };
});

const delivery = (overrides: Partial<DeliveryLog_DeliveryFragment>): DeliveryLog_DeliveryFragment => ({
  __typename: 'AlertDelivery',
  id: 'd1',
  purpose: 'ALERTS',
  channel: 'WEBHOOK',
  webhookId: 'w1',
  attempt: 1,
  statusCode: 200,
  ok: true,
  error: null,
  at: '2026-11-05T06:03:00Z',
  ...overrides,
});

const retried = [
  delivery({ id: 'd2', attempt: 2 }),
  delivery({ id: 'd1', attempt: 1, statusCode: 500, ok: false, error: 'The receiver answered 500.' }),
];

const data = (): AlertSettingsRouteQuery => ({
  alertRules: rules,
  alertSettings: {
    __typename: 'AlertSettings',
    emailAlerts: true,
    weeklyDigest: false,
    email: 'demo@example.com',
    emailConfirmation: {
      __typename: 'AlertEmailConfirmation',
      status: 'CONFIRMED',
      confirmedAt: '2026-11-01T09:00:00Z',
      sentAt: null,
    },
  },
  alertWebhooks: [
    {
      __typename: 'AlertWebhook',
      id: 'w1',
      url: 'https://hooks.example.com/sightline',
      format: 'SLACK',
      createdAt: '2026-11-01T10:00:00Z',
      deliveries: retried,
    },
  ],
  alertDeliveries: [...retried, delivery({ id: 'd3', channel: 'EMAIL', webhookId: null, statusCode: null })],
});

const page = { request: { query: AlertSettingsRouteDocument }, result: { data: data() } };

const renderPage = (mocks: RenderOptions['mocks'] = []) =>
  renderWithProviders(<AlertSettingsRoute />, {
    route: '/dashboard/settings/alerts',
    path: '/dashboard/settings/alerts',
    mocks: [page, page, ...(mocks ?? [])],
  });

const ruleForm = (label: string) => screen.getByRole('form', { name: `${label} threshold` });

test('shows every rule with its switch and threshold, e-mail choices, webhooks and the delivery log', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Alert settings' })).toBeInTheDocument();
  for (const id of ALERT_KINDS) {
    const spec = ALERT_RULES[id];
    expect(screen.getByRole('checkbox', { name: spec.label })).toBeChecked();
    expect(within(ruleForm(spec.label)).getByLabelText(spec.thresholdLabel)).toHaveValue(
      spec.defaultThreshold,
    );
  }
  expect(screen.getByRole('checkbox', { name: 'E-mail me alerts' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Weekly digest' })).not.toBeChecked();
  expect(screen.getByText('Sent to demo@example.com.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /confirmation/i })).not.toBeInTheDocument();
  expect(screen.getByText('https://hooks.example.com/sightline', { selector: 'code' })).toBeInTheDocument();
  expect(screen.getByText('Slack-compatible', { selector: 'span' })).toBeInTheDocument();
  const log = screen.getByRole('table', { name: 'Delivery log' });
  const rows = within(log).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ),
  ).toEqual([
    ['hooks.example.com', 'Alerts', '2', '200', '—'],
    ['hooks.example.com', 'Alerts', '1', '500', 'The receiver answered 500.'],
    ['E-mail', 'Alerts', '1', 'Sent', '—'],
  ]);
});

test('a switch turns its rule off, keeping its threshold', async () => {
  const turnedOff = {
    request: {
      query: UpdateAlertRuleDocument,
      variables: { input: { kind: 'NEGATIVE_ANSWER', enabled: false, threshold: 35 } },
    },
    result: {
      data: {
        updateAlertRule: { __typename: 'UpdateAlertRulePayload', rule: { ...rules[2]!, enabled: false } },
      },
    },
  };
  renderPage([turnedOff]);
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Negative answer' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Negative answer' })).not.toBeChecked());
});

test('a threshold out of range shows the server’s message beside the field before anything is sent', async () => {
  renderPage();
  const form = within(await screen.findByRole('form', { name: 'Visibility drops threshold' }));
  fireEvent.change(form.getByLabelText('Smallest drop'), { target: { value: '0' } });
  fireEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(await form.findByText(thresholdMessage(ALERT_RULES.visibility_drop))).toBeInTheDocument();

  const counts = within(ruleForm('New source citing competitors'));
  fireEvent.change(counts.getByLabelText('Cited by at least'), { target: { value: '1.5' } });
  fireEvent.click(counts.getByRole('button', { name: 'Save' }));
  expect(await counts.findByText(/enter a whole number from 1 to 50 answers/)).toBeInTheDocument();
});

test('a refusal from the server lands beside its field too', async () => {
  const refused = {
    request: {
      query: UpdateAlertRuleDocument,
      variables: { input: { kind: 'RUN_FAILED', enabled: true, threshold: 60 } },
    },
    result: {
      errors: [
        { message: 'Refused by the server.', extensions: { code: 'BAD_USER_INPUT', field: 'threshold' } },
      ],
    },
  };
  renderPage([refused]);
  const form = within(await screen.findByRole('form', { name: 'Collection run fails threshold' }));
  fireEvent.change(form.getByLabelText('Failed captures from'), { target: { value: '60' } });
  fireEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(await form.findByText('Refused by the server.')).toBeInTheDocument();
});

test('the weekly digest is opt-in', async () => {
  const on = {
    request: { query: UpdateAlertSettingsDocument, variables: { input: { weeklyDigest: true } } },
    result: {
      data: {
        updateAlertSettings: {
          __typename: 'UpdateAlertSettingsPayload',
          settings: { ...data().alertSettings, weeklyDigest: true },
        },
      },
    },
  };
  renderPage([on]);
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Weekly digest' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Weekly digest' })).toBeChecked());
});

test('adding a webhook: an http address is refused here, a private one by the server, then the secret shows once', async () => {
  const privateRefusal = {
    request: {
      query: CreateAlertWebhookDocument,
      variables: { input: { url: 'https://internal.example/hook', format: 'JSON' } },
    },
    result: {
      errors: [
        {
          message:
            'Webhooks only reach public addresses: internal.example is not one, or could not be found.',
          extensions: { code: 'BAD_USER_INPUT', field: 'url' },
        },
      ],
    },
  };
  const created = {
    request: {
      query: CreateAlertWebhookDocument,
      variables: { input: { url: 'https://hooks.example.com/new', format: 'JSON' } },
    },
    result: {
      data: {
        createAlertWebhook: {
          __typename: 'CreateAlertWebhookPayload',
          secret: 'whsec_shown-once',
          webhook: {
            ...data().alertWebhooks[0]!,
            id: 'w2',
            url: 'https://hooks.example.com/new',
            format: 'JSON',
            deliveries: [],
          },
        },
      },
    },
  };
  renderPage([privateRefusal, created]);
  const form = within(await screen.findByRole('form', { name: 'Add a webhook' }));
  const address = form.getByLabelText('Address');
  fireEvent.change(address, { target: { value: 'http://hooks.example.com/x' } });
  fireEvent.click(form.getByRole('button', { name: 'Add webhook' }));
  expect(await form.findByText(HTTPS_ONLY_MESSAGE)).toBeInTheDocument();

  fireEvent.change(address, { target: { value: 'https://internal.example/hook' } });
  fireEvent.click(form.getByRole('button', { name: 'Add webhook' }));
  expect(
    await form.findByText(/^Webhooks only reach public addresses: internal\.example/),
  ).toBeInTheDocument();

  fireEvent.change(address, { target: { value: 'https://hooks.example.com/new' } });
  fireEvent.click(form.getByRole('button', { name: 'Add webhook' }));
  expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_shown-once');
  expect(screen.getByText('Copy the signing secret now — it is shown only once.')).toBeInTheDocument();
  // How a receiver checks the signature waits behind the same disclosure as every developer instruction.
  expect(screen.queryByText(/Sightline-Signature/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'For your developer' }));
  expect(await screen.findByText('How the receiver checks a message:')).toBeVisible();
  expect(screen.getByText(/Sightline-Signature: t=<unix seconds>,v1=<hex>/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByTestId('webhook-secret')).toBeNull();
});

test('a test delivery reports what the receiver answered; delete removes the webhook', async () => {
  const tested = {
    request: { query: TestAlertWebhookDocument, variables: { input: { id: 'w1' } } },
    result: {
      data: {
        testAlertWebhook: {
          __typename: 'TestAlertWebhookPayload',
          delivery: delivery({ id: 'd9', purpose: 'TEST', statusCode: 204 }),
        },
      },
    },
  };
  const deletedResult = vi.fn(() => ({
    data: { deleteAlertWebhook: { __typename: 'DeleteAlertWebhookPayload' as const, id: 'w1' } },
  }));
  const deleted = {
    request: { query: DeleteAlertWebhookDocument, variables: { input: { id: 'w1' } } },
    result: deletedResult,
  };
  renderPage([tested, deleted]);
  fireEvent.click(
    await screen.findByRole('button', { name: 'Send test to https://hooks.example.com/sightline' }),
  );
  expect(await screen.findByText('The receiver answered 204.')).toBeInTheDocument();
  fireEvent.click(
    screen.getByRole('button', { name: 'Delete the webhook https://hooks.example.com/sightline' }),
  );
  await waitFor(() => expect(deletedResult).toHaveBeenCalledTimes(1));
});

test('an address not confirmed for alert e-mails says nothing is mailed, and sends the confirmation link', async () => {
  const settings = (status: 'UNCONFIRMED' | 'SENT') => ({
    ...data().alertSettings,
    emailConfirmation: {
      __typename: 'AlertEmailConfirmation' as const,
      status,
      confirmedAt: null,
      sentAt: status === 'SENT' ? '2026-11-05T06:03:00Z' : null,
    },
  });
  const unconfirmed = {
    request: { query: AlertSettingsRouteDocument },
    result: { data: { ...data(), alertSettings: settings('UNCONFIRMED') } },
  };
  const sent = {
    request: { query: SendAlertEmailConfirmationDocument },
    result: {
      data: {
        sendAlertEmailConfirmation: { __typename: 'UpdateAlertSettingsPayload', settings: settings('SENT') },
      },
    },
  };
  renderWithProviders(<AlertSettingsRoute />, {
    route: '/dashboard/settings/alerts',
    path: '/dashboard/settings/alerts',
    mocks: [unconfirmed, unconfirmed, sent],
  });
  expect(await screen.findByText('Your address is not confirmed for alert e-mails')).toBeInTheDocument();
  expect(
    screen.getByText(
      'No alert or digest is e-mailed to demo@example.com until you open a link we send there. Webhooks are not affected.',
    ),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Send confirmation e-mail' }));
  expect(await screen.findByText('Confirmation sent')).toBeInTheDocument();
  expect(
    screen.getByText(
      /^We sent a link to demo@example\.com at .+\. Open it and press Confirm; until then no alert or digest is e-mailed\.$/,
    ),
  ).toBeInTheDocument();
  // The heading follows the cache; the button leaves its sending state when the mutation settles.
  expect(await screen.findByRole('button', { name: 'Send again' })).toBeInTheDocument();
});
