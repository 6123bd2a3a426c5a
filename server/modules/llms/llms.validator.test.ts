import { expect, test } from 'vitest';
import { scoreLlmsTxt } from './llms.score';
import { validateLlmsTxt } from './llms.validator';

const VALID = `# Lumen Peak Capital

> Early-stage venture fund investing in climate, fintech and developer tools.

We publish our thesis, portfolio and founder resources.

## Docs

- [Investment thesis](https://www.lumenpeak.vc/thesis.md): What we invest in and why.
- [Portfolio](https://www.lumenpeak.vc/portfolio.md): Companies we back, by stage.

## Optional

- [Blog](https://www.lumenpeak.vc/blog.md)
`;

const codes = (text: string) => validateLlmsTxt(text).issues.map((i) => [i.line, i.code]);

test('a valid file parses with no issues', () => {
  const parsed = validateLlmsTxt(VALID);
  expect(parsed.valid).toBe(true);
  expect(parsed.issues).toEqual([]);
  expect(parsed.title).toBe('Lumen Peak Capital');
  expect(parsed.summary).toBe('Early-stage venture fund investing in climate, fintech and developer tools.');
  expect(parsed.details).toEqual(['We publish our thesis, portfolio and founder resources.']);
  expect(parsed.sections.map((s) => [s.title, s.line, s.links.length, s.optional])).toEqual([
    ['Docs', 7, 2, false],
    ['Optional', 12, 1, true],
  ]);
  expect(parsed.sections[0]!.links[0]).toEqual({
    line: 9,
    name: 'Investment thesis',
    url: 'https://www.lumenpeak.vc/thesis.md',
    notes: 'What we invest in and why.',
  });
});

test('an empty file and a file without an H1 title', () => {
  expect(codes('')).toEqual([[1, 'missing-title']]);
  expect(codes('\nSome text\n## Docs\n- [a](https://a.io)\n')).toEqual([[2, 'missing-title']]);
});

test('a title-only file (the reference parser fails on it)', () => {
  expect(codes('# Just a title\n\n')).toEqual([[1, 'title-only']]);
  expect(validateLlmsTxt('# Just a title').valid).toBe(false);
});

test('a non-link line inside a section', () => {
  expect(codes('# T\n\n## Docs\n- [a](https://a.io)\nSome prose here\n')).toEqual([[5, 'non-link-line']]);
});

test('"*" bullets, in the section and before it', () => {
  expect(codes('# T\n\n## Docs\n* [a](https://a.io): notes\n')).toEqual([
    [3, 'empty-section'],
    [4, 'star-bullet'],
  ]);
  expect(codes('# T\n* a point\n')).toEqual([[2, 'star-bullet']]);
});

test('"###" headings are reported, not taken as sections', () => {
  const parsed = validateLlmsTxt('# T\n\n## Docs\n- [a](https://a.io)\n### Sub\n- [b](https://b.io)\n');
  expect(parsed.issues.map((i) => [i.line, i.code])).toEqual([[5, 'deep-heading']]);
  expect(parsed.sections.map((s) => s.title)).toEqual(['Docs']);
  expect(parsed.sections[0]!.links).toHaveLength(2);
});

test('a URL containing ")"', () => {
  expect(codes('# T\n\n## Docs\n- [Wiki](https://en.wikipedia.org/wiki/Venture_(finance)): notes\n')).toEqual(
    [
      [3, 'empty-section'],
      [4, 'url-parenthesis'],
    ],
  );
});

test('duplicate section titles name the earlier line', () => {
  const parsed = validateLlmsTxt('# T\n\n## Docs\n- [a](https://a.io)\n\n## docs\n- [b](https://b.io)\n');
  expect(parsed.issues).toEqual([
    {
      line: 6,
      severity: 'ERROR',
      code: 'duplicate-section',
      message: 'Section "docs" already starts on line 3; parsers keep only the later one.',
    },
  ]);
});

test('other problems: second H1, malformed item, multi-line summary, empty and misplaced sections', () => {
  const text = [
    '# T', // 1
    '> First summary line.', // 2
    '> second line', // 3
    '## Optional', // 4
    '- [x](https://x.io)', // 5
    '## Docs', // 6
    '- just text', // 7
    '- [y](not a url)', // 8
    '# Another title', // 9
    '## Empty', // 10
  ].join('\n');
  expect(codes(text)).toEqual([
    [3, 'summary-multiline'],
    [4, 'optional-not-last'],
    [7, 'malformed-link'],
    [8, 'invalid-url'],
    [9, 'extra-title'],
    [10, 'empty-section'],
  ]);
  const parsed = validateLlmsTxt(text);
  expect(parsed.issues.find((i) => i.code === 'summary-multiline')!.severity).toBe('WARNING');
  expect(parsed.valid).toBe(false);
});

test('CRLF line endings count lines the same way', () => {
  expect(codes('# T\r\n\r\n## Docs\r\nprose\r\n')).toEqual([
    [3, 'empty-section'],
    [4, 'non-link-line'],
  ]);
});

test('scores follow the documented formulas', () => {
  const parsed = validateLlmsTxt(VALID);
  const scores = scoreLlmsTxt(VALID, parsed);
  expect(scores.technicalAccuracy).toBe(100);
  // 2 of 3 links with notes, 3 links, a summary, all https: 35·2/3 + 25·0.3 + 15 + 25 = 70.8
  expect(scores.citationPotential).toBe(71);
  expect(scores.conciseness).toBe(100);
  expect(scores.fluency).toBeGreaterThanOrEqual(90);

  const broken = '# T\n\n## Docs\nprose\n* [a](https://a.io)\n';
  const brokenScores = scoreLlmsTxt(broken, validateLlmsTxt(broken));
  // two errors and one warning (empty section): 100 − 30 − 5
  expect(brokenScores.technicalAccuracy).toBe(65);
  expect(brokenScores.citationPotential).toBe(0);

  const wordy = `# T\n\n## Docs\n- [a](https://a.io): ${'word '.repeat(45)}\n`;
  expect(scoreLlmsTxt(wordy, validateLlmsTxt(wordy)).conciseness).toBe(50);
});
