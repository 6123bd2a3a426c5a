import { createContext, Suspense, use, type ComponentType, type ReactNode } from 'react';
import type { DashboardVariant } from '../../__generated__/graphql';
import { LoadingState } from '../../components/StateViews';
import { VARIANTS, type VariantConfig } from './variants';

const VariantContext = createContext<VariantConfig>(VARIANTS.GENERAL);

/** Set by the dashboard shell from the viewer's variant; screens outside it (and tests) get GENERAL. */
export function VariantProvider({ variant, children }: { variant: DashboardVariant; children: ReactNode }) {
  return <VariantContext value={VARIANTS[variant]}>{children}</VariantContext>;
}

/** The signed-in account's dashboard variant and what it changes (see `variants.ts`). */
export function useVariant(): VariantConfig {
  return use(VariantContext);
}

/**
 * A screen that differs by variant: shows the one for the account's variant. A screen may be `lazy()`, so
 * that other accounts never load its chunk; the loading state shows while it loads.
 */
export function variantScreen(screens: Record<DashboardVariant, ComponentType>): ComponentType {
  return function VariantScreen() {
    const Screen = screens[useVariant().name];
    return (
      <Suspense fallback={<LoadingState />}>
        <Screen />
      </Suspense>
    );
  };
}
