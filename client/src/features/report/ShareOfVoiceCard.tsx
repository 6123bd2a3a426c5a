import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ShareOfVoiceCard_ResultsFragment } from '../../__generated__/graphql';
import { Panel } from '../../components/Panel';
import { barWidth } from '../../components/RankedList';
import { formatPercent, pluralize } from '../../lib/format';

/**
 * The company and its competitors ranked by answers naming them, with each one's share of voice; bars
 * are drawn on a 0–100 % scale, as on the dashboard.
 */
export function ShareOfVoiceCard({ results }: { results: ShareOfVoiceCard_ResultsFragment }) {
  return (
    <Panel title="Competitor ranking" description="Share of voice: mentions ÷ all tracked brands' mentions">
      <Stack gap="3" as="ol" listStyleType="none" m="0" p="0" aria-label="Competitor ranking">
        {results.competitors.map((entry) => (
          <Box as="li" key={entry.name}>
            <Flex justify="space-between" gap="3" textStyle="sm" mb="1">
              <Text fontWeight={entry.isBrand ? 'semibold' : 'normal'} truncate>
                {`${entry.rank}. ${entry.name}${entry.isBrand ? ' (you)' : ''}`}
              </Text>
              <Text color="fg.muted" flexShrink={0}>
                {`${pluralize(entry.mentions, 'answer')} · ${formatPercent(entry.shareOfVoice)}`}
              </Text>
            </Flex>
            <Box h="2" rounded="full" bg="bg.muted" overflow="hidden">
              <Box
                h="full"
                rounded="full"
                bg={entry.isBrand ? 'teal.solid' : 'gray.400'}
                data-part="bar"
                w={`${barWidth(entry.shareOfVoice, 'percent', 100)}%`}
              />
            </Box>
          </Box>
        ))}
      </Stack>
    </Panel>
  );
}
