import { Text } from '@chakra-ui/react';
import { formatShare } from '../../lib/format';

/** A share of claims, 0–100, with its 95 % Wilson interval; null figures without claims to count. */
export interface Rate {
  value: number | null;
  low: number | null;
  high: number | null;
}

/** What accuracy measures, for its info tip. */
export const ACCURACY_TEXT =
  'Accuracy: correct claims ÷ (correct + wrong + out-of-date claims). Unclear claims (a range, "around", another period) are left out. Its 95 % interval is the range the figure is likely in, given how many claims it rests on.';

/** A share of claims as a whole percentage: "82%"; "—" without claims to count. */
export const formatRate = (rate: Rate): string => (rate.value === null ? '—' : formatShare(rate.value));

/** A share's 95 % interval: "76–88%"; null without claims to count. */
export const formatRateInterval = ({ low, high }: Rate): string | null =>
  low === null || high === null ? null : `${Math.round(low)}–${formatShare(high)}`;

/** A share with its interval, in one line of prose: "82% (76–88%)". */
export const rateInBrief = (rate: Rate): string => {
  const interval = formatRateInterval(rate);
  return interval ? `${formatRate(rate)} (${interval})` : formatRate(rate);
};

/**
 * A share of claims as a figure: the value, its 95 % interval smaller beside it; in a table the interval
 * goes under the value on a phone, where a row has no room for both.
 */
export function ClaimRateValue({ rate, inTable = false }: { rate: Rate; inTable?: boolean }) {
  const interval = formatRateInterval(rate);
  return (
    <>
      {formatRate(rate)}
      {interval && (
        <Text
          as="span"
          display={inTable ? { base: 'block', sm: 'inline' } : undefined}
          textStyle="xs"
          fontWeight="normal"
          whiteSpace="nowrap"
          color="fg.muted"
          ms={inTable ? { base: '0', sm: '1' } : '1.5'}
          title="95 % interval"
        >
          ({interval})
        </Text>
      )}
    </>
  );
}
