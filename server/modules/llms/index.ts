/** The front door of server/modules/llms: what other modules may use. */
export { llmsResolvers } from './llms.resolvers';
export { createPublicLlmsTxtRouter } from './llms.routes';
