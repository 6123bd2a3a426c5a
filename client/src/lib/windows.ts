import type { TimeWindow } from '../__generated__/graphql';

export const TIME_WINDOWS: { value: TimeWindow; label: string }[] = [
  { value: 'ALL', label: 'All Time' },
  { value: 'MONTH', label: 'Last Month' },
  { value: 'WEEK', label: 'Last Week' },
];
