import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface RankedItem {
  key: string;
  rank: number;
  label: ReactNode;
  leading?: ReactNode;
  value: number;
  valueLabel: string;
}

/** A ranked list with a proportional bar under each row (sources, competitors, platforms, topics). */
export function RankedList({ items, label }: { items: RankedItem[]; label: string }) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <Stack as="ol" gap="3" aria-label={label} listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <Box as="li" key={item.key}>
          <Flex align="center" gap="3" mb="1.5">
            <Text textStyle="xs" color="fg.subtle" w="5" textAlign="right" fontVariantNumeric="tabular-nums">
              {item.rank}
            </Text>
            {item.leading}
            <Box flex="1" minW="0" textStyle="sm" fontWeight="medium" truncate>
              {item.label}
            </Box>
            <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {item.valueLabel}
            </Text>
          </Flex>
          <Box ml="8" h="1.5" bg="bg.muted" rounded="full" overflow="hidden">
            <Box h="full" bg="chart.bar" rounded="full" w={`${Math.max(2, (item.value / max) * 100)}%`} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
