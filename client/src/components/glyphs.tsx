import type { SVGProps } from 'react';

/*
 * Stroke drawings (24×24, lucide-style) that both the Chakra icons (icons.tsx) and the pages drawn without
 * Chakra (the auth pages, the public top bar) use.
 */
export const LOGO_DRAWING = (
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
  </>
);
export const SUN_DRAWING = (
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M6.3 17.7l-1.4 1.4M19.1 4.9l-1.4 1.4" />
  </>
);
export const MOON_DRAWING = <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />;
export const ALERT_CIRCLE_DRAWING = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>
);
export const CHECK_CIRCLE_DRAWING = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>
);

/**
 * One of the drawings as an inline SVG, hidden from screen readers (its control carries the name). Other
 * props (a Chakra icon's class and ref, through `asChild`) go to the svg element.
 */
export function Glyph(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    />
  );
}
