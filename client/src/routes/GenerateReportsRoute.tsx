import { useEffect } from 'react';
import { PublicApolloProvider } from '../features/wizard/PublicApollo';
import { ReportWizard } from '../features/wizard/ReportWizard';

/** `/generate-reports` (public): the free AI visibility report wizard. Loads no chart code. */
export default function GenerateReportsRoute() {
  useEffect(() => {
    document.title = 'Generate Your Free AI Visibility Report · Sightline';
  }, []);
  return (
    <PublicApolloProvider>
      <ReportWizard />
    </PublicApolloProvider>
  );
}
