/** The front door of server/modules/crawlers: what other modules may use. */
export { parseAccessLogLine } from './access-log';
export { crawlersResolvers } from './crawlers.resolvers';
export { createCrawlersRouter } from './crawlers.routes';
export { classifyUserAgent } from './user-agents';
