/** The front door of server/modules/sampling: sampling settings, the plan, the pricing table. */
export { allocateSamples, theoreticalSamples } from './allocation';
export type { Allocation, AllocationInput, StratumInput } from './allocation';
export { priceRequests, requestName, requestPriceUsd } from './pricing';
export type { PricedRequest, PricedRequests } from './pricing';
export { PUBLISHED_AGREEMENT } from './agreement';
export { NOISE_MIN_DAYS, NOISE_WINDOW_DAYS, noiseBand } from './noise';
export type { DayCount, NoiseBand } from './noise';
export { noiseBands, rangeNoiseBand } from './noise.service';
export { PRICES_AS_OF, PRICES_COMPILED_ON } from './prices';
export { samplingResolvers } from './sampling.resolvers';
export { createSamplingRouter } from './sampling.routes';
export { isAdaptive, monthSpendUsd, runSamplePlan } from './run-plan';
export type { PaidRequests, RunSamplePlan } from './run-plan';
export type { PlatformEngine } from './plan';
export {
  monthStart,
  planRunSamples,
  samplesPerPromptSet,
  samplingPlan,
  samplingSettings,
  updateSamplingSettings,
} from './sampling.service';
export type { RunSamplePlanModel, SamplingPlanModel, SamplingSettingsModel } from './sampling.service';
export { canariesToAsk, canaryQuestionsOf, engineDrifts, recordCanaryDay } from './canary.service';
export type { CanaryAnswerRow, EngineDriftRow } from './canary.store';
