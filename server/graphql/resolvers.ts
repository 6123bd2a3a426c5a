/** The GraphQL resolvers: each module's map, composed (a module owns the fields of its domain). */
import { accountsResolvers } from '../modules/accounts/accounts.resolvers';
import { alertsResolvers } from '../modules/alerts/alerts.resolvers';
import { changesResolvers } from '../modules/changes/changes.resolvers';
import { actionResolvers } from '../modules/action/action.resolvers';
import { collectionResolvers } from '../modules/collection/collection.resolvers';
import { competitiveResolvers } from '../modules/competitive/competitive.resolvers';
import { contentResolvers } from '../modules/content/content.resolvers';
import { correctionsResolvers } from '../modules/corrections/corrections.resolvers';
import { crawlersResolvers } from '../modules/crawlers/crawlers.resolvers';
import { definitionsResolvers } from '../modules/definitions/definitions.resolvers';
import { fundResolvers } from '../modules/fund/fund.resolvers';
import { llmsResolvers } from '../modules/llms/llms.resolvers';
import { managementResolvers } from '../modules/management/management.resolvers';
import { metricsResolvers } from '../modules/metrics/metrics.resolvers';
import { onboardingResolvers } from '../modules/onboarding/onboarding.resolvers';
import { outreachResolvers } from '../modules/outreach/outreach.resolvers';
import { promptsResolvers } from '../modules/prompts/prompts.resolvers';
import { reanalysisResolvers } from '../modules/reanalysis/reanalysis.resolvers';
import { reportsResolvers } from '../modules/reports/reports.resolvers';
import { sourceCategoriesResolvers } from '../modules/source-categories/source-categories.resolvers';
import { suggestionsResolvers } from '../modules/suggestions/suggestions.resolvers';
import { tokensResolvers } from '../modules/tokens/tokens.resolvers';
import { topicsResolvers } from '../modules/topics/topics.resolvers';
import { workspacesResolvers } from '../modules/workspaces/workspaces.resolvers';
import { ENUM_VALUES } from './enum-values';
import type { Resolvers } from './resolvers-types';
import { DateScalar, DateTimeScalar } from './scalars';

const modules: Resolvers[] = [
  accountsResolvers,
  actionResolvers,
  alertsResolvers,
  changesResolvers,
  collectionResolvers,
  competitiveResolvers,
  contentResolvers,
  correctionsResolvers,
  crawlersResolvers,
  definitionsResolvers,
  fundResolvers,
  llmsResolvers,
  managementResolvers,
  metricsResolvers,
  onboardingResolvers,
  outreachResolvers,
  promptsResolvers,
  reanalysisResolvers,
  reportsResolvers,
  sourceCategoriesResolvers,
  suggestionsResolvers,
  tokensResolvers,
  topicsResolvers,
  workspacesResolvers,
];

/** Merges the modules' maps type by type; a field defined by two modules is a mistake and throws. */
export function mergeResolvers(maps: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps)
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolve] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`${typeName}.${field} is resolved by two modules`);
        target[field] = resolve;
      }
    }
  return merged as Resolvers;
}

export const resolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  ...ENUM_VALUES,
  ...mergeResolvers([{ Query: { health: () => 'ok' } }, ...modules]),
};
