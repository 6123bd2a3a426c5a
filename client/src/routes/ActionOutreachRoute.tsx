import { EmailOutreach } from '../features/action/EmailOutreach';

export default function ActionOutreachRoute() {
  return <EmailOutreach />;
}
