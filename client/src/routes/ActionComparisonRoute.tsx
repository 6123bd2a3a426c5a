import { ContentComparison, FundContentComparison } from '../features/action/ContentComparison';
import { variantScreen } from '../features/variant/variant';

export default variantScreen({ GENERAL: ContentComparison, FUND: FundContentComparison });
