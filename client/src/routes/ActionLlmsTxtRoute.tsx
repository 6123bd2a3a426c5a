import { FundLlmsManager } from '../features/action/FundLlmsManager';
import { LlmsTxtManager } from '../features/action/LlmsTxtManager';
import { variantScreen } from '../features/variant/variant';

export default variantScreen({ GENERAL: LlmsTxtManager, FUND: FundLlmsManager });
