import { Badge, chakra, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Platform, SentimentLabel } from '../../__generated__/graphql';
import { formatDay } from '../../lib/format';
import { platformName } from '../../lib/platforms';
import { Mark, MENTION_COLORS } from '../answers/mentionMarks';
import { readableQuote } from './readableQuote';

const POLARITY: Record<SentimentLabel, { label: string; palette: string }> = {
  POSITIVE: { label: 'Positive', palette: 'green' },
  NEUTRAL: { label: 'Neutral', palette: 'gray' },
  NEGATIVE: { label: 'Negative', palette: 'red' },
};

export function PolarityBadge({ polarity }: { polarity: SentimentLabel }) {
  const { label, palette } = POLARITY[polarity];
  return (
    <Badge size="sm" variant="subtle" colorPalette={palette}>
      {label}
    </Badge>
  );
}

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A statement's words in quotation marks, read without their Markdown, the brand's name and the
 * competitors' marked as answers mark them (whole words, case aside), and the words stating a fact's value
 * (a fact claim's `stated`) marked as wrong, so a long quote shows where it says it.
 */
export function QuoteText({
  text,
  brand,
  competitors = [],
  stated,
}: {
  text: string;
  brand: string;
  competitors?: readonly string[];
  stated?: string;
}) {
  const words = [brand, ...competitors, ...(stated ? [stated] : [])]
    .sort((a, b) => b.length - a.length)
    .map(escaped);
  // One capturing group: split() puts each name or value it finds at an odd index.
  const parts = readableQuote(text).split(
    new RegExp(`(?<![\\p{L}\\p{N}])(${words.join('|')})(?![\\p{L}\\p{N}])`, 'iu'),
  );
  const same = (a: string, b: string | undefined) => a.toLowerCase() === b?.toLowerCase();
  return (
    <chakra.blockquote textStyle="sm" m="0" lineHeight="tall">
      “
      {parts.map((part, index) => {
        if (index % 2 === 0) return part;
        if (same(part, stated))
          return (
            <Mark key={index} {...MENTION_COLORS.statedValue} title="The value stated">
              {part}
            </Mark>
          );
        const isBrand = same(part, brand);
        return (
          <Mark
            key={index}
            {...(isBrand ? MENTION_COLORS.brand : MENTION_COLORS.competitor)}
            title={isBrand ? 'Your brand' : `Competitor: ${part}`}
          >
            {part}
          </Mark>
        );
      })}
      ”
    </chakra.blockquote>
  );
}

/** Where and when a statement was said, then whatever else the list shows of it (badges). */
export function QuoteFacts({
  platform,
  day,
  children,
}: {
  platform: Platform;
  day: string;
  children?: ReactNode;
}) {
  return (
    <Flex gap="2" align="center" wrap="wrap" textStyle="xs" color="fg.muted">
      <Text as="span">{platformName(platform)}</Text>
      <Text as="span" aria-hidden="true">
        ·
      </Text>
      <Text as="span">{formatDay(day)}</Text>
      {children}
    </Flex>
  );
}
