/** Calendar days are 'YYYY-MM-DD' strings in UTC throughout the server. */
export type Day = string;

export function todayUtc(now: Date = new Date()): Day {
  return now.toISOString().slice(0, 10);
}

export function addDays(day: Day, days: number): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return todayUtc(date);
}

/** The latest of some days (YYYY-MM-DD sorts as it reads). */
export function latestDay(days: readonly Day[]): Day {
  return days.reduce((latest, day) => (day > latest ? day : latest));
}

const prose = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day as messages write it: '2026-11-05' → 'Nov 5, 2026' (the client's formatDay). */
export function proseDay(day: Day): string {
  return prose.format(new Date(`${day}T00:00:00Z`));
}
