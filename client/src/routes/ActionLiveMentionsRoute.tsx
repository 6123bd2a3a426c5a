import { LiveMentions } from '../features/action/LiveMentions';

export default function ActionLiveMentionsRoute() {
  return <LiveMentions />;
}
