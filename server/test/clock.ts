/**
 * Limits counted per clock minute (rate_limits) give two allowances to calls that straddle a minute's end.
 * A test that fills one (a handful of calls, well under a second even on a loaded machine) starts at least
 * 8 s before the end, so its calls fall in one minute (it waits at most 8 s for the next).
 */
export async function startEarlyInAMinute(): Promise<void> {
  const leftInMinute = 60_000 - (Date.now() % 60_000);
  if (leftInMinute < 8_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 50));
}
