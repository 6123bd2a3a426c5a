import { Box, Link } from '@chakra-ui/react';
import { useMemo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { remarkMentions, type Mention } from './highlight';
import { Mark, MENTION_COLORS } from './mentionMarks';

const COMPONENTS: Components = {
  mark: ({ node: _node, ...props }) => (
    <Mark
      {...(props['data-mention' as keyof typeof props] === 'brand'
        ? MENTION_COLORS.brand
        : MENTION_COLORS.competitor)}
      {...props}
    />
  ),
  // Links leave the dashboard in a new tab without handing it a referrer or a window handle.
  a: ({ node: _node, href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer nofollow" color="teal.fg">
      {children}
    </Link>
  ),
  // An answer's images would be fetched from third-party hosts when the answer opens: shown as links.
  img: ({ node: _node, src, alt }) => (
    <Link
      href={typeof src === 'string' ? src : undefined}
      target="_blank"
      rel="noopener noreferrer nofollow"
      color="teal.fg"
    >
      {alt ? `Image: ${alt}` : 'Image'}
    </Link>
  ),
};

/**
 * An answer's Markdown, formatted (GitHub-flavoured: tables, lists, links) with the brand and competitor
 * mentions highlighted at the server's offsets. Raw HTML in the answer is dropped, never rendered, and
 * link targets pass react-markdown's URL filter (no javascript: or data: links).
 */
export function AnswerMarkdown({ text, mentions }: { text: string; mentions: readonly Mention[] }) {
  const remarkPlugins = useMemo<Options['remarkPlugins']>(
    () => [remarkGfm, [remarkMentions, { source: text, mentions }]],
    [text, mentions],
  );
  return (
    <Box
      textStyle="sm"
      overflowWrap="anywhere"
      lineHeight="tall"
      css={{
        '& p, & ul, & ol, & table, & pre, & blockquote, & h1, & h2, & h3, & h4': { mb: '2' },
        '& ul': { listStyleType: 'disc', pl: '5' },
        '& ol': { listStyleType: 'decimal', pl: '5' },
        '& h1, & h2, & h3, & h4': { fontWeight: 'semibold' },
        '& strong': { fontWeight: 'semibold' },
        '& code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', rounded: 'sm' },
        '& pre': { bg: 'bg.muted', p: '2', rounded: 'md', overflowX: 'auto' },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
        '& th, & td': { borderWidth: '1px', px: '2', py: '1', textAlign: 'start' },
        '& blockquote': { borderStartWidth: '3px', ps: '3', color: 'fg.muted' },
      }}
    >
      <Markdown remarkPlugins={remarkPlugins} components={COMPONENTS} skipHtml>
        {text}
      </Markdown>
    </Box>
  );
}
