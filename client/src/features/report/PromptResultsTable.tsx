import { Badge, Box, Button, CloseButton, Dialog, Flex, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { PromptResultsTable_ResultsFragment } from '../../__generated__/graphql';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { Panel } from '../../components/Panel';
import { shownAs, type CsvColumn } from '../../lib/csv';
import { formatPercent } from '../../lib/format';
import { platformName } from '../../lib/platforms';
import { PromptKindBadge } from '../prompts/PromptKindBadge';

type PromptRow = PromptResultsTable_ResultsFragment['prompts'][number];
type Cell = PromptRow['platforms'][number];

const AnswerMarkdown = lazy(() =>
  import('../answers/AnswerMarkdown').then((module) => ({ default: module.AnswerMarkdown })),
);

/** A report keeps no mention offsets: its answers are shown without highlights. */
const NO_MENTIONS: readonly [] = [];

/** The answer a cell counts, and the question it answers, while it is open. */
type OpenAnswer = { prompt: string; cell: Cell & { answer: string } };

/**
 * One platform's answer: named at position #n, not named (—), a failed capture, a refusal or no answer. An
 * answer the report kept opens, as every figure of the dashboard opens its answers.
 */
function Outcome({
  cell,
  prompt,
  onOpen,
}: {
  cell: Cell;
  prompt: string;
  onOpen: (open: OpenAnswer) => void;
}) {
  const leftOut = leftOutWord(cell);
  if (leftOut)
    return (
      <Text as="span" color="fg.muted" title={cell.error ?? undefined}>
        {leftOut}
      </Text>
    );
  const shown = cell.visible ? (
    <Badge colorPalette="green" variant="subtle">{`#${cell.position ?? '?'}`}</Badge>
  ) : (
    <Text as="span" color="fg.muted" aria-label="not mentioned">
      —
    </Text>
  );
  const { answer } = cell;
  if (!answer) return shown;
  const what = cell.visible ? `named at position ${cell.position ?? '?'}` : 'not mentioned';
  return (
    <Button
      size="xs"
      variant="ghost"
      px="1"
      aria-label={`${platformName(cell.platform)}: ${what}. Read the answer`}
      onClick={() => onOpen({ prompt, cell: { ...cell, answer } })}
    >
      {shown}
    </Button>
  );
}

/** One kept answer, as the platform gave it, over the report. */
function AnswerDialog({ open, onClose }: { open: OpenAnswer | null; onClose: () => void }) {
  return (
    <Dialog.Root
      open={open !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: '4', sm: 'auto' }}>
            {open && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{`${platformName(open.cell.platform)}'s answer`}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Dialog.Description textStyle="sm" color="fg.muted">
                      {open.prompt}
                    </Dialog.Description>
                    <Suspense fallback={<Text color="fg.muted">Loading the answer…</Text>}>
                      <AnswerMarkdown text={open.cell.answer} mentions={NO_MENTIONS} />
                    </Suspense>
                  </Stack>
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
  const [openAnswer, setOpenAnswer] = useState<OpenAnswer | null>(null);
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
      description="Whether each platform's answer named the company, and where; a figure opens its answer"
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
                  <Outcome cell={cell} prompt={row.prompt} onOpen={setOpenAnswer} />
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
                  <Outcome cell={cell} prompt={row.prompt} onOpen={setOpenAnswer} />
                </Flex>
              ))}
            </Flex>
          </Box>
        ))}
      </Stack>
      <AnswerDialog open={openAnswer} onClose={() => setOpenAnswer(null)} />
    </Panel>
  );
}
