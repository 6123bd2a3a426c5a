import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Flex,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { AskNow_AskFragment } from '../../../__generated__/graphql';
import { useAskPromptNowMutation } from '../../../__generated__/hooks';
import { formatHost, pluralize } from '../../../lib/format';
import { platformName } from '../../../lib/platforms';
import { errorMessage } from './refetch';

/** Dollars as a cost line shows them: four decimals below a dollar (a request costs fractions of a cent). */
export const askCost = (usd: number) => `$${usd < 1 ? usd.toFixed(4) : usd.toFixed(2)}`;

type AskAnswer = AskNow_AskFragment['answers'][number];

/** One answer of the ask: where it was read, whether it names the brand, its words, cards and sources. */
function AskAnswerCard({ answer }: { answer: AskAnswer }) {
  const where = `${platformName(answer.platform)} · ${answer.surface === 'APP' ? 'app' : 'API'}`;
  const reading =
    answer.status === 'OK'
      ? answer.visible
        ? `Names the brand${answer.position ? ` at #${answer.position}` : ''}`
        : 'Does not name the brand'
      : answer.status === 'FAILED'
        ? `No answer: ${answer.error ?? 'the platform did not answer'}`
        : answer.status === 'REFUSED'
          ? 'The platform declined to answer'
          : 'The platform showed no answer for this question';
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="3" aria-label={`Answer from ${where}`}>
      <Flex align="center" gap="2" wrap="wrap">
        <Text fontWeight="semibold" textStyle="sm">
          {where}
        </Text>
        {answer.simulated && (
          <Badge variant="subtle" colorPalette="gray">
            Simulated
          </Badge>
        )}
        <Text textStyle="xs" color="fg.muted" ms="auto">
          {answer.cost > 0 ? askCost(answer.cost) : 'No cost'}
        </Text>
      </Flex>
      <Text
        textStyle="sm"
        mt="1"
        color={answer.status === 'OK' && answer.visible ? 'fg.success' : 'fg.muted'}
      >
        {reading}
      </Text>
      {answer.text && (
        <Text
          textStyle="sm"
          mt="2"
          maxH="32"
          overflowY="auto"
          whiteSpace="pre-wrap"
          bg="bg.subtle"
          rounded="md"
          p="2"
        >
          {answer.text}
        </Text>
      )}
      {answer.products.length > 0 && (
        <Text textStyle="xs" mt="2">
          Product cards:{' '}
          {answer.products
            .map((card) => `${card.position}. ${card.title}${card.isBrand ? ' (yours)' : ''}`)
            .join(' · ')}
        </Text>
      )}
      {(answer.sources.length > 0 || answer.pageKept) && (
        <Text textStyle="xs" color="fg.muted" mt="1">
          {answer.sources.length > 0 &&
            `Cites ${pluralize(answer.sources.length, 'page')}: ${answer.sources.slice(0, 3).map(formatHost).join(', ')}${answer.sources.length > 3 ? ` and ${answer.sources.length - 3} more` : ''}. `}
          {answer.pageKept && 'The app’s page is kept as evidence.'}
        </Text>
      )}
    </Box>
  );
}

/** What the ask cost, request by request, at the pricing table's prices. */
function AskCostLines({ ask }: { ask: AskNow_AskFragment }) {
  return (
    <Box borderTopWidth="1px" pt="3">
      <Text textStyle="sm" fontWeight="semibold">
        Cost: {askCost(ask.cost)}
      </Text>
      {ask.costLines.length === 0 ? (
        <Text textStyle="xs" color="fg.muted">
          Nothing billed: every answer was simulated or failed.
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" textStyle="xs" color="fg.muted">
          {ask.costLines.map((line) => (
            <li key={line.request}>
              {line.request}: {line.requests} ×{' '}
              {line.unitPrice === null ? 'unpriced' : askCost(line.unitPrice)} = {askCost(line.cost)}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The prompt being asked, with the ask's state. */
interface AskState {
  prompt: { id: string; question: string } | null;
  result: AskNow_AskFragment | null;
  loading: boolean;
  error: unknown;
}

/**
 * Ask now: asks one prompt once, now, on the brand's platforms and surfaces (the consumer apps live), and
 * shows the answers when they come with what they cost. The answers stay out of every figure. `ask` starts
 * it (from a click: one ask per click, each a paid request), `dialog` shows it.
 */
export function useAskNow() {
  const [askPromptNow, { data, loading, error, reset }] = useAskPromptNowMutation();
  const [prompt, setPrompt] = useState<AskState['prompt']>(null);
  const ask = (chosen: { id: string; question: string }) => {
    reset();
    setPrompt(chosen);
    void askPromptNow({ variables: { input: { promptId: chosen.id } } }).catch(() => undefined);
  };
  const dialog = (
    <AskNowDialog
      state={{ prompt, result: data?.askPromptNow ?? null, loading, error }}
      onClose={() => setPrompt(null)}
    />
  );
  return { ask, dialog };
}

function AskNowDialog({ state, onClose }: { state: AskState; onClose: () => void }) {
  const { prompt, result, loading, error } = state;
  return (
    <Dialog.Root
      open={prompt !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: '4', sm: 'auto' }}>
            <Dialog.Header>
              <Dialog.Title>Ask now</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description textStyle="sm" color="fg.muted">
                  “{prompt?.question}” asked once, now, on each of the brand’s platforms, and through the
                  consumer apps the brand follows. These answers do not count in any figure.
                </Dialog.Description>
                {loading && (
                  <Flex align="center" gap="2" role="status">
                    <Spinner size="sm" />
                    <Text textStyle="sm">Asking… an app’s answer can take a minute.</Text>
                  </Flex>
                )}
                {Boolean(error) && (
                  <Text role="alert" textStyle="sm" color="fg.error">
                    {errorMessage(error)}
                  </Text>
                )}
                {result && !loading && (
                  <>
                    <Text textStyle="sm">{pluralize(result.answers.length, 'answer')}</Text>
                    <Stack as="ul" gap="2" listStyleType="none">
                      {result.answers.map((answer) => (
                        <AskAnswerCard key={answer.id} answer={answer} />
                      ))}
                    </Stack>
                    <AskCostLines ask={result} />
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
