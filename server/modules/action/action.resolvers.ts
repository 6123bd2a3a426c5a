/** GraphQL adapters of the Action Center (issue 5): checklist, llms.txt, content scores, crawlers, outreach. */
import { accountScope } from '../accounts/accounts.service';
import { contentScores } from '../content/content.service';
import { crawlerActivity } from '../crawlers/crawlers.service';
import { accountLlmsTxt, analyzeLlmsTxt, saveAccountLlmsTxt } from '../llms/llms.service';
import { outreachMessages, sendOutreachEmail } from '../outreach/outreach.service';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import { actionChecklist, setActionStep } from './action.service';

export const actionQueries: Pick<
  QueryResolvers,
  'actionChecklist' | 'llmsTxt' | 'llmsTxtAnalysis' | 'contentScores' | 'crawlerActivity' | 'outreachMessages'
> = {
  actionChecklist: (_p, _a, ctx) => actionChecklist(accountScope(ctx)),
  llmsTxt: (_p, _a, ctx) => accountLlmsTxt(accountScope(ctx)),
  llmsTxtAnalysis: (_p, { text }, ctx) => {
    accountScope(ctx);
    return analyzeLlmsTxt(text);
  },
  contentScores: (_p, { text }, ctx) => contentScores(accountScope(ctx), text),
  crawlerActivity: (_p, _a, ctx) => crawlerActivity(accountScope(ctx)),
  outreachMessages: (_p, _a, ctx) => outreachMessages(accountScope(ctx)),
};

export const actionMutations: Pick<MutationResolvers, 'setActionStep' | 'saveLlmsTxt' | 'sendOutreachEmail'> =
  {
    setActionStep: (_p, { input }, ctx) => setActionStep(accountScope(ctx), input.stepId, input.completed),
    saveLlmsTxt: (_p, { input }, ctx) => saveAccountLlmsTxt(accountScope(ctx), input.content),
    sendOutreachEmail: (_p, { input }, ctx) => sendOutreachEmail(accountScope(ctx), input),
  };
