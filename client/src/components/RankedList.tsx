import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatRank, sharedRanks } from '../lib/ranks';

export interface RankedItem {
  key: string;
  rank: number;
  label: ReactNode;
  leading?: ReactNode;
  value: number;
  valueLabel: string;
  /** The account's own row among others (the brand in Competitor Rankings): drawn highlighted. */
  highlight?: boolean;
}

/** How wide a bar is: `value` as a share of the largest row, or `value` read as a percentage (0–100). */
export type BarScale = 'largest' | 'percent';

/** The bar's width in % of its track: 28 on the percent scale draws 28 % of the track, never more than 100. */
export function barWidth(value: number, scale: BarScale, largest: number): number {
  const share = scale === 'percent' ? value : (value / Math.max(1, largest)) * 100;
  return Math.min(100, Math.max(0, share));
}

/**
 * A ranked list with a proportional bar under each row (sources, competitors, platforms, topics). Rows
 * showing the same figures share a rank ("=1"): their order is the sort's, not a difference.
 */
export function RankedList({
  items,
  label,
  scale = 'largest',
}: {
  items: RankedItem[];
  label: string;
  scale?: BarScale;
}) {
  const max = Math.max(1, ...items.map((i) => i.value));
  const ranks = sharedRanks(
    items,
    (item) => item.rank,
    (item) => item.valueLabel,
  );
  return (
    <Stack as="ol" gap="3" aria-label={label} listStyleType="none" m="0" p="0">
      {items.map((item, index) => (
        <Box
          as="li"
          key={item.key}
          aria-current={item.highlight ? 'true' : undefined}
          data-highlight={item.highlight ? '' : undefined}
          {...(item.highlight ? { bg: 'teal.subtle', rounded: 'md', mx: '-2', px: '2', py: '1' } : {})}
        >
          {/* On a phone the figure goes under the name, so a long name (a source's URL) stays readable. */}
          <Flex align="center" gap="3" rowGap="0.5" mb="1.5" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Text textStyle="xs" color="fg.subtle" w="5" textAlign="right" fontVariantNumeric="tabular-nums">
              {formatRank(ranks[index]!)}
            </Text>
            {item.leading}
            <Box flex="1" minW="0" textStyle="sm" fontWeight="medium" truncate>
              {item.label}
            </Box>
            <Text
              textStyle="sm"
              color="fg.muted"
              fontVariantNumeric="tabular-nums"
              whiteSpace="nowrap"
              w={{ base: 'full', sm: 'auto' }}
              ps={{ base: '8', sm: '0' }}
            >
              {item.valueLabel}
            </Text>
          </Flex>
          <Box ml="8" h="1.5" bg="bg.muted" rounded="full" overflow="hidden">
            <Box
              data-part="bar"
              h="full"
              bg={item.highlight ? 'teal.solid' : 'chart.bar'}
              rounded="full"
              w={`${Math.max(item.value > 0 ? 2 : 0, barWidth(item.value, scale, max))}%`}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
