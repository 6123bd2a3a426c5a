import { lazy, Suspense, type ComponentType } from 'react';
import { useOutletContext } from 'react-router-dom';
import { LoadingState } from '../components/StateViews';
import type { DashboardContext } from './DashboardRoute';

/**
 * A dashboard screen with a fund variant: the general screen for every account, the fund screen (its own
 * lazy chunk, so other accounts never load it) when the shell says the variant is FUND.
 */
export function withFundVariant(
  General: ComponentType,
  loadFund: () => Promise<{ default: ComponentType }>,
): ComponentType {
  const Fund = lazy(loadFund);
  return function FundVariantRoute() {
    const variant = useOutletContext<DashboardContext | undefined>()?.variant;
    if (variant !== 'FUND') return <General />;
    return (
      <Suspense fallback={<LoadingState />}>
        <Fund />
      </Suspense>
    );
  };
}
