import { Badge, Box, Flex, Stack, Table, Text } from '@chakra-ui/react';
import type { PromptResultsTable_ResultsFragment } from '../../__generated__/graphql';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { Panel } from '../../components/Panel';
import { shownAs, type CsvColumn } from '../../lib/csv';
import { formatPercent } from '../../lib/format';
import { platformName } from '../../lib/platforms';
import { PromptKindBadge } from '../prompts/PromptKindBadge';

type PromptRow = PromptResultsTable_ResultsFragment['prompts'][number];
type Cell = PromptRow['platforms'][number];

/** One platform's answer: named at position #n, not named (—), a failed capture, a refusal or no answer. */
function Outcome({ cell }: { cell: Cell }) {
  const leftOut = leftOutWord(cell);
  if (leftOut)
    return (
      <Text as="span" color="fg.muted" title={cell.error ?? undefined}>
        {leftOut}
      </Text>
    );
  if (cell.visible) return <Badge colorPalette="green" variant="subtle">{`#${cell.position ?? '?'}`}</Badge>;
  return (
    <Text as="span" color="fg.muted" aria-label="not mentioned">
      —
    </Text>
  );
}

/** Why a platform's answer is out of the figures: it failed, refused, or showed none. */
const leftOutWord = (cell: Cell) =>
  cell.error ? 'failed' : cell.refused ? 'refused' : cell.noAnswer ? 'no answer' : null;

/** A platform's cell as the table words it: the position, "not mentioned", or why it is not counted. */
const outcomeText = (cell: Cell | undefined) =>
  !cell ? null : (leftOutWord(cell) ?? (cell.visible ? (cell.position ?? '?') : 'not mentioned'));

/** Every prompt asked, with the answer per platform: named (at which position) or not. */
export function PromptResultsTable({ results }: { results: PromptResultsTable_ResultsFragment }) {
  const platforms = results.prompts[0]?.platforms.map((p) => p.platform) ?? [];
  const csvColumns: CsvColumn<PromptRow>[] = [
    { header: 'prompt', value: (row) => row.prompt },
    { header: 'kind', value: (row) => row.kind.toLowerCase() },
    ...platforms.map((platform) => ({
      header: `${platformName(platform).toLowerCase()}_position`,
      value: (row: PromptRow) => outcomeText(row.platforms.find((cell) => cell.platform === platform)),
    })),
    { header: 'visibility_pct', value: (row) => shownAs(row.visibility) },
  ];
  return (
    <Panel
      title="Prompts asked"
      description="Whether each platform's answer named the company, and where"
      extra={<DownloadCsvButton table="Prompts asked" columns={csvColumns} rows={results.prompts} />}
    >
      <Table.Root size="sm" hideBelow="md">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Prompt</Table.ColumnHeader>
            {platforms.map((platform) => (
              <Table.ColumnHeader key={platform} textAlign="center">
                {platformName(platform)}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Visibility</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {results.prompts.map((row, index) => (
            <Table.Row key={index}>
              <Table.Cell>
                <Text>{row.prompt}</Text>
                <Box mt="1">
                  <PromptKindBadge kind={row.kind} size="xs" />
                </Box>
              </Table.Cell>
              {row.platforms.map((cell) => (
                <Table.Cell key={cell.platform} textAlign="center">
                  <Outcome cell={cell} />
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end">{formatPercent(row.visibility)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {/* Narrow screens: one block per prompt instead of a wide table. */}
      <Stack gap="0" hideFrom="md">
        {results.prompts.map((row, index) => (
          <Box key={index} py="3" borderBottomWidth={index < results.prompts.length - 1 ? '1px' : '0'}>
            <Flex justify="space-between" gap="3" align="flex-start">
              <Text textStyle="sm">{row.prompt}</Text>
              <Text textStyle="sm" fontWeight="semibold" flexShrink={0}>
                {formatPercent(row.visibility)}
              </Text>
            </Flex>
            <Flex gap="3" mt="1.5" wrap="wrap" align="center" textStyle="xs">
              <PromptKindBadge kind={row.kind} size="xs" />
              {row.platforms.map((cell) => (
                <Flex key={cell.platform} gap="1" align="center">
                  <Text as="span" color="fg.muted">
                    {platformName(cell.platform)}
                  </Text>
                  <Outcome cell={cell} />
                </Flex>
              ))}
            </Flex>
          </Box>
        ))}
      </Stack>
    </Panel>
  );
}
