import { Text } from '@chakra-ui/react';
import { formatPercent } from '../../lib/format';

/** A share in percent with its 95 % Wilson interval (the server's SurfaceRate); null figures with nothing to count. */
export interface SurfaceRate {
  value: number | null;
  low: number | null;
  high: number | null;
}

/** "9.4%"; "—" with nothing to count. */
export const formatRate = (rate: SurfaceRate): string =>
  rate.value === null ? '—' : formatPercent(rate.value);

/** The interval as a range: "7.0–12.5%"; null with nothing to count. */
export const formatRateInterval = ({ low, high }: SurfaceRate): string | null =>
  low === null || high === null ? null : `${low.toFixed(1)}–${formatPercent(high)}`;

/** The interval in words: "likely between 7.0% and 12.5% (95 % interval)"; null with nothing to count. */
export const rateIntervalInWords = ({ low, high }: SurfaceRate): string | null =>
  low === null || high === null
    ? null
    : `likely between ${formatPercent(low)} and ${formatPercent(high)} (95\u00a0% interval)`;

/**
 * A rate in a table cell: the value, its interval smaller beside it (under it on a phone, where a row has
 * no room for both).
 */
export function RateCell({ rate, label }: { rate: SurfaceRate; label: string }) {
  const interval = formatRateInterval(rate);
  return (
    <>
      {formatRate(rate)}
      {interval && (
        <Text
          as="span"
          display={{ base: 'block', sm: 'inline' }}
          textStyle="xs"
          fontWeight="normal"
          whiteSpace="nowrap"
          color="fg.muted"
          ms={{ base: '0', sm: '1' }}
          title={`${label}: 95 % interval`}
        >
          ({interval})
        </Text>
      )}
    </>
  );
}
