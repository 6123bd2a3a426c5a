import { Box } from '@chakra-ui/react';
import { useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
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

/** Where the note opens, in page coordinates: under the marker, towards the middle of the page. */
function notePlacement(marker: Element) {
  const box = marker.getBoundingClientRect();
  const centre = box.left + box.width / 2;
  const top = box.bottom + window.scrollY + 4;
  const width = document.documentElement.clientWidth;
  return centre > width / 2
    ? { top, right: width - centre - 12 }
    : { top, left: centre - 12 + window.scrollX };
}

/**
 * A marker's note shows on hover, keyboard focus and tap (an SVG <title> shows on hover only, and late),
 * in the page above the chart so that no edge of the chart cuts it; Escape, blur or the pointer leaving
 * hides it.
 */
function Marker({ viewBox, labels, kinds }: MarkerProps) {
  const [placement, setPlacement] = useState<ReturnType<typeof notePlacement> | null>(null);
  const x = viewBox?.x ?? 0;
  const y = (viewBox?.y ?? 0) + 2;
  const show = (event: SyntheticEvent<SVGGElement>) => setPlacement(notePlacement(event.currentTarget));
  const hide = () => setPlacement(null);
  return (
    <g
      data-annotation={kinds.join(' ')}
      role="img"
      aria-label={labels.join('; ')}
      tabIndex={0}
      style={{ cursor: 'help' }}
      // A finger leaves as it lifts: a tapped note stays until the focus moves on.
      onPointerEnter={(event) => event.pointerType !== 'touch' && show(event)}
      onPointerLeave={(event) => event.pointerType !== 'touch' && hide()}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event: KeyboardEvent<SVGGElement>) => event.key === 'Escape' && hide()}
      onClick={(event) => {
        // A tap shows the note; it does not select the day under it (the chart's click).
        event.stopPropagation();
        show(event);
      }}
    >
      <path d={`M${x - 6} ${y - 2} L${x + 6} ${y - 2} L${x} ${y + 7} Z`} fill={cssColor('chart.axis')} />
      <rect x={x - 8} y={y - 6} width={16} height={16} fill="transparent" />
      {placement &&
        createPortal(
          // The marker's label already says it to a screen reader: the note is for the eye.
          <Box
            data-annotation-note=""
            aria-hidden="true"
            position="absolute"
            {...placement}
            zIndex="tooltip"
            maxW="xs"
            px="2.5"
            py="1.5"
            rounded="md"
            bg="bg.inverted"
            color="fg.inverted"
            textStyle="xs"
            shadow="md"
            pointerEvents="none"
          >
            {labels.map((label) => (
              <div key={label}>{label}</div>
            ))}
          </Box>,
          document.body,
        )}
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
