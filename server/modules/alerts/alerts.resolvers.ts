/** GraphQL adapters of alerts (Settings → Alerts and the alert history). */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import {
  alertDeliveries,
  confirmAlertEmail,
  alertEvents,
  alertRules,
  alertSettings,
  alertWebhooks,
  createAlertWebhook,
  deleteAlertWebhook,
  sendAlertEmailConfirmation,
  testAlertWebhook,
  updateAlertRule,
  updateAlertSettings,
} from './alerts.service';

export const alertsResolvers: Resolvers = {
  Query: {
    alertRules: (_parent, _args, ctx) => alertRules(accountScope(ctx)),
    alertSettings: (_parent, _args, ctx) => alertSettings(accountScope(ctx)),
    alertWebhooks: (_parent, _args, ctx) => alertWebhooks(accountScope(ctx)),
    alertEvents: (_parent, { first, after }, ctx) =>
      alertEvents(accountScope(ctx), first ?? 50, after ?? null),
    alertDeliveries: (_parent, { first }, ctx) => alertDeliveries(accountScope(ctx), first ?? 20),
  },
  AlertWebhook: {
    deliveries: (webhook, { first }, ctx) => alertDeliveries(accountScope(ctx), first ?? 10, webhook.id),
  },
  Mutation: {
    updateAlertRule: (_parent, { input }, ctx) => updateAlertRule(accountScope(ctx), input),
    updateAlertSettings: (_parent, { input }, ctx) => updateAlertSettings(accountScope(ctx), input),
    createAlertWebhook: (_parent, { input }, ctx) =>
      createAlertWebhook(accountScope(ctx), ctx, { url: input.url, format: input.format ?? 'json' }),
    deleteAlertWebhook: (_parent, { input }, ctx) => deleteAlertWebhook(accountScope(ctx), input.id),
    testAlertWebhook: (_parent, { input }, ctx) => testAlertWebhook(accountScope(ctx), ctx, input.id),
    sendAlertEmailConfirmation: (_parent, _args, ctx) => sendAlertEmailConfirmation(accountScope(ctx)),
    confirmAlertEmail: (_parent, { token }, ctx) => confirmAlertEmail(ctx, token),
  },
};
