/** The front door of server/modules/crawlers: what other modules and tools may use. */
export { parseAccessLogLine } from './access-log';
export { crawlersResolvers } from './crawlers.resolvers';
export { createCrawlersRouter } from './crawlers.routes';
export { registerCrawlerJobs } from './crawlers.jobs';
export { classifyUserAgent } from './user-agents';
export { verifiedCrawlsByPage } from './crawlers.service';
export type { PageCrawlRow } from './crawlers.store';
export { refreshIpRangeLists, type RefreshOutcome } from './ip-ranges';
export { rangesDir } from './verification';
export {
  logpushVisit,
  jsonMappedVisit,
  parseJsonMapping,
  type ImportVisit,
  type JsonMapping,
} from './visit-formats';
export { LOG_FORMATS, MAX_LOG_LINE_CHARS, sourceOfFormat, visitOfLogLine, type LogFormat } from './log-lines';
