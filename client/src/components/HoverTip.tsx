import { cloneElement, lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';

/**
 * The tooltip's machinery (positioning, presence) loads beside the page, not before it: until it arrives
 * the trigger shows alone, and a pointer or focus resting on it then opens the tooltip when it does.
 */
const TooltipParts = lazy(() => import('./TooltipParts'));

type TriggerProps = {
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

/** `children` (one focusable element) explains itself with `content` on hover or keyboard focus. */
export function HoverTip({
  children,
  content,
}: {
  children: ReactElement<TriggerProps>;
  content: ReactNode;
}) {
  const [resting, setResting] = useState(false);
  const waiting = cloneElement(children, {
    onPointerEnter: () => setResting(true),
    onPointerLeave: () => setResting(false),
    onFocus: () => setResting(true),
    onBlur: () => setResting(false),
  });
  return (
    <Suspense fallback={waiting}>
      <TooltipParts content={content} defaultOpen={resting}>
        {children}
      </TooltipParts>
    </Suspense>
  );
}
