import { FundTopSources, TopSources } from '../features/action/TopSources';
import { variantScreen } from '../features/variant/variant';

export default variantScreen({ GENERAL: TopSources, FUND: FundTopSources });
