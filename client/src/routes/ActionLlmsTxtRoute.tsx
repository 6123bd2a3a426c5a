import { FundLlmsManager } from '../features/action/FundLlmsManager';
import { LlmsTxtManager } from '../features/action/LlmsTxtManager';
import { useDashboardVariant } from './DashboardRoute';

export default function ActionLlmsTxtRoute() {
  return useDashboardVariant() === 'FUND' ? <FundLlmsManager /> : <LlmsTxtManager />;
}
