/**
 * Thin GraphQL adapter for the public free report. PUBLIC: these fields never call brandScope - the
 * services apply their own abuse limits (per client address, per e-mail).
 */
import type { Report, Resolvers } from '../../graphql/resolvers-types';
import { reportByToken, reportSimulatedPlatforms, requestReport } from './reports.service';
import type { ReportRow } from './reports.store';
import { withPromptKinds } from './report.compute';

function toReport(row: ReportRow): Report {
  return {
    token: row.token,
    companyName: row.companyName,
    website: row.website,
    competitors: row.competitors,
    keywords: row.keywords,
    status: row.status,
    failureReason: row.failureReason,
    requestedAt: row.createdAt,
    sentAt: row.sentAt,
    results: row.results && withPromptKinds(row.results, row),
  };
}

export const reportsResolvers: Resolvers = {
  Query: {
    reportSimulatedPlatforms: (_parent, _args, ctx) => reportSimulatedPlatforms(ctx),
    report: async (_parent, { token }, ctx) => {
      const row = await reportByToken(ctx, token);
      return row ? toReport(row) : null;
    },
    reportStatus: async (_parent, { token }, ctx) => {
      const row = await reportByToken(ctx, token);
      return row
        ? {
            token: row.token,
            status: row.status,
            failureReason: row.failureReason,
            requestedAt: row.createdAt,
            sentAt: row.sentAt,
          }
        : null;
    },
  },
  Mutation: {
    requestReport: async (_parent, { input }, ctx) => {
      const { phone, ...rest } = input;
      return requestReport(ctx, { ...rest, honeypot: phone });
    },
  },
};
