import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { AnswerItem_AnswerFragment } from '../../__generated__/graphql';

type Why = AnswerItem_AnswerFragment['why'];
type WhyLine = NonNullable<Why>['visibility'][number];

/** One reading and its reasons: the label beside them on wide screens, above them on phones. */
function WhyGroup({ label, lines }: { label: string; lines: readonly WhyLine[] }) {
  if (lines.length === 0) return null;
  return (
    <Flex as="div" direction={{ base: 'column', md: 'row' }} gap={{ base: '0', md: '3' }}>
      <Text as="dt" color="fg.muted" flexShrink={0} w={{ md: '6.5rem' }}>
        {label}
      </Text>
      <Stack as="dd" gap="0.5" m="0" minW="0">
        {lines.map((line) => (
          <Text key={`${line.subject} ${line.text}`} color={line.corrected ? 'orange.fg' : undefined}>
            {line.text}
          </Text>
        ))}
      </Stack>
    </Flex>
  );
}

/**
 * Why the answer was read so, in plain words: the rule (or the LLM judge) behind its visibility, position,
 * competitors and sentiment, or the reviewer whose correction overrides it.
 */
export function AnswerWhy({ why }: { why: Why }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} textStyle="xs">
      <Text id={headingId} fontWeight="semibold" mb="1">
        Why
      </Text>
      {why === null ? (
        <Text color="fg.muted">
          This reading predates explanations: they are kept from the next time the answer is analysed.
        </Text>
      ) : (
        <Stack as="dl" gap="1.5" m="0">
          <WhyGroup label="Visibility" lines={why.visibility} />
          <WhyGroup label="Position" lines={why.position ? [why.position] : []} />
          <WhyGroup label="Competitors" lines={why.competitors} />
          <WhyGroup label="Sentiment" lines={why.sentiment ? [why.sentiment] : []} />
        </Stack>
      )}
    </Box>
  );
}
