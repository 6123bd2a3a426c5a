/**
 * The sampling module's REST reads, each as GraphQL gives it, in REST's envelope and words:
 * GET /api/sampling-plan (samplingPlan), GET /api/noise-bands (noiseBands) and GET /api/one-run-agreement
 * (oneRunAgreement) under the REST page filter (rest/page-filter.ts), and GET /api/canary-prompts
 * (canaryPrompts, with the engine drifts the canaries recorded in the period on the chosen platforms).
 */
import express from 'express';
import type { AppDeps } from '../../context';
import { restHandler } from '../../rest/handler';
import { pageFilterArgsOf } from '../../rest/page-filter';
import { PUBLISHED_AGREEMENT } from './agreement';
import { oneRunAgreement } from './agreement.service';
import { canariesAndDrifts } from './canary.service';
import { noiseBandFigures } from './noise.service';
import { requestName } from './pricing';
import { PRICES_AS_OF } from './prices';
import { samplingPlan } from './sampling.service';

export function createSamplingRouter(deps: AppDeps) {
  const router = express.Router();
  router.get(
    '/sampling-plan',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope) => {
      const plan = await samplingPlan(scope);
      const { settings } = plan;
      return {
        settings: {
          headline_half_width: settings.headlineHalfWidth,
          prompt_half_width: settings.promptHalfWidth,
          min_samples_per_day: settings.minSamplesPerDay,
          max_samples_per_day: settings.maxSamplesPerDay,
          monthly_budget_usd: settings.monthlyBudgetUsd,
          is_default: settings.isDefault,
        },
        period: { from: plan.from, to: plan.to, days: plan.windowDays },
        headline_half_width: plan.headlineHalfWidth,
        samples_per_day: plan.samplesPerDay,
        monthly_cost: plan.monthlyCostUsd,
        prices_as_of: PRICES_AS_OF,
        cost_lines: plan.costs.lines.map((line) => ({
          request: requestName(line.request),
          requests: line.count,
          unit_price: line.unitUsd,
          cost: line.usd,
        })),
        target_met: plan.targetMet,
        budget_limited: plan.budgetLimited,
        over_budget_at_floor: plan.overBudgetAtFloor,
        samples_cut_by_budget: plan.samplesCutByBudget,
        prompts_cut_by_budget: plan.promptsCutByBudget,
        prompts: plan.strata.map((s) => ({
          prompt_id: s.promptId,
          question: s.question,
          topic_id: s.topicId,
          platform: s.platform,
          simulated: s.simulated,
          samples_per_day: s.samplesPerDay,
          window_answers: s.windowAnswers,
          estimated_rate: s.estimatedRate,
          expected_half_width: s.expectedHalfWidth,
          monthly_cost: s.monthlyCostUsd,
          samples_cut_by_budget: s.samplesCutByBudget,
        })),
      };
    }),
  );
  router.get(
    '/noise-bands',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) => ({
      bands: (await noiseBandFigures(scope, pageFilterArgsOf(req))).map((band) => ({
        platform: band.platform,
        label: band.label,
        topic_id: band.topicId,
        from: band.from,
        to: band.to,
        days: band.days,
        answers: band.answers,
        answers_per_day: band.answersPerDay,
        visibility: band.visibility,
        sampling_sd: band.samplingSd,
        observed_sd: band.observedSd,
        extra_sd: band.extraSd,
        dispersion: band.dispersion,
        half_width: band.halfWidth,
        low: band.low,
        high: band.high,
      })),
    })),
  );
  router.get(
    '/one-run-agreement',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) => ({
      published_low: PUBLISHED_AGREEMENT.low,
      published_high: PUBLISHED_AGREEMENT.high,
      platforms: (await oneRunAgreement(scope, pageFilterArgsOf(req))).map((row) => ({
        platform: row.platform,
        label: row.label,
        groups: row.groups,
        samples: row.samples,
        agreeing: row.agreeing,
        value: row.value,
        low: row.low,
        high: row.high,
      })),
    })),
  );
  router.get(
    '/canary-prompts',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) => {
      const { period, platforms } = pageFilterArgsOf(req);
      const canaries = await canariesAndDrifts(scope, { period, platforms });
      return {
        questions: canaries.questions,
        is_default: canaries.isDefault,
        period: { from: canaries.from, to: canaries.to },
        engine_drifts: canaries.drifts.map((drift) => ({
          platform: drift.platform,
          day: drift.day,
          model: drift.model,
          model_before: drift.modelBefore,
        })),
      };
    }),
  );
  return router;
}
