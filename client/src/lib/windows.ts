import type { PeriodPreset, TimeWindow } from '../__generated__/graphql';

export const TIME_WINDOWS: { value: TimeWindow; label: string }[] = [
  { value: 'ALL', label: 'All Time' },
  { value: 'MONTH', label: 'Last Month' },
  { value: 'WEEK', label: 'Last Week' },
];

/** The page period a time window covers, so figures read under both agree. */
export const WINDOW_PERIOD: Record<TimeWindow, { preset: PeriodPreset }> = {
  ALL: { preset: 'ALL_TIME' },
  MONTH: { preset: 'LAST_30_DAYS' },
  WEEK: { preset: 'LAST_7_DAYS' },
};
