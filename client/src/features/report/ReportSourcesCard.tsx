import { Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { ReportSourcesCard_ResultsFragment } from '../../__generated__/graphql';
import { Panel } from '../../components/Panel';
import { pluralize } from '../../lib/format';

/** The 10 sources the answers cite most. */
export function ReportSourcesCard({ results }: { results: ReportSourcesCard_ResultsFragment }) {
  return (
    <Panel title="Top cited sources" description="Pages the AI answers cite, most cited first">
      {results.sources.length === 0 ? (
        <Text color="fg.muted">No source data available</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {results.sources.map((source, index) => (
            <Flex as="li" key={source.url} gap="3" justify="space-between" textStyle="sm" minW="0">
              <Flex gap="2" minW="0">
                <Text color="fg.muted" minW="6" textAlign="end" flexShrink={0}>
                  {index + 1}.
                </Text>
                {source.simulated ? (
                  // A simulated answer's address is made up: shown, never linked (it would open a 404).
                  <Text color="fg.muted" truncate title="Cited only by simulated answers: not a checked page">
                    {source.url.replace(/^https?:\/\//, '')} (simulated)
                  </Text>
                ) : (
                  <Link
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    color="teal.fg"
                    truncate
                  >
                    {source.url.replace(/^https?:\/\//, '')}
                  </Link>
                )}
              </Flex>
              <Text color="fg.muted" flexShrink={0}>
                {pluralize(source.count, 'citation')}
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
