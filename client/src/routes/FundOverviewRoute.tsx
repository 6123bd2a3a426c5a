import { LoadingState } from '../components/StateViews';
import { FUND_INITIAL_DELAY_MS, useInitialDelay } from '../features/fund/useInitialDelay';
import OverviewRoute from './OverviewRoute';

/**
 * /dashboard for the fund account: after the fund view's fixed one-second loading state, the same
 * overview as every account (spec §2's Main dashboard: the Mentions and Sentiment Trend charts, Top
 * Sources and Competitor Rankings with their All Time / Last Month / Last Week filters), computed from the
 * fund's collected answers by the same rules as its topic pages, so the two always agree.
 */
export default function FundOverviewRoute() {
  const initialDelay = useInitialDelay(FUND_INITIAL_DELAY_MS);
  if (initialDelay) return <LoadingState />;
  return <OverviewRoute />;
}
