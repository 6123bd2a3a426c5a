/** GraphQL adapters of alerts (Settings → Alerts and the alert history). */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
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
    alertRules: (_parent, _args, ctx) => alertRules(brandScope(ctx)),
    alertSettings: (_parent, _args, ctx) => alertSettings(brandScope(ctx)),
    alertWebhooks: (_parent, _args, ctx) => alertWebhooks(brandScope(ctx)),
    alertEvents: (_parent, { first, after }, ctx) => alertEvents(brandScope(ctx), first ?? 50, after ?? null),
    alertDeliveries: (_parent, { first }, ctx) => alertDeliveries(brandScope(ctx), first ?? 20),
  },
  AlertWebhook: {
    deliveries: (webhook, { first }, ctx) => alertDeliveries(brandScope(ctx), first ?? 10, webhook.id),
  },
  Mutation: {
    updateAlertRule: (_parent, { input }, ctx) => updateAlertRule(brandScope(ctx), input),
    updateAlertSettings: (_parent, { input }, ctx) => updateAlertSettings(brandScope(ctx), input),
    createAlertWebhook: (_parent, { input }, ctx) =>
      createAlertWebhook(brandScope(ctx), ctx, { url: input.url, format: input.format ?? 'json' }),
    deleteAlertWebhook: (_parent, { input }, ctx) => deleteAlertWebhook(brandScope(ctx), input.id),
    testAlertWebhook: (_parent, { input }, ctx) => testAlertWebhook(brandScope(ctx), ctx, input.id),
    sendAlertEmailConfirmation: (_parent, _args, ctx) => sendAlertEmailConfirmation(brandScope(ctx)),
    confirmAlertEmail: (_parent, { token }, ctx) => confirmAlertEmail(ctx, token),
  },
};
