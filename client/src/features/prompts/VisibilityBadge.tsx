import { Badge } from '@chakra-ui/react';
import type { VisibilityStatus } from '../../__generated__/graphql';
import { formatPercent } from '../../lib/format';
import { visibilityStatusFor } from '../../lib/prompts';

const LOOK: Record<VisibilityStatus, { label: string; palette: string }> = {
  GREAT: { label: 'Great', palette: 'green' },
  MEDIUM: { label: 'Medium', palette: 'yellow' },
  POOR: { label: 'Poor', palette: 'red' },
};

/** Great (green) / Medium (yellow) / Poor (red); "Not collected" before any answer. */
export function VisibilityBadge({
  status,
  percentage,
}: {
  status: VisibilityStatus | null;
  percentage: number | null;
}) {
  const resolved = status ?? (percentage == null ? null : visibilityStatusFor(percentage));
  if (!resolved)
    return (
      <Badge colorPalette="gray" variant="subtle">
        Not collected
      </Badge>
    );
  const look = LOOK[resolved];
  return (
    <Badge
      colorPalette={look.palette}
      variant="subtle"
      title={percentage == null ? undefined : `${formatPercent(percentage)} of answers mention your brand`}
    >
      {look.label}
    </Badge>
  );
}
