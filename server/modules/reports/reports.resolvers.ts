/**
 * Thin GraphQL adapter for the public report wizard. PUBLIC: these fields never call accountScope - the
 * services apply their own abuse limits (per client address, per e-mail).
 */
import type {
  MutationResolvers,
  Platform,
  QueryResolvers,
  Report,
  ReportResults as GqlReportResults,
  ReportStatus as GqlReportStatus,
} from '../../graphql/resolvers-types';
import {
  suggestCompetitors,
  suggestKeywords,
  suggestPrompts,
  suggestWebsite,
} from '../suggestions/suggestions.service';
import type { ReportResults } from './report.compute';
import { reportByToken, requestReport } from './reports.service';
import type { ReportRow, ReportStatus } from './reports.store';

const toStatus = (status: ReportStatus) => status.toUpperCase() as GqlReportStatus;
const toPlatform = (platform: string) => platform.toUpperCase() as Platform;

function toResults(results: ReportResults): GqlReportResults {
  return {
    ...results,
    platforms: results.platforms.map((p) => ({ ...p, platform: toPlatform(p.platform) })),
    prompts: results.prompts.map((prompt) => ({
      ...prompt,
      platforms: prompt.platforms.map((p) => ({ ...p, platform: toPlatform(p.platform) })),
    })),
  };
}

function toReport(row: ReportRow): Report {
  return {
    token: row.token,
    companyName: row.companyName,
    website: row.website,
    competitors: row.competitors,
    keywords: row.keywords,
    status: toStatus(row.status),
    failureReason: row.failureReason,
    requestedAt: row.createdAt,
    sentAt: row.sentAt,
    results: row.results ? toResults(row.results) : null,
  };
}

export const reportQueries: Pick<QueryResolvers, 'report' | 'reportStatus'> = {
  report: async (_parent, { token }, ctx) => {
    const row = await reportByToken(ctx, token);
    return row ? toReport(row) : null;
  },
  reportStatus: async (_parent, { token }, ctx) => {
    const row = await reportByToken(ctx, token);
    return row
      ? {
          token: row.token,
          status: toStatus(row.status),
          failureReason: row.failureReason,
          requestedAt: row.createdAt,
          sentAt: row.sentAt,
        }
      : null;
  },
};

export const reportMutations: Pick<
  MutationResolvers,
  'suggestWebsite' | 'suggestCompetitors' | 'suggestKeywords' | 'suggestPrompts' | 'requestReport'
> = {
  suggestWebsite: (_parent, { input }, ctx) => suggestWebsite(ctx, input),
  suggestCompetitors: (_parent, { input }, ctx) => suggestCompetitors(ctx, input),
  suggestKeywords: (_parent, { input }, ctx) => suggestKeywords(ctx, input),
  suggestPrompts: (_parent, { input }, ctx) => suggestPrompts(ctx, input),
  requestReport: async (_parent, { input }, ctx) => {
    const { phone, ...rest } = input;
    const result = await requestReport(ctx, { ...rest, honeypot: phone });
    return { token: result.token, status: toStatus(result.status) };
  },
};
