/** A mention of the brand or a tracked competitor at UTF-16 offsets into the answer's Markdown source. */
export interface Mention {
  start: number;
  end: number;
  name: string;
  isBrand: boolean;
}

/** The parts of a Markdown syntax tree the mention plugin reads and writes (mdast, loosely typed). */
interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
  data?: { hName?: string; hProperties?: Record<string, string> };
}

const markNode = (text: string, mention: Mention): MarkdownNode => ({
  type: 'mention',
  data: {
    hName: 'mark',
    hProperties: {
      'data-mention': mention.isBrand ? 'brand' : 'competitor',
      title: mention.isBrand ? 'Your brand' : `Competitor: ${mention.name}`,
    },
  },
  children: [{ type: 'text', value: text }],
});

/**
 * Splits one text node at the mentions inside its source range. The server's offsets point into the
 * Markdown source; where the node's text is the source verbatim they are used as they are, otherwise
 * (escapes, entities) the mention's own wording is looked for in the text.
 */
function splitText(node: MarkdownNode, source: string, mentions: readonly Mention[]): MarkdownNode[] {
  const value = node.value ?? '';
  const from = node.position?.start.offset;
  const to = node.position?.end.offset;
  if (from === undefined || to === undefined) return [node];
  const verbatim = source.slice(from, to) === value;
  const parts: MarkdownNode[] = [];
  let cursor = 0;
  for (const mention of mentions) {
    if (mention.start < from || mention.end > to) continue;
    const wording = source.slice(mention.start, mention.end);
    const at = verbatim ? mention.start - from : value.indexOf(wording, cursor);
    if (at < cursor || at < 0) continue;
    if (at > cursor) parts.push({ type: 'text', value: value.slice(cursor, at) });
    parts.push(markNode(value.slice(at, at + wording.length), mention));
    cursor = at + wording.length;
  }
  if (parts.length === 0) return [node];
  if (cursor < value.length) parts.push({ type: 'text', value: value.slice(cursor) });
  return parts;
}

/**
 * A remark plugin marking the brand and competitor mentions (as <mark data-mention>) in the parsed
 * Markdown, so the answer reads as formatted text with the server's mentions highlighted. Mentions that
 * overlap an earlier one, fall outside the text or span formatting (a name half in bold) are skipped.
 */
export function remarkMentions({ source, mentions }: { source: string; mentions: readonly Mention[] }) {
  const ordered: Mention[] = [];
  for (const m of [...mentions].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const previous = ordered.at(-1);
    if (m.end > m.start && m.end <= source.length && (!previous || m.start >= previous.end)) ordered.push(m);
  }
  const walk = (node: MarkdownNode) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) =>
      child.type === 'text' ? splitText(child, source, ordered) : (walk(child), [child]),
    );
  };
  return (tree: MarkdownNode) => walk(tree);
}
