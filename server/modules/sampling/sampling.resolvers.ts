/** Thin GraphQL adapters for the sampling settings and plan. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { badInput } from '../../lib/errors';
import { brandScope } from '../../scope';
import { requestName } from './pricing';
import { PRICES_AS_OF } from './prices';
import { PUBLISHED_AGREEMENT } from './agreement';
import { oneRunAgreement } from './agreement.service';
import { canaryPrompts, updateCanaryPrompts } from './canary.service';
import { noiseBandFigures } from './noise.service';
import { samplingPlan, updateSamplingSettings } from './sampling.service';

const MAX_PAGE = 500;

const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decodeCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badInput('after: not a cursor this list gave.');
  return Number(match[1]);
}

export const samplingResolvers: Resolvers = {
  Query: {
    samplingPlan: (_parent, _args, ctx) => samplingPlan(brandScope(ctx)),
    canaryPrompts: (_parent, _args, ctx) => canaryPrompts(brandScope(ctx)),
    oneRunAgreement: async (_parent, args, ctx) =>
      (await oneRunAgreement(brandScope(ctx), args)).map((row) => ({
        ...row,
        publishedLow: PUBLISHED_AGREEMENT.low,
        publishedHigh: PUBLISHED_AGREEMENT.high,
      })),
    noiseBands: (_parent, args, ctx) => noiseBandFigures(brandScope(ctx), args),
  },
  Mutation: {
    updateCanaryPrompts: async (_parent, { input }, ctx) => ({
      canaryPrompts: await updateCanaryPrompts(brandScope(ctx), input),
    }),
    updateSamplingSettings: async (_parent, { input }, ctx) => {
      const scope = brandScope(ctx);
      const settings = await updateSamplingSettings(scope, input);
      return { settings, plan: await samplingPlan(scope) };
    },
  },
  SamplingPlan: {
    monthlyCost: (plan) => plan.monthlyCostUsd,
    costLines: (plan) =>
      plan.costs.lines.map((line) => ({
        request: requestName(line.request),
        requests: line.count,
        unitPrice: line.unitUsd,
        cost: line.usd,
      })),
    pricesAsOf: () => PRICES_AS_OF,
    prompts: (plan, { first, after, onlyCut }) => {
      const size = first ?? 50;
      if (size < 0 || size > MAX_PAGE) throw badInput(`first: 0 to ${MAX_PAGE}.`);
      const rows = onlyCut ? plan.strata.filter((s) => s.samplesCutByBudget > 0) : plan.strata;
      const offset = decodeCursor(after);
      const page = rows.slice(offset, offset + size);
      return {
        edges: page.map((stratum, i) => ({
          cursor: encodeCursor(offset + i + 1),
          node: { ...stratum, monthlyCost: stratum.monthlyCostUsd },
        })),
        pageInfo: {
          hasNextPage: offset + page.length < rows.length,
          endCursor: page.length > 0 ? encodeCursor(offset + page.length) : null,
        },
        totalCount: rows.length,
      };
    },
  },
};
