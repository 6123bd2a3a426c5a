import { ReferenceLine } from 'recharts';
import { cssColor } from '../app/theme';

/** A day marked on a time chart, with what happened (the marker's tooltip). */
export interface ChartAnnotation {
  day: string;
  kind: string;
  label: string;
}

/** Where a marker sits: the viewBox Recharts gives a reference line's label. */
interface MarkerProps {
  viewBox?: { x?: number; y?: number };
  labels: readonly string[];
  kinds: readonly string[];
}

function Marker({ viewBox, labels, kinds }: MarkerProps) {
  const x = viewBox?.x ?? 0;
  const y = (viewBox?.y ?? 0) + 2;
  const text = labels.join('\n');
  return (
    <g
      data-annotation={kinds.join(' ')}
      role="img"
      aria-label={`${labels.join('; ')}`}
      tabIndex={0}
      style={{ cursor: 'help' }}
    >
      <title>{text}</title>
      <path d={`M${x - 6} ${y - 2} L${x + 6} ${y - 2} L${x} ${y + 7} Z`} fill={cssColor('chart.axis')} />
      <rect x={x - 8} y={y - 6} width={16} height={16} fill="transparent" />
    </g>
  );
}

/**
 * Reference lines for the annotations that fall on the chart's days (an annotation on a day without a point
 * is drawn at the next day that has one); several on one day share a marker. Call it inside a Recharts chart
 * (`{annotationLines(annotations, dates)}`): Recharts reads its children's types.
 */
export function annotationLines(annotations: readonly ChartAnnotation[], dates: readonly string[]) {
  if (annotations.length === 0 || dates.length === 0) return null;
  const sorted = [...dates].sort();
  const last = sorted[sorted.length - 1]!;
  const byDay = new Map<string, ChartAnnotation[]>();
  for (const annotation of annotations) {
    if (annotation.day < sorted[0]! || annotation.day > last) continue;
    const at = sorted.find((date) => date >= annotation.day);
    if (!at) continue;
    byDay.set(at, [...(byDay.get(at) ?? []), annotation]);
  }
  return [...byDay.entries()].map(([day, list]) => (
    <ReferenceLine
      key={`annotation-${day}`}
      x={day}
      stroke={cssColor('chart.axis')}
      strokeDasharray="2 4"
      strokeOpacity={0.7}
      ifOverflow="visible"
      label={(props: { viewBox?: { x?: number; y?: number } }) => (
        <Marker viewBox={props.viewBox} labels={list.map((a) => a.label)} kinds={list.map((a) => a.kind)} />
      )}
    />
  ));
}
