import { Box, Card, Flex, Heading, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { PromptGroupCard_GroupFragment } from '../../__generated__/graphql';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/icons';
import { shownAs, type CsvColumn } from '../../lib/csv';
import { formatPercent, pluralize } from '../../lib/format';
import { AnswersDrawerProvider } from '../answers/AnswersDrawer';
import { describePageFilter, type PageFilter } from '../filter/pageFilter';
import { FigureButton } from '../answers/FigureButton';
import { PromptKindBadge } from './PromptKindBadge';
import { VisibilityBadge } from './VisibilityBadge';

type Prompt = PromptGroupCard_GroupFragment['prompts'][number];

const CSV_COLUMNS: CsvColumn<Prompt>[] = [
  { header: 'prompt', value: (p) => p.question },
  { header: 'kind', value: (p) => p.promptKind.toLowerCase() },
  { header: 'visibility_pct', value: (p) => shownAs(p.visibilityPercentage) },
  { header: 'answers', value: (p) => p.answers },
  { header: 'failed_captures', value: (p) => p.failures },
];

/** A prompt's visibility: it opens the prompt's answers; failed captures are shown beside it. */
function PromptVisibility({ prompt }: { prompt: Prompt }) {
  const figure = (
    <>
      {prompt.visibilityPercentage != null && (
        <Text as="span" textStyle="xs" color="fg.muted" mr="2">
          {formatPercent(prompt.visibilityPercentage)}
        </Text>
      )}
      <VisibilityBadge status={prompt.visibilityStatus} percentage={prompt.visibilityPercentage} />
    </>
  );
  return (
    <>
      {prompt.answers + prompt.failures > 0 ? (
        <FigureButton
          label={`Visibility ${
            prompt.visibilityPercentage == null ? 'not collected' : formatPercent(prompt.visibilityPercentage)
          }: show the answers to "${prompt.question}"`}
          request={{
            title: `Prompt · ${prompt.question}`,
            filter: { promptId: prompt.id },
            period: 'over all time',
            measure: { kind: 'visibility' },
          }}
        >
          {figure}
        </FigureButton>
      ) : (
        figure
      )}
      {prompt.failures > 0 && (
        <Text as="span" display="block" textStyle="2xs" color="orange.fg" mt="1">
          {pluralize(prompt.failures, 'failed capture')} excluded
        </Text>
      )}
    </>
  );
}

/** One topic group of prompts: a header that toggles a Prompt / Visibility table. */
export function PromptGroupCard({
  group,
  open,
  onToggle,
  pageFilter,
}: {
  group: PromptGroupCard_GroupFragment;
  open: boolean;
  onToggle: () => void;
  /** The prompts page's period and platforms, which the figures and their answers follow. */
  pageFilter?: PageFilter;
}) {
  const bodyId = useId();
  return (
    <AnswersDrawerProvider pageFilter={pageFilter}>
      <Card.Root variant="outline" bg="bg.panel" shadow="xs" rounded="xl" overflow="hidden">
        <Heading as="h2" size="sm">
          <Flex
            asChild
            w="full"
            align="center"
            gap="3"
            px="5"
            py="4"
            textAlign="left"
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
            focusRing="inside"
          >
            <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
              {open ? <ChevronDownIcon color="fg.muted" /> : <ChevronRightIcon color="fg.muted" />}
              <Text as="span" flex="1" fontWeight="semibold">
                {group.name}
              </Text>
              <Text as="span" textStyle="sm" color="fg.muted" fontWeight="normal">
                {pluralize(group.prompts.length, 'prompt')}
              </Text>
            </button>
          </Flex>
        </Heading>
        {open && (
          <Box id={bodyId} borderTopWidth="1px" overflowX="auto">
            <Flex justify="flex-end" px="5" pt="3">
              <DownloadCsvButton
                table={group.name}
                filter={pageFilter ? describePageFilter(pageFilter) : null}
                columns={CSV_COLUMNS}
                rows={group.prompts}
              />
            </Flex>
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader px="5">Prompt</Table.ColumnHeader>
                  <Table.ColumnHeader px="5" w="40" textAlign="end">
                    Visibility
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {group.prompts.map((p) => (
                  <Table.Row key={p.id}>
                    <Table.Cell px="5" py="3">
                      <Flex align="center" gap="2" wrap="wrap">
                        <Text as="span">{p.question}</Text>
                        <PromptKindBadge kind={p.promptKind} setByUser={p.kindSetByUser} />
                      </Flex>
                    </Table.Cell>
                    <Table.Cell px="5" textAlign="end" whiteSpace="nowrap">
                      <PromptVisibility prompt={p} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Card.Root>
    </AnswersDrawerProvider>
  );
}
