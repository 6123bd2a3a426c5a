import { FundContentGeneration } from '../features/action/FundContentGeneration';
import { GenerateContent } from '../features/action/GenerateContent';
import { variantScreen } from '../features/variant/variant';

export default variantScreen({ GENERAL: GenerateContent, FUND: FundContentGeneration });
