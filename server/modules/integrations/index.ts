/** The front door of server/modules/integrations: analytics connectors and what they pulled. */
export { integrationsResolvers } from './integrations.resolvers';
export { createIntegrationsRouter } from './integrations.routes';
export { registerIntegrationJobs, syncAllIntegrations, SYNC_INTEGRATIONS } from './integrations.jobs';
export { SYNC_INTEGRATION, syncIntegrationOf } from './integrations.service';
export {
  aiSessionsByDay,
  aiSessionsOfPage,
  analyticsConnection,
  pulledByPage,
  type DayRange,
} from './traffic.service';
export { KNOWN_AI_SOURCES, AI_CHANNEL_GROUP } from './ga4';
export { BING_COLUMNS } from './bing-export';
