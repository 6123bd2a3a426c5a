/** The front door of server/modules/funnel: the page funnel (crawled → cited → clicked → converted). */
export { funnelResolvers } from './funnel.resolvers';
export { createFunnelRouter } from './funnel.routes';
export { FUNNEL_STATES, funnelState, pageFunnel, RECRAWL_DAYS } from './funnel.service';
export type { FunnelState, PageFunnelArgs, PageFunnelRow } from './funnel.service';
