/**
 * A validator for the llms.txt format (llmstxt.org): in order, an H1 with the site name (the only
 * required part), an optional `>` blockquote summary, optional prose (no headings), then `## ` sections
 * whose items are `- [name](url)` links, optionally followed by `: notes`. A section titled "Optional"
 * holds links that may be skipped for a short context.
 *
 * Besides format errors it reports every case on which the reference parser (AnswerDotAI/llms-txt)
 * crashes or misparses: a title-only file, a non-link line inside a section, `*` bullets, `###`
 * headings (taken as sections), a URL containing `)`, and duplicate section titles (the later wins).
 */

export type IssueSeverity = 'ERROR' | 'WARNING';

export interface LlmsTxtIssue {
  /** 1-based line number. */
  line: number;
  severity: IssueSeverity;
  code: string;
  message: string;
}

export interface LlmsTxtLink {
  line: number;
  name: string;
  url: string;
  notes: string | null;
}

export interface LlmsTxtSection {
  title: string;
  line: number;
  optional: boolean;
  links: LlmsTxtLink[];
}

export interface ParsedLlmsTxt {
  title: string | null;
  summary: string | null;
  /** Prose lines between the summary and the first section. */
  details: string[];
  sections: LlmsTxtSection[];
  issues: LlmsTxtIssue[];
  valid: boolean;
}

/** The reference parser's link pattern, anchored to the whole line. */
const LINK = /^-\s*\[(?<name>[^\]]+)\]\((?<url>[^)]+)\)(?::\s*(?<notes>.*))?$/;
const URL_OK = /^(https?:\/\/[^\s/$.?#][^\s]*|\/[^\s]*|\.{0,2}\/?[\w.-]+(\/[^\s]*)?)$/i;

export function validateLlmsTxt(text: string): ParsedLlmsTxt {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const issues: LlmsTxtIssue[] = [];
  const add = (line: number, severity: IssueSeverity, code: string, message: string) =>
    issues.push({ line, severity, code, message });

  let title: string | null = null;
  let summary: string | null = null;
  const details: string[] = [];
  const sections: LlmsTxtSection[] = [];
  const seenSections = new Map<string, number>();
  let current: LlmsTxtSection | null = null;
  let inBlockquote = false;
  let contentAfterTitle = false;

  lines.forEach((raw, index) => {
    const n = index + 1;
    const line = raw.trimEnd();
    if (line.trim() === '') {
      inBlockquote = false;
      return;
    }

    if (title === null) {
      const h1 = /^#\s+(.+)$/.exec(line);
      if (h1) {
        title = h1[1]!.trim();
        return;
      }
      if (!issues.some((i) => i.code === 'missing-title')) {
        add(n, 'ERROR', 'missing-title', 'The file must start with an H1 title: "# Site name".');
      }
      // Go on validating the rest as if the title were there.
      title = '';
    }
    contentAfterTitle = true;

    if (/^#\s/.test(line)) {
      add(n, 'ERROR', 'extra-title', 'Only one H1 title is allowed; use "## " for sections.');
      return;
    }
    if (/^#{3,}\s*/.test(line)) {
      add(
        n,
        'ERROR',
        'deep-heading',
        'Headings below "##" are not allowed: parsers take "###" as a new section.',
      );
      return;
    }
    const h2 = /^##\s*(.*)$/.exec(line);
    if (h2) {
      const name = h2[1]!.trim();
      if (!name) add(n, 'ERROR', 'empty-section-title', 'A "## " section needs a title.');
      const key = name.toLowerCase();
      const earlier = seenSections.get(key);
      if (earlier !== undefined) {
        add(
          n,
          'ERROR',
          'duplicate-section',
          `Section "${name}" already starts on line ${earlier}; parsers keep only the later one.`,
        );
      } else seenSections.set(key, n);
      current = { title: name, line: n, optional: key === 'optional', links: [] };
      sections.push(current);
      inBlockquote = false;
      return;
    }

    if (!current) {
      if (line.startsWith('>')) {
        const quote = line.replace(/^>\s?/, '').trim();
        if (summary === null && details.length === 0) {
          summary = quote;
          inBlockquote = true;
        } else if (inBlockquote) {
          add(
            n,
            'WARNING',
            'summary-multiline',
            'Only the first ">" line is read as the summary; join the summary into one line.',
          );
        } else {
          add(n, 'WARNING', 'late-summary', 'The ">" summary belongs right after the title.');
        }
        return;
      }
      if (/^\*\s/.test(line)) {
        add(n, 'ERROR', 'star-bullet', 'Use "- " for list items, not "* ".');
      }
      details.push(line.trim());
      return;
    }

    // Inside a section: only link items.
    if (/^\s*\*\s/.test(line)) {
      add(n, 'ERROR', 'star-bullet', 'Use "- " for list items, not "* ": parsers only read "- [name](url)".');
      return;
    }
    const match = LINK.exec(line.trim());
    if (!match) {
      if (/^-\s*\[[^\]]+\]\([^\s]*\)[^:\s]/.test(line.trim()) || /\]\([^)\s]*\([^)]*\)/.test(line)) {
        add(
          n,
          'ERROR',
          'url-parenthesis',
          'The URL contains ")": encode it as %29 or parsers cut the URL short.',
        );
      } else if (/^-\s/.test(line.trim())) {
        add(
          n,
          'ERROR',
          'malformed-link',
          'A list item must be "- [name](url)" optionally followed by ": notes".',
        );
      } else {
        add(
          n,
          'ERROR',
          'non-link-line',
          `Line inside section "${current.title}" is not a link item; put prose before the first "## ".`,
        );
      }
      return;
    }
    const { name, url, notes } = match.groups as { name: string; url: string; notes?: string };
    const trimmedUrl = url.trim();
    if (/\(/.test(trimmedUrl)) {
      add(n, 'ERROR', 'url-parenthesis', 'The URL contains "(": encode parentheses as %28 / %29.');
    } else if (!URL_OK.test(trimmedUrl)) {
      add(n, 'WARNING', 'invalid-url', `"${trimmedUrl}" is not an absolute http(s) URL or a path.`);
    }
    if (notes !== undefined && notes.trim() === '') {
      add(n, 'WARNING', 'empty-notes', 'A ":" after the link needs notes after it.');
    }
    current.links.push({ line: n, name: name.trim(), url: trimmedUrl, notes: notes?.trim() || null });
  });

  if (title === null) {
    add(1, 'ERROR', 'missing-title', 'The file is empty: it needs at least an H1 title "# Site name".');
  } else if (!contentAfterTitle) {
    add(
      1,
      'ERROR',
      'title-only',
      'The file has only a title: add a "> " summary or "## " sections (the reference parser fails on it).',
    );
  }
  for (const section of sections) {
    if (section.links.length === 0)
      add(section.line, 'WARNING', 'empty-section', `Section "${section.title}" has no links.`);
  }
  const optionalIndex = sections.findIndex((s) => s.optional);
  if (optionalIndex >= 0 && optionalIndex < sections.length - 1) {
    add(
      sections[optionalIndex]!.line,
      'WARNING',
      'optional-not-last',
      'The "Optional" section should come last: readers drop everything after it for short contexts.',
    );
  }

  issues.sort((a, b) => a.line - b.line);
  return {
    title: title || null,
    summary,
    details,
    sections,
    issues,
    valid: !issues.some((i) => i.severity === 'ERROR'),
  };
}
