/**
 * How each tracked brand is drawn on the competitors page: the account's brand in the dashboard's own
 * teal, thicker and always solid; each competitor in a hue of its own (the palettes' text colours, which
 * stay readable on light and dark cards) and, so that colour is never the only cue, a dash pattern.
 */
import { cssColor } from '../../app/theme';

const COMPETITOR_HUES = [
  'blue',
  'orange',
  'purple',
  'pink',
  'cyan',
  'red',
  'green',
  'yellow',
  'gray',
] as const;
const DASHES = ['', '7 4', '2 3'] as const;

export interface BrandStyle {
  color: string;
  width: number;
  /** SVG stroke-dasharray; empty for a solid line. */
  dash: string;
}

/** A brand's key in chart rows and lists: its competitor id, or "brand" for the account's own. */
export const brandKey = (brand: { competitorId?: string | null }) => brand.competitorId ?? 'brand';

/**
 * Each brand's style by its key: the account's brand teal, the competitors in the order of their names,
 * so that a competitor keeps its colour whatever its rank in the period shown.
 */
export function brandStyles(
  brands: readonly { competitorId?: string | null; name: string; isBrand: boolean }[],
) {
  const competitors = brands.filter((brand) => !brand.isBrand).sort((a, b) => a.name.localeCompare(b.name));
  const styles = new Map<string, BrandStyle>(
    competitors.map((brand, index) => [
      brandKey(brand),
      {
        color: cssColor(`${COMPETITOR_HUES[index % COMPETITOR_HUES.length]}.fg`),
        width: 2,
        dash: DASHES[index % DASHES.length]!,
      },
    ]),
  );
  styles.set('brand', { color: cssColor('chart.visibility'), width: 3.5, dash: '' });
  return styles;
}

/**
 * The heatmap's five steps of visibility, each a background and a text colour that read at AA in both
 * modes: colour only repeats what the cell's figure says.
 */
export const HEAT_STEPS = [
  { below: 10, bg: 'bg.panel', color: 'fg', label: 'under 10%' },
  { below: 25, bg: 'teal.subtle', color: 'fg', label: '10–25%' },
  { below: 50, bg: 'teal.muted', color: 'fg', label: '25–50%' },
  { below: 75, bg: 'teal.emphasized', color: 'fg', label: '50–75%' },
  { below: Number.POSITIVE_INFINITY, bg: 'teal.solid', color: 'teal.contrast', label: '75% and more' },
] as const;

export const heatStep = (visibility: number) => HEAT_STEPS.find((step) => visibility < step.below)!;
