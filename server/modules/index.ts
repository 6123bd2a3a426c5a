/**
 * The product's domain modules, each listed once with what it adds: GraphQL resolvers (for the fields its
 * <module>.graphql declares), REST routes under /api (mounted in this list's order), and the jobs a
 * working process runs for it. graphql/resolvers.ts, rest/api.routes.ts and jobs.ts read this list.
 */
import type { Router } from 'express';
import type { Config } from '../config';
import type { AppDeps } from '../context';
import type { AnswerEngine } from '../core/engines';
import type { JobQueue } from '../core/jobs';
import type { Db, Queryable } from '../db/db';
import type { Resolvers } from '../graphql/resolvers-types';
import type { Resolver } from '../lib/guarded-request';
import { actionResolvers } from './action';
import { alertsResolvers, registerAlertJobs } from './alerts';
import { registerAuthJobs } from './auth';
import { brandsResolvers, createBrandsRouter } from './brands';
import { changesResolvers } from './changes';
import { collectionResolvers, registerCollectionJobs, type RunRow, type FinishedRun } from './collection';
import { competitiveResolvers } from './competitive';
import { contentResolvers } from './content';
import { correctionsResolvers, createCorrectionsRouter } from './corrections';
import { crawlersResolvers, createCrawlersRouter, registerCrawlerJobs } from './crawlers';
import { definitionsResolvers } from './definitions';
import { createEvidenceRouter, evidenceResolvers, registerEvidenceJobs } from './evidence';
import { createExportsRouter } from './exports';
import { createFactCheckRouter, factCheckResolvers } from './fact-check';
import { createFactIssuesRouter, factIssuesResolvers, refreshFactIssues } from './fact-issues';
import { createFactsRouter, factsResolvers } from './facts';
import { fundResolvers } from './fund';
import { createFunnelRouter, funnelResolvers } from './funnel';
import { createIntegrationsRouter, integrationsResolvers, registerIntegrationJobs } from './integrations';
import { llmsResolvers } from './llms';
import { managementResolvers } from './management';
import { metricsResolvers, createMetricsRouter } from './metrics';
import { createNarrativeRouter, narrativeResolvers } from './narrative';
import { onboardingResolvers } from './onboarding';
import { outreachResolvers } from './outreach';
import { promptsResolvers, createPromptsRouter } from './prompts';
import { reanalysisResolvers, registerReanalysisJobs } from './reanalysis';
import { createSamplingRouter, samplingResolvers } from './sampling';
import { registerReportJobs, reportsResolvers, createReportsRouter } from './reports';
import { sourceCategoriesResolvers } from './source-categories';
import { createSurfacesRouter, surfacesResolvers } from './surfaces';
import { suggestionsResolvers, createSuggestionsRouter } from './suggestions';
import { tokensResolvers } from './tokens';
import { topicsResolvers, createTopicsRouter } from './topics';
import { workspacesResolvers } from './workspaces';

/** What a working process gives each module's jobs (jobs.ts builds it; tests shorten the waits). */
export interface WorkerDeps {
  db: Db;
  config: Config;
  log: (message: string) => void;
  /** Engines for a brand's platforms (default: the configured vendors, else the simulated engine). */
  engines?: (platforms: readonly string[]) => AnswerEngine[];
  /** Name resolution for webhook hosts (tests stand in their own). */
  resolveHost?: Resolver;
  /** How long a worker's claim on a run or a re-analysis lasts without renewal, and how often left work is swept. */
  leaseSeconds?: number;
  sweepSeconds?: number;
  /** Wait before retrying a failed answer. */
  retryDelayMs?: number;
  /** A collection run's progress after each stored write. */
  onRunProgress?: (run: RunRow) => void;
  /** Called in the transaction that ends a collection run: what other modules queue then (jobs.ts). */
  onRunFinished: (tx: Queryable, run: FinishedRun) => Promise<void>;
}

export interface DomainModule {
  resolvers?: Resolvers;
  routes?: (deps: AppDeps) => Router;
  jobs?: (queue: JobQueue, deps: WorkerDeps) => Promise<unknown>;
}

export const DOMAIN_MODULES = {
  action: { resolvers: actionResolvers },
  alerts: { resolvers: alertsResolvers, jobs: registerAlertJobs },
  auth: { jobs: registerAuthJobs },
  // The spec's figure routes first, as the first client called them.
  metrics: { resolvers: metricsResolvers, routes: createMetricsRouter },
  topics: { resolvers: topicsResolvers, routes: createTopicsRouter },
  prompts: { resolvers: promptsResolvers, routes: createPromptsRouter },
  brands: { resolvers: brandsResolvers, routes: createBrandsRouter },
  changes: { resolvers: changesResolvers },
  collection: { resolvers: collectionResolvers, jobs: registerCollectionJobs },
  competitive: { resolvers: competitiveResolvers },
  content: { resolvers: contentResolvers },
  corrections: { resolvers: correctionsResolvers, routes: createCorrectionsRouter },
  // AI-crawler visits from a site's edge or log shipper (Bearer API token), and their retention sweep.
  crawlers: { resolvers: crawlersResolvers, routes: createCrawlersRouter, jobs: registerCrawlerJobs },
  definitions: { resolvers: definitionsResolvers },
  // Answers' kept evidence (payload and page), its daily sweep, the audit pack (issue 61).
  evidence: { resolvers: evidenceResolvers, routes: createEvidenceRouter, jobs: registerEvidenceJobs },
  exports: { routes: createExportsRouter },
  'fact-check': { resolvers: factCheckResolvers, routes: createFactCheckRouter },
  'fact-issues': { resolvers: factIssuesResolvers, routes: createFactIssuesRouter },
  facts: { resolvers: factsResolvers, routes: createFactsRouter },
  fund: { resolvers: fundResolvers },
  // The page funnel: verified crawls, citations and AI sessions per page of the brand's site (issue 63).
  funnel: { resolvers: funnelResolvers, routes: createFunnelRouter },
  // Analytics connectors (GA4, Search Console, Bing's export) and their daily pull (issue 63).
  integrations: {
    resolvers: integrationsResolvers,
    routes: createIntegrationsRouter,
    jobs: registerIntegrationJobs,
  },
  llms: { resolvers: llmsResolvers },
  management: { resolvers: managementResolvers },
  narrative: { resolvers: narrativeResolvers, routes: createNarrativeRouter },
  onboarding: { resolvers: onboardingResolvers },
  outreach: { resolvers: outreachResolvers },
  reanalysis: {
    resolvers: reanalysisResolvers,
    jobs: (queue, deps) =>
      registerReanalysisJobs(queue, {
        db: deps.db,
        config: deps.config,
        log: deps.log,
        leaseSeconds: deps.leaseSeconds,
        sweepSeconds: deps.sweepSeconds,
        // The claims it read again move the brand's fact issues.
        afterReanalysis: (brandId) =>
          deps.db.transaction((tx) => refreshFactIssues(tx, brandId, deps.config)),
      }),
  },
  // The report wizard's calls are public.
  reports: {
    resolvers: reportsResolvers,
    routes: createReportsRouter,
    jobs: (queue, deps) =>
      registerReportJobs(queue, { db: deps.db, config: deps.config, engines: deps.engines, log: deps.log }),
  },
  // Sampling settings and the plan they give (issue 62).
  sampling: { resolvers: samplingResolvers, routes: createSamplingRouter },
  'source-categories': { resolvers: sourceCategoriesResolvers },
  suggestions: { resolvers: suggestionsResolvers, routes: createSuggestionsRouter },
  // Answers' surfaces (API or app), product cards, app against API (issue 61).
  surfaces: { resolvers: surfacesResolvers, routes: createSurfacesRouter },
  tokens: { resolvers: tokensResolvers },
  workspaces: { resolvers: workspacesResolvers },
} satisfies Record<string, DomainModule>;
