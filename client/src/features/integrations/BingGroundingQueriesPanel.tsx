import { Box, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useBingGroundingQueriesPanelQuery } from '../../__generated__/hooks';
import { Panel, PanelEmpty, PanelError } from '../../components/Panel';
import { countOf, formatCount } from '../../lib/format';
import type { PageFilter } from '../filter/pageFilter';

const settingsLink = (
  <Link asChild colorPalette="teal">
    <RouterLink to="/dashboard/settings/integrations">Settings → Integrations</RouterLink>
  </Link>
);

/**
 * On the Searches screen, beside the engines' own searches: Bing's grounding queries from the uploaded AI
 * performance export (bingGroundingQueries) over the page filter's period, each marked when an engine ran
 * the same search (case aside). The platforms and kind of prompt do not narrow Bing's figures.
 */
export function BingGroundingQueriesPanel({
  filter,
  engineSearches,
}: {
  filter: PageFilter;
  engineSearches: readonly string[];
}) {
  const { data, previousData, error } = useBingGroundingQueriesPanelQuery({
    variables: { period: filter.variables.period },
  });
  const bing = (data ?? previousData)?.bingGroundingQueries;
  const searched = new Set(engineSearches.map((q) => q.trim().toLowerCase()));
  return (
    <Panel
      title="Bing's grounding queries"
      description="The searches behind Bing's AI answers citing your site, from its AI performance export"
    >
      {error && !bing ? (
        <PanelError message="Could not load Bing's grounding queries." />
      ) : !bing ? (
        <PanelEmpty>Loading Bing's grounding queries…</PanelEmpty>
      ) : !bing.uploaded ? (
        <PanelEmpty>
          No Bing Webmaster Tools export is uploaded. Upload its AI performance report in {settingsLink} to
          see the searches behind Bing's citations of your site.
        </PanelEmpty>
      ) : bing.total === 0 ? (
        <PanelEmpty>
          {`The upload (${bing.fileName ?? 'Bing export'}) has no grounding query ${filter.prose}: its export may carry no query column.`}
        </PanelEmpty>
      ) : (
        <Box overflowX="auto">
          <Text textStyle="sm" color="fg.muted" mb="2">
            {`${countOf(bing.total, 'query', 'queries')} ${filter.prose}, from ${bing.fileName ?? 'the upload'} (undated rows count in every period; the platforms and kind of prompt do not narrow them).`}
          </Text>
          <Table.Root size="sm" aria-label="Bing's grounding queries">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Query</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Citations</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Pages</Table.ColumnHeader>
                <Table.ColumnHeader>Also searched by the engines</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {bing.queries.map((row) => (
                <Table.Row key={row.query}>
                  <Table.Cell>{row.query}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(row.citations)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(row.pages)}</Table.Cell>
                  <Table.Cell>{searched.has(row.query.trim().toLowerCase()) ? 'Yes' : 'No'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Panel>
  );
}
