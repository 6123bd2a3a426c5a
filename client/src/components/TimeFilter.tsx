import { Button, ButtonGroup } from '@chakra-ui/react';
import { presetRow, type PeriodPreset } from '../../../graphql/shared/period-rules';

/** The presets offered, longest first. */
const TIME_FILTER_PRESETS: readonly PeriodPreset[] = ['ALL_TIME', 'LAST_30_DAYS', 'LAST_7_DAYS'];

/** All Time / Last Month / Last Week, as a group of toggle buttons. */
export function TimeFilter({
  value,
  onChange,
  label,
}: {
  value: PeriodPreset;
  onChange: (value: PeriodPreset) => void;
  label: string;
}) {
  return (
    <ButtonGroup size="xs" variant="outline" attached role="group" aria-label={label}>
      {TIME_FILTER_PRESETS.map((preset) => (
        <Button
          key={preset}
          aria-pressed={value === preset}
          variant={value === preset ? 'solid' : 'outline'}
          colorPalette={value === preset ? 'teal' : 'gray'}
          onClick={() => onChange(preset)}
        >
          {presetRow(preset).label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
