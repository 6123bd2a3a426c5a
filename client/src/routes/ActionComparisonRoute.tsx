import { ContentComparison } from '../features/action/ContentComparison';

/** Content Comparison reads the signed-in brand's own cited pages, in either dashboard. */
export default function ActionComparisonRoute() {
  return <ContentComparison />;
}
