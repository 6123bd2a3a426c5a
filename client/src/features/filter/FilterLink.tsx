import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';
import { useFilterHref } from './pageFilter';

/**
 * A router link that carries the page filter (and the active brand) to a page that has one, as the sidebar's
 * links do: a filter chosen before the Action Center holds on the tool a button opens and back again.
 */
export const FilterLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function FilterLink(
  { to, ...props },
  ref,
) {
  const href = useFilterHref();
  return <RouterLink ref={ref} to={href(to)} {...props} />;
});
