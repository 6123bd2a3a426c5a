import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { BrandSwitcher_ViewerFragment } from '../../__generated__/graphql';
import { brandInSearch } from './activeBrand';
import { brandLabel, SwitcherButton } from './SwitcherButton';

/**
 * The menu and its machinery load beside the page, not before it: the button shows at once, and a click
 * before the menu arrives opens it when it does.
 */
const BrandMenu = lazy(() => import('./BrandMenu'));

/** The top bar's brand switcher: the active brand's name, opening the menu of the person's brands. */
export function BrandSwitcher({ viewer }: { viewer: BrandSwitcher_ViewerFragment }) {
  const { search } = useLocation();
  const [clickedEarly, setClickedEarly] = useState(false);
  const activeId = brandInSearch(search) ?? viewer.brand?.id ?? viewer.brands[0]?.id ?? '';
  const active = viewer.brands.find((b) => b.id === activeId);
  const label = active ? brandLabel(active) : (viewer.brand?.name ?? 'Your brand');
  return (
    <Suspense fallback={<SwitcherButton label={label} onClick={() => setClickedEarly(true)} />}>
      <BrandMenu viewer={viewer} activeId={activeId} label={label} defaultOpen={clickedEarly} />
    </Suspense>
  );
}
