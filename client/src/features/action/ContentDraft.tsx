/**
 * A content draft the server wrote (generateContent): the hook that asks for one and keeps the last on
 * screen, the draft with its flagged claims and [placeholders] marked, and the list of claims to check.
 */
import { Box, List, Text, type TextProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useGenerateContentMutation } from '../../__generated__/hooks';
import type { ClaimKind, ContentLevel, GenerateContentMutation } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/form-submit';
import { SectionCard } from './parts';

type Generated = GenerateContentMutation['generateContent']['content'];
type Flag = Generated['flags'][number];
type Check = Generated['checks'][number];

const FLAG_WORDS: Record<ClaimKind, string> = {
  FIGURE: 'a figure',
  PERCENTAGE: 'a percentage',
  QUOTE: 'a quotation',
  PERSON: 'a person’s name',
  CONTRADICTS_FACT: 'a value your fact sheet contradicts',
};

/** What a flag asks of the writer, as the mark's tooltip says it. */
const flagAdvice = (flag: Flag) =>
  flag.contradiction
    ? `${flag.contradiction.message} Correct it before publishing.`
    : `${FLAG_WORDS[flag.kind]} that is not in your text or your brand’s facts: check it or remove it`;

/** Asks for drafts; the last one stays on screen while the next is written (the mutation's data resets). */
export function useContentDraft() {
  const [mutate, { loading: generating, error }] = useGenerateContentMutation();
  const [content, setContent] = useState<Generated | null>(null);
  const generate = (text: string, level: ContentLevel) => {
    mutate({ variables: { input: { text, level } } })
      .then(({ data }) => data && setContent(data.generateContent.content))
      .catch(() => {});
  };
  return { content, generating, error, generate };
}

/** Who wrote the draft and what is left to the writer. */
export function draftOrigin(content: Generated, brand: string): string {
  const origin =
    content.generator === 'AI'
      ? `Written by ${content.model ?? 'the AI provider'} from your text and ${brand}’s facts. Claims it added are marked: check them before publishing.`
      : `Written without an AI provider: your text in a structure AI assistants quote, with ${brand}’s facts. Fill in the [placeholders] before publishing.`;
  return content.notice ? `${origin} ${content.notice}` : origin;
}

/** The draft with each flagged claim marked where it stands, and each [placeholder] shown as one. */
export function MarkedDraft({ text, flags }: { text: string; flags: readonly Flag[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  const plain = (chunk: string, key: string) =>
    chunk.split(/(\[[^\]\n]*\])/).map((piece, index) =>
      /^\[[^\]\n]*\]$/.test(piece) ? (
        <Box as="mark" key={`${key}-${index}`} bg="teal.subtle" color="teal.fg" rounded="sm" px="0.5">
          {piece}
        </Box>
      ) : (
        piece
      ),
    );
  for (const flag of [...flags].sort((a, b) => a.start - b.start)) {
    if (flag.start < at) continue;
    parts.push(...plain(text.slice(at, flag.start), `t${at}`));
    parts.push(
      <Box
        as="mark"
        key={`f${flag.start}`}
        data-flag={flag.kind}
        title={flagAdvice(flag)}
        bg={flag.contradiction ? 'red.subtle' : 'orange.subtle'}
        color={flag.contradiction ? 'red.fg' : 'orange.fg'}
        rounded="sm"
        px="0.5"
        textDecoration="underline wavy"
      >
        {text.slice(flag.start, flag.end)}
      </Box>,
    );
    at = flag.end;
  }
  parts.push(...plain(text.slice(at), `t${at}`));
  return <>{parts}</>;
}

/** The description of what is left to check: values the fact sheet contradicts first, then unsourced claims. */
function checkDescription(checks: readonly Check[]): string {
  const contradicting = checks.filter((check) => check.contradiction).length;
  const unsourced = checks.length - contradicting;
  const parts: string[] = [];
  if (contradicting)
    parts.push(
      `${contradicting} ${contradicting === 1 ? 'value contradicts' : 'values contradict'} your fact sheet: correct ${contradicting === 1 ? 'it' : 'them'} before publishing.`,
    );
  if (unsourced)
    parts.push(
      `${unsourced} ${unsourced === 1 ? 'claim is' : 'claims are'} not in your text or your brand’s facts. The AI may have invented ${unsourced === 1 ? 'it' : 'them'}: keep only what you can source.`,
    );
  return parts.join(' ');
}

/** The server's list of what to check: one line per claim, however often the draft repeats it. */
export function ClaimsToCheck({ content }: { content: Generated }) {
  const { checks } = content;
  if (checks.length === 0) return null;
  return (
    <SectionCard title="Check before publishing" description={checkDescription(checks)}>
      <List.Root gap="1.5" pl="4" aria-label="Claims to check">
        {checks.map((check) => (
          <List.Item key={check.start}>
            <Text as="span" fontWeight="medium">
              {check.text}
            </Text>{' '}
            <Text as="span" color="fg.muted">
              {check.contradiction ? `— ${check.contradiction.message}` : `(${FLAG_WORDS[check.kind]})`}
              {check.occurrences > 1 ? ` · stated ${check.occurrences} times in the draft` : ''}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}

/** A tool's draft as it shows it (claims and placeholders marked), "Generating..." or what stands in for it. */
export function DraftText({
  draft,
  ...textProps
}: { draft: ReturnType<typeof useContentDraft> } & TextProps) {
  const { content, generating, error } = draft;
  return (
    <>
      <Text whiteSpace="pre-wrap" color={content && !generating ? undefined : 'fg.muted'} {...textProps}>
        {generating ? (
          'Generating...'
        ) : content ? (
          <MarkedDraft text={content.text} flags={content.flags} />
        ) : (
          'Generated content will appear here...'
        )}
      </Text>
      {error && !generating && (
        <Text color="fg.error" role="alert">
          {errorMessage(error)}
        </Text>
      )}
    </>
  );
}
