import { ContentComparison } from '../features/action/ContentComparison';

export default function ActionComparisonRoute() {
  return <ContentComparison />;
}
