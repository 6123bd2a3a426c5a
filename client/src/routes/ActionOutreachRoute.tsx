import { EmailOutreach } from '../features/action/EmailOutreach';
import { OwnSourcesOutreach } from '../features/action/OwnSourcesOutreach';
import { variantScreen } from '../features/variant/variant';

export default variantScreen({ GENERAL: OwnSourcesOutreach, FUND: EmailOutreach });
