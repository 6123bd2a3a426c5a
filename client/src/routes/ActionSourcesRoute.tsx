import { FundTopSources, TopSources } from '../features/action/TopSources';
import { useDashboardVariant } from './DashboardRoute';

export default function ActionSourcesRoute() {
  return useDashboardVariant() === 'FUND' ? <FundTopSources /> : <TopSources />;
}
