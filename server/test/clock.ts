/**
 * Limits counted per clock minute (rate_limits) give two allowances to calls that straddle a minute's end.
 * A test that fills one starts at least 15 s before the end, so its calls fall in one minute (it waits at
 * most 15 s for the next).
 */
export async function startEarlyInAMinute(): Promise<void> {
  const leftInMinute = 60_000 - (Date.now() % 60_000);
  if (leftInMinute < 15_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 50));
}
