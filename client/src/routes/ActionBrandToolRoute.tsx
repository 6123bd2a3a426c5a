import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useActionBrandToolRouteQuery } from '../__generated__/hooks';
import { LoadingState } from '../components/StateViews';
import { brandToolOf, type BrandTool } from '../features/action/brandTools';
import NotFoundRoute from './NotFoundRoute';

const TOOL_SCREENS: Record<BrandTool, ComponentType> = {
  generate: lazy(() => import('./ActionGenerateRoute')),
  comparison: lazy(() => import('./ActionComparisonRoute')),
  sources: lazy(() => import('./ActionSourcesRoute')),
  'llms-txt': lazy(() => import('./ActionLlmsTxtRoute')),
};

/**
 * /dashboard/action/{brand}-{tool}: the brand-prefixed routes of the four content tools show the
 * same screens as /dashboard/action/{tool}; another brand's prefix or an unknown tool is not found.
 */
export default function ActionBrandToolRoute() {
  const { brandTool = '' } = useParams();
  const { data, loading } = useActionBrandToolRouteQuery();
  if (loading && !data) return <LoadingState />;
  const brand = data?.viewer.brand?.name;
  const tool = brand ? brandToolOf(brandTool, brand) : null;
  if (!tool) return <NotFoundRoute />;
  const Screen = TOOL_SCREENS[tool];
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen />
    </Suspense>
  );
}
