import { Box, Button, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import type { AnswersFilter, HeadToHeadTable_RowsFragment } from '../../__generated__/graphql';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/icons';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { keyColumn, keyColumnHeader } from '../../components/keyColumn';
import { Panel, PanelEmpty } from '../../components/Panel';
import type { CsvColumn } from '../../lib/csv';
import { formatCount, countOf } from '../../lib/format';
import type { AnswersRequest } from '../answers/answersRequest';
import { FigureButton } from '../answers/FigureButton';
import { describePageFilter, usePageFilter } from '../filter/pageFilter';

/** A side's counts: its prompts, its answers and the prompts with the most of them. */
type SideCounts = HeadToHeadTable_RowsFragment['competitorOnly'];

/** One side of a head-to-head: which answers it counts, in the drawer's filter and in words. */
interface Side {
  title: string;
  filter: AnswersFilter;
  subject: string;
}

const sideRequest = (side: Side, filter: AnswersFilter = {}): AnswersRequest => ({
  title: side.title,
  filter: { ...side.filter, ...filter },
  period: 'over all time',
  measure: { kind: 'named', subject: side.subject },
});

function SideFigures({ side, counts }: { side: Side; counts: SideCounts }) {
  if (counts.answers === 0) return <Text color="fg.muted">None</Text>;
  return (
    <Text as="span">
      {countOf(counts.prompts, 'prompt')} ·{' '}
      <FigureButton
        label={`${countOf(counts.answers, 'answer')}: show the answers that named ${side.subject}`}
        request={sideRequest(side)}
      >
        {countOf(counts.answers, 'answer')}
      </FigureButton>
    </Text>
  );
}

function SidePrompts({ heading, side, counts }: { heading: string; side: Side; counts: SideCounts }) {
  return (
    <Box minW="0">
      <Heading as="h3" textStyle="sm" fontWeight="semibold" mb="1.5">
        {heading}
      </Heading>
      {counts.topPrompts.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          No prompt
        </Text>
      ) : (
        <Stack as="ol" gap="1" p="0" m="0" listStyleType="none">
          {counts.topPrompts.map((prompt) => (
            <Flex as="li" key={prompt.promptId} gap="3" justify="space-between" textStyle="sm">
              <Text minW="0" flex="1">
                {prompt.question}
              </Text>
              <Box flexShrink="0" fontVariantNumeric="tabular-nums">
                <FigureButton
                  label={`${countOf(prompt.answers, 'answer')} to “${prompt.question}” named ${side.subject}`}
                  request={sideRequest(
                    { ...side, title: `${side.title} · ${prompt.question}` },
                    {
                      promptId: prompt.promptId,
                    },
                  )}
                >
                  {formatCount(prompt.answers)}
                </FigureButton>
              </Box>
            </Flex>
          ))}
        </Stack>
      )}
      {counts.prompts > counts.topPrompts.length && (
        <Text textStyle="xs" color="fg.muted" mt="1">
          {`and ${countOf(counts.prompts - counts.topPrompts.length, 'more prompt')}`}
        </Text>
      )}
    </Box>
  );
}

/**
 * The brand against each competitor, answer by answer: the prompts whose answers named the competitor and
 * not the brand, and those that named the brand and not the competitor. Every count opens its answers; a
 * row opens to list its prompts.
 */
export function HeadToHeadTable({
  rows,
  brand,
}: {
  rows: readonly HeadToHeadTable_RowsFragment[];
  brand: string;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { filter } = usePageFilter();
  const csvColumns: CsvColumn<HeadToHeadTable_RowsFragment>[] = [
    { header: 'competitor', value: (row) => row.name },
    { header: 'named_without_brand_prompts', value: (row) => row.competitorOnly.prompts },
    { header: 'named_without_brand_answers', value: (row) => row.competitorOnly.answers },
    { header: 'brand_without_them_prompts', value: (row) => row.brandOnly.prompts },
    { header: 'brand_without_them_answers', value: (row) => row.brandOnly.answers },
  ];
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Panel
      title="Head to head"
      description={`Where each competitor is named and ${brand} is not, and the reverse`}
      extra={
        rows.length > 0 && (
          <DownloadCsvButton
            table="Head to head"
            filter={describePageFilter(filter)}
            columns={csvColumns}
            rows={rows}
          />
        )
      }
    >
      {rows.length === 0 ? (
        <PanelEmpty>No competitors tracked yet</PanelEmpty>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Head to head">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader {...keyColumnHeader}>Competitor</Table.ColumnHeader>
                <Table.ColumnHeader>Named without {brand}</Table.ColumnHeader>
                <Table.ColumnHeader>{brand} without them</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => {
                const theirs: Side = {
                  title: `${row.name}, not ${brand}`,
                  filter: { competitorId: row.competitorId, visible: false },
                  subject: `${row.name} and not ${brand}`,
                };
                const ours: Side = {
                  title: `${brand}, not ${row.name}`,
                  filter: { notCompetitorId: row.competitorId, visible: true },
                  subject: `${brand} and not ${row.name}`,
                };
                const expanded = open.has(row.competitorId);
                const detailsId = `head-to-head-${row.competitorId}`;
                return (
                  <Fragment key={row.competitorId}>
                    <Table.Row bg="bg.panel">
                      <Table.Cell {...keyColumn}>
                        <Button
                          variant="plain"
                          size="sm"
                          px="0"
                          gap="1"
                          aria-expanded={expanded}
                          aria-controls={expanded ? detailsId : undefined}
                          aria-label={`${row.name}: ${expanded ? 'hide' : 'show'} the prompts`}
                          onClick={() => toggle(row.competitorId)}
                        >
                          {expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
                          {row.name}
                        </Button>
                      </Table.Cell>
                      <Table.Cell>
                        <SideFigures side={theirs} counts={row.competitorOnly} />
                      </Table.Cell>
                      <Table.Cell>
                        <SideFigures side={ours} counts={row.brandOnly} />
                      </Table.Cell>
                    </Table.Row>
                    {expanded && (
                      <Table.Row id={detailsId}>
                        <Table.Cell colSpan={3} bg="bg.subtle" whiteSpace="normal">
                          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" py="1">
                            <SidePrompts
                              heading={`${row.name} named, ${brand} not`}
                              side={theirs}
                              counts={row.competitorOnly}
                            />
                            <SidePrompts
                              heading={`${brand} named, ${row.name} not`}
                              side={ours}
                              counts={row.brandOnly}
                            />
                          </SimpleGrid>
                        </Table.Cell>
                      </Table.Row>
                    )}
                  </Fragment>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Panel>
  );
}
