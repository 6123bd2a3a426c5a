import { Box, Table, Text } from '@chakra-ui/react';
import { useSurfaceDivergenceCardQuery } from '../../__generated__/hooks';
import { InfoTip } from '../../components/InfoTip';
import { keyColumn, keyColumnHeader } from '../../components/keyColumn';
import { Panel, PanelEmpty, PanelError } from '../../components/Panel';
import { formatCount, formatPercent } from '../../lib/format';
import { platformName } from '../../lib/platforms';
import type { PageFilter } from '../filter/pageFilter';
import { RateCell } from '../products/surfaceRate';

const ABOUT =
  'A pair is one prompt answered on the same day by the platform’s API and by its app (the page people see). Agreement: pairs whose two answers agree on whether your brand is named ÷ pairs. Visibility on each side is over the pairs only. Cited domains shared: the domains both answers cite ÷ the domains either cites, averaged over the pairs citing anything. In brackets, 95 % intervals.';

/**
 * Beside Top Platforms: per platform asked through both its API and its app, how far the app's answers
 * differ from the API's over the page filter (surfaceDivergence). Loads on its own, after the page's figures.
 */
export function SurfaceDivergenceCard({ filter }: { filter: PageFilter }) {
  const { data, previousData, error } = useSurfaceDivergenceCardQuery({ variables: filter.variables });
  const rows = (data ?? previousData)?.surfaceDivergence;
  return (
    <Panel
      title="App against API"
      description="Where a platform's app and its API answered the same prompt on the same day"
      extra={<InfoTip label="About App against API" content={ABOUT} />}
    >
      {error && !rows ? (
        <PanelError message="Could not load the comparison of app and API answers." />
      ) : !rows ? (
        <PanelEmpty>Comparing app and API answers…</PanelEmpty>
      ) : rows.length === 0 ? (
        <PanelEmpty>
          {`No platform answered through both its API and its app ${filter.prose}. Turn on the app surface for ChatGPT, Perplexity or Gemini in the engine settings on the Prompts page to compare them.`}
        </PanelEmpty>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="App against API by platform">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader {...keyColumnHeader}>Platform</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                  Pairs
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                  Agreement
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                  API visibility
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                  App visibility
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                  Cited domains shared
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => {
                const name = platformName(row.platform);
                return (
                  <Table.Row key={row.platform}>
                    <Table.Cell {...keyColumn} fontWeight="medium">
                      {name}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(row.pairs)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <RateCell rate={row.visibilityAgreement} label={`${name} agreement`} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <RateCell rate={row.apiVisibility} label={`${name} API visibility`} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <RateCell rate={row.appVisibility} label={`${name} app visibility`} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {row.citedDomainOverlap === null ? (
                        <Text as="span" color="fg.muted" title="No pair cites a page">
                          —
                        </Text>
                      ) : (
                        <>
                          {formatPercent(row.citedDomainOverlap)}
                          <Text
                            as="span"
                            display={{ base: 'block', sm: 'inline' }}
                            textStyle="xs"
                            color="fg.muted"
                            ms={{ base: '0', sm: '1' }}
                            whiteSpace="nowrap"
                          >
                            {`(${formatCount(row.pairsWithSources)} ${row.pairsWithSources === 1 ? 'pair' : 'pairs'} citing)`}
                          </Text>
                        </>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Panel>
  );
}
