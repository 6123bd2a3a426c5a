/**
 * Noise bands (issue 62): how much a day's visibility moves from sampling alone, and how much more the engine
 * moves it from day to day (over-dispersion), estimated from the days' counts by the method of moments.
 * Pure functions: the alerts (alerts.rules.ts), Query.noiseBands and the simulation tests share them.
 *
 * For days d = 1…D with kᵈ impressions of nᵈ answers and rates p̂ᵈ = kᵈ/nᵈ, pooled p = Σk/Σn:
 *   observed variance of the daily rates   V  = Σ (p̂ᵈ − p̄)² / (D − 1), p̄ the mean of the p̂ᵈ
 *   variance expected from sampling alone  Vs = p(1 − p) · mean(1/nᵈ)
 *   extra (engine) variance                τ² = max(0, V − Vs)
 * This is the beta-binomial model's moment estimate: a day's rate is drawn around p with variance τ², then its
 * answers are binomial around it, so Var(p̂ᵈ) = p(1 − p)/nᵈ + τ² (intra-class correlation ρ = τ² / p(1 − p)).
 * A day's band is ±1.96·√(p(1 − p)/n̄ + τ²), n̄ the mean answers a day.
 */
import { Z_95 } from '../metrics';

/** Days of history a band is estimated over (the alerts read the days before the run's day). */
export const NOISE_WINDOW_DAYS = 28;
/** Fewer days with answers than this and the extra variation is not estimated (taken as 0). */
export const NOISE_MIN_DAYS = 5;

export interface DayCount {
  impressions: number;
  answers: number;
}

export interface NoiseBand {
  /** Days with answers the band was estimated from. */
  days: number;
  answers: number;
  /** Pooled rate, 0–1. */
  rate: number;
  meanAnswersPerDay: number;
  /** Standard deviation of a day's rate from sampling alone, 0–1. */
  samplingSd: number;
  /** Standard deviation of the daily rates observed, 0–1 (null with fewer than two days). */
  observedSd: number | null;
  /** Standard deviation of the engine's own day-to-day variation beyond sampling (τ), 0–1. */
  extraSd: number;
  /** τ² / p(1 − p): the beta-binomial intra-class correlation, 0 when there is none. */
  dispersion: number;
  /** 95 % half-width of a day's rate around the pooled rate: 1.96·√(p(1 − p)/n̄ + τ²), 0–1. */
  halfWidth: number;
}

/** The band of a series of days (days without answers are left out); null when no day had answers. */
export function noiseBand(series: readonly DayCount[]): NoiseBand | null {
  const days = series.filter((day) => day.answers > 0);
  if (days.length === 0) return null;
  const answers = days.reduce((sum, day) => sum + day.answers, 0);
  const impressions = days.reduce((sum, day) => sum + day.impressions, 0);
  const rate = impressions / answers;
  const meanInverse = days.reduce((sum, day) => sum + 1 / day.answers, 0) / days.length;
  const samplingVariance = rate * (1 - rate) * meanInverse;
  let observedVariance: number | null = null;
  if (days.length >= 2) {
    const rates = days.map((day) => day.impressions / day.answers);
    const mean = rates.reduce((sum, value) => sum + value, 0) / rates.length;
    observedVariance = rates.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (rates.length - 1);
  }
  const extraVariance =
    observedVariance !== null && days.length >= NOISE_MIN_DAYS
      ? Math.max(0, observedVariance - samplingVariance)
      : 0;
  const meanAnswersPerDay = answers / days.length;
  const binomial = rate * (1 - rate);
  return {
    days: days.length,
    answers,
    rate,
    meanAnswersPerDay,
    samplingSd: Math.sqrt(samplingVariance),
    observedSd: observedVariance === null ? null : Math.sqrt(observedVariance),
    extraSd: Math.sqrt(extraVariance),
    dispersion: binomial > 0 ? extraVariance / binomial : 0,
    halfWidth: Z_95 * Math.sqrt(binomial / meanAnswersPerDay + extraVariance),
  };
}
