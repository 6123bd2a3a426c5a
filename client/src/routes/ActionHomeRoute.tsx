import { ActionCenterHome } from '../features/action/ActionCenterHome';
import { FundActionHome } from '../features/action/FundActionHome';
import { variantScreen } from '../features/variant/variant';

export default variantScreen({ GENERAL: ActionCenterHome, FUND: FundActionHome });
