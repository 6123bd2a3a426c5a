import { FundContentGeneration } from '../features/action/FundContentGeneration';
import { GenerateContent } from '../features/action/GenerateContent';
import { useDashboardVariant } from './DashboardRoute';

export default function ActionGenerateRoute() {
  return useDashboardVariant() === 'FUND' ? <FundContentGeneration /> : <GenerateContent />;
}
