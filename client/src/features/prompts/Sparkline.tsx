import { chakra } from '@chakra-ui/react';
import { formatPercent } from '../../lib/format';

const WIDTH = 76;
const HEIGHT = 24;
const PAD = 2;

/** Runs of consecutive known values as SVG points; a day without answers breaks the line. */
function segments(values: readonly (number | null)[]): string[] {
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const runs: string[] = [];
  let run: string[] = [];
  values.forEach((value, i) => {
    if (value === null) {
      if (run.length > 0) runs.push(run.join(' '));
      run = [];
      return;
    }
    const x = PAD + i * step;
    const y = PAD + (1 - value / 100) * (HEIGHT - 2 * PAD);
    run.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  });
  if (run.length > 0) runs.push(run.join(' '));
  return runs;
}

/** Visibility (0–100) day by day as a small line, its first and last known values in its name. */
export function Sparkline({ values }: { values: readonly (number | null)[] }) {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0)
    return (
      <chakra.span color="fg.subtle" textStyle="xs">
        No answers
      </chakra.span>
    );
  const label = `Visibility over ${values.length} days: ${formatPercent(known[0]!)} to ${formatPercent(known.at(-1)!)}`;
  return (
    <chakra.svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={`${WIDTH}px`}
      height={`${HEIGHT}px`}
      color="teal.fg"
      display="block"
    >
      <title>{label}</title>
      <line
        x1="0"
        x2={WIDTH}
        y1={HEIGHT - PAD}
        y2={HEIGHT - PAD}
        stroke="currentColor"
        strokeOpacity="0.15"
      />
      {segments(values).map((points) =>
        points.includes(' ') ? (
          <polyline key={points} points={points} fill="none" stroke="currentColor" strokeWidth="1.5" />
        ) : (
          <circle
            key={points}
            cx={points.split(',')[0]}
            cy={points.split(',')[1]}
            r="1.5"
            fill="currentColor"
          />
        ),
      )}
    </chakra.svg>
  );
}
