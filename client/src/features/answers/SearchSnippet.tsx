import { Text } from '@chakra-ui/react';
import { Mark } from './mentionMarks';

export interface SnippetMatch {
  start: number;
  end: number;
}

/** The passage of an answer that matched the drawer's search, the matched words marked. */
export function SearchSnippet({ text, matches }: { text: string; matches: readonly SnippetMatch[] }) {
  const parts: React.ReactNode[] = [];
  let cursor = 0;
  for (const { start, end } of matches) {
    if (start < cursor || end > text.length) continue;
    if (start > cursor) parts.push(text.slice(cursor, start));
    parts.push(
      <Mark key={start} bg="yellow.subtle" color="fg">
        {text.slice(start, end)}
      </Mark>,
    );
    cursor = end;
  }
  parts.push(text.slice(cursor));
  return (
    <Text textStyle="sm" mt="2" color="fg" data-testid="answer-snippet">
      {parts}
    </Text>
  );
}
