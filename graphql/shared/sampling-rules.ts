/**
 * What the sampling settings accept (issue 62), for the server's updateSamplingSettings and the engine
 * settings panel's form alike: the first problem's message is the one the server answers with a 400.
 */
import { z } from 'zod';

export const SAMPLES_PER_DAY = { min: 1, max: 10 };
export const HALF_WIDTH_POINTS = { min: 0.1, max: 50 };
export const MONTHLY_BUDGET_USD = { max: 1_000_000 };

const halfWidth = (what: string) => {
  const message = `${what} is a half-width of ${HALF_WIDTH_POINTS.min} to ${HALF_WIDTH_POINTS.max} points, or none.`;
  return z
    .number({ error: message })
    .min(HALF_WIDTH_POINTS.min, message)
    .max(HALF_WIDTH_POINTS.max, message)
    .nullable();
};

const samples = (what: string) => {
  const message = `${what} is a whole number of samples from ${SAMPLES_PER_DAY.min} to ${SAMPLES_PER_DAY.max}.`;
  return z
    .number({ error: message })
    .int(message)
    .min(SAMPLES_PER_DAY.min, message)
    .max(SAMPLES_PER_DAY.max, message);
};

const budgetMessage = `The monthly budget is 0 to ${MONTHLY_BUDGET_USD.max.toLocaleString('en-US')} US dollars, or none.`;

export const samplingSettingsInput = z
  .object({
    headlineHalfWidth: halfWidth('The headline target'),
    promptHalfWidth: halfWidth('The per-prompt target'),
    minSamplesPerDay: samples('The least samples a day per prompt and platform'),
    maxSamplesPerDay: samples('The most samples a day per prompt and platform'),
    monthlyBudgetUsd: z
      .number({ error: budgetMessage })
      .min(0, budgetMessage)
      .max(MONTHLY_BUDGET_USD.max, budgetMessage)
      .nullable(),
  })
  .refine((settings) => settings.minSamplesPerDay <= settings.maxSamplesPerDay, {
    error: (issue) => {
      const input = issue.input as { minSamplesPerDay: number; maxSamplesPerDay: number };
      return `The least samples a day (${input.minSamplesPerDay}) is more than the most (${input.maxSamplesPerDay}).`;
    },
  });

export type SamplingSettingsInput = z.infer<typeof samplingSettingsInput>;
