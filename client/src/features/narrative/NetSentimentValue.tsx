import { Text } from '@chakra-ui/react';
import { formatNetInterval, formatNetSentiment } from '../../lib/format';

export interface NetSentimentFigure {
  value: number | null;
  low: number | null;
  high: number | null;
}

/** What net sentiment measures, for its info tips. */
export const NET_SENTIMENT_TEXT =
  'Net sentiment: (positive − negative statements) ÷ statements × 100, from −100 (every statement negative) to 100 (every one positive). In brackets, its 95 % interval: the range the figure is likely in, given how many answers it rests on.';

/**
 * Net sentiment as a figure: the value, its 95 % interval smaller beside it; in a table the interval goes
 * under the value on a phone, where the table has no room for both on one line.
 */
export function NetSentimentValue({
  figure,
  inTable = false,
}: {
  figure: NetSentimentFigure;
  inTable?: boolean;
}) {
  const interval = formatNetInterval(figure);
  return (
    <>
      {formatNetSentiment(figure.value)}
      {interval && (
        <Text
          as="span"
          display={inTable ? { base: 'block', sm: 'inline' } : undefined}
          textStyle={inTable ? 'xs' : 'sm'}
          fontWeight="normal"
          letterSpacing="normal"
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
