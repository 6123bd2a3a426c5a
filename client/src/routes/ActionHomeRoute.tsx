import { ActionCenterHome } from '../features/action/ActionCenterHome';
import { FundActionHome } from '../features/action/FundActionHome';
import { useDashboardVariant } from './DashboardRoute';

export default function ActionHomeRoute() {
  return useDashboardVariant() === 'FUND' ? <FundActionHome /> : <ActionCenterHome />;
}
