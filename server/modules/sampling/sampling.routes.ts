/** GET /api/sampling-plan: the brand's sampling plan, as samplingPlan in GraphQL, in REST's envelope and words. */
import express from 'express';
import type { AppDeps } from '../../context';
import { restHandler } from '../../rest/handler';
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
  return router;
}
