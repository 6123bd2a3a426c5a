import { Button, ButtonGroup } from '@chakra-ui/react';
import type { TimeWindow } from '../__generated__/graphql';
import { TIME_WINDOWS } from '../lib/windows';

/** All Time / Last Month / Last Week, as a group of toggle buttons. */
export function TimeFilter({
  value,
  onChange,
  label,
}: {
  value: TimeWindow;
  onChange: (value: TimeWindow) => void;
  label: string;
}) {
  return (
    <ButtonGroup size="xs" variant="outline" attached role="group" aria-label={label}>
      {TIME_WINDOWS.map((w) => (
        <Button
          key={w.value}
          aria-pressed={value === w.value}
          variant={value === w.value ? 'solid' : 'outline'}
          colorPalette={value === w.value ? 'teal' : 'gray'}
          onClick={() => onChange(w.value)}
        >
          {w.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
