/** The front door of server/modules/alerts: what other modules may use. */
export { weeklyDigest } from './alerts.digest';
export { registerAlertJobs } from './alerts.jobs';
export { EVALUATE_ALERTS, queueRunEvaluation } from './alerts.queue';
export { alertsResolvers } from './alerts.resolvers';
export { markAddressConfirmed } from './alerts.store';
export type { WebhookRow } from './alerts.store';
