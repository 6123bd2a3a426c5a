import { Badge, Box, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ASPECT_LABELS } from '../../../../graphql/shared/aspects';
import type { AnswerItem_AnswerFragment, SentimentLabel } from '../../__generated__/graphql';
import { useCorrectStatementMutation } from '../../__generated__/hooks';
import { toaster } from '../../components/toaster';
import { serverRefusals } from '../../lib/serverErrors';
import { readableQuote } from '../narrative/readableQuote';
import { useRoleGate } from '../workspace/role';

type Statement = AnswerItem_AnswerFragment['statements'][number];

const POLARITIES: readonly { value: SentimentLabel; label: string; palette: string }[] = [
  { value: 'POSITIVE', label: 'Positive', palette: 'green' },
  { value: 'NEUTRAL', label: 'Neutral', palette: 'gray' },
  { value: 'NEGATIVE', label: 'Negative', palette: 'red' },
];

const polarityOf = (value: SentimentLabel) => POLARITIES.find((polarity) => polarity.value === value)!;

/** One statement: whom it is about, its polarity and aspects, its words; an editor may set its polarity. */
function StatementLine({
  statement,
  brand,
  canCorrect,
}: {
  statement: Statement;
  brand: string;
  canCorrect: boolean;
}) {
  const [correct, correcting] = useCorrectStatementMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const polarity = polarityOf(statement.polarity);
  const about = statement.competitorName ?? brand;
  const setPolarity = async (value: SentimentLabel) => {
    try {
      await correct({ variables: { input: { statementId: statement.id, polarity: value } } });
      setProblem(null);
      toaster.create({ type: 'success', title: `Statement marked ${polarityOf(value).label.toLowerCase()}` });
    } catch (error) {
      setProblem(serverRefusals(error)[0]?.message ?? (error as Error).message);
    }
  };
  return (
    <Box as="li" listStyleType="none">
      <Flex gap="1.5" wrap="wrap" align="center">
        <Text as="span" fontWeight="medium">
          {about}
        </Text>
        <Badge size="xs" colorPalette={polarity.palette} variant="subtle">
          {polarity.label}
        </Badge>
        {statement.aspects.map((aspect) => (
          <Badge key={aspect} size="xs" variant="outline">
            {ASPECT_LABELS[aspect]}
          </Badge>
        ))}
        {statement.correctedBy && (
          <Text as="span" color="fg.muted">
            corrected by {statement.correctedBy}
          </Text>
        )}
        {canCorrect && (
          <NativeSelect.Root size="xs" width="auto" disabled={correcting.loading}>
            <NativeSelect.Field
              aria-label={`Polarity of the statement about ${about}`}
              value={statement.polarity}
              onChange={(event) => void setPolarity(event.currentTarget.value as SentimentLabel)}
            >
              {POLARITIES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </Flex>
      <Text color="fg.muted" mt="0.5">
        “{readableQuote(statement.text)}”
      </Text>
      {problem && (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      )}
    </Box>
  );
}

/**
 * What the answer says, statement by statement: each sentence, list item or table row about the brand or a
 * tracked competitor, with its polarity toward that name and the aspects it speaks of (What AI says counts
 * them). An editor may correct a statement's polarity.
 */
export function AnswerStatements({ statements, brand }: { statements: readonly Statement[]; brand: string }) {
  const headingId = useId();
  const gate = useRoleGate('EDITOR');
  return (
    <Box as="section" aria-labelledby={headingId} textStyle="xs">
      <Text id={headingId} fontWeight="semibold" mb="1">
        What it says
      </Text>
      {statements.length === 0 ? (
        <Text color="fg.muted">No statement about {brand} or a tracked competitor.</Text>
      ) : (
        <Stack as="ul" gap="2" m="0" p="0">
          {statements.map((statement) => (
            <StatementLine key={statement.id} statement={statement} brand={brand} canCorrect={gate.allowed} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
