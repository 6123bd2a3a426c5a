import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { highlightSegments } from './highlight';

/** Brand mentions and competitor mentions are marked in two colours, everywhere answers are shown. */
export const MENTION_COLORS = {
  brand: { bg: 'teal.subtle', color: 'teal.fg' },
  competitor: { bg: 'orange.subtle', color: 'orange.fg' },
} as const;

export const Mark = chakra('mark', { base: { px: '0.5', rounded: 'sm', fontWeight: 'medium' } });

/** An answer's text with the brand and competitor mentions highlighted (<mark>) at the server's offsets. */
export function HighlightedText({
  text,
  mentions,
}: {
  text: string;
  mentions: readonly { start: number; end: number; name: string; isBrand: boolean }[];
}) {
  const segments = useMemo(() => highlightSegments(text, mentions), [text, mentions]);
  return (
    <Box textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" lineHeight="tall">
      {segments.map((segment, i) =>
        segment.mention ? (
          <Mark
            key={i}
            {...(segment.mention.isBrand ? MENTION_COLORS.brand : MENTION_COLORS.competitor)}
            data-mention={segment.mention.isBrand ? 'brand' : 'competitor'}
            title={segment.mention.isBrand ? 'Your brand' : `Competitor: ${segment.mention.name}`}
          >
            {segment.text}
          </Mark>
        ) : (
          segment.text
        ),
      )}
    </Box>
  );
}
