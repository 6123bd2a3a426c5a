import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { briefText, FundContentGeneration, INSIGHTS, preview } from './FundContentGeneration';
import { GenerateContentBrandDocument, GenerateContentDocument } from '../../__generated__/graphql';
import { GenerateContent, sampleContent } from './GenerateContent';
import { CONTENT_TEMPLATES } from './data/fund';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.useRealTimers());

const brandMock = {
  request: { query: GenerateContentBrandDocument },
  result: { data: { viewer: { __typename: 'Viewer', brand: { __typename: 'Brand', name: 'Linear' } } } },
};
interface FlagFixture {
  __typename: 'ClaimFlag';
  kind: string;
  text: string;
  start: number;
  end: number;
  contradiction: { __typename: 'FactContradiction'; message: string } | null;
}
/** The server's list to check for flags stated once each: contradictions first, then by place. */
const checksOf = (flags: readonly FlagFixture[]) =>
  [...flags]
    .sort((a, b) => Number(!!b.contradiction) - Number(!!a.contradiction) || a.start - b.start)
    .map(({ kind, text, start, contradiction }) => ({
      __typename: 'ClaimCheck' as const,
      kind,
      text,
      start,
      occurrences: 1,
      contradiction,
    }));
const draft = (
  text: string,
  extra: Partial<Record<string, unknown>> & { flags?: FlagFixture[]; checks?: unknown[] } = {},
) => ({
  __typename: 'GeneratedContent',
  text,
  generator: 'TEMPLATE',
  model: null,
  notice: null,
  improvements: ['one', 'two', 'three', 'four', 'five'],
  flags: [],
  checks: checksOf(extra.flags ?? []),
  ...extra,
});
const generateMock = (text: string, level: string, content: ReturnType<typeof draft>) => ({
  request: { query: GenerateContentDocument, variables: { input: { text, level } } },
  result: { data: { generateContent: { __typename: 'GenerateContentPayload', content } } },
  delay: 50,
});

test('general: the sample is about the signed-in brand; the server’s draft shows with its placeholders, its origin and five improvements', async () => {
  const sample = sampleContent('Linear');
  const template = draft(
    '# Linear\n\n**In short:** Linear is a company.\n\n- [add a statistic and its source]',
  );
  renderWithProviders(<GenerateContent />, {
    mocks: [
      brandMock,
      generateMock(sample, 'BALANCED', template),
      generateMock(sample, 'BALANCED', draft('Second draft')),
    ],
  });
  const textarea = screen.getByPlaceholderText(
    'Paste your content here or use our sample...',
  ) as HTMLTextAreaElement;
  expect(screen.getByRole('button', { name: 'Generate' })).toHaveProperty('disabled', true);
  await screen.findByText('Use Sample Content');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  fireEvent.click(screen.getByRole('button', { name: 'Use Sample Content' }));
  expect(textarea.value).toBe(sample);
  expect(textarea.value).not.toMatch(/\d/);
  expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
    'BALANCED',
    'TECHNICAL',
    'ACCESSIBLE',
  ]);

  fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
  expect(screen.getByRole('button', { name: 'Generating...' })).toHaveProperty('disabled', true);
  expect(screen.getByRole('tab', { name: 'Optimized Content' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.queryByText('Improvements Made')).toBeNull();
  await screen.findByText('Improvements Made');
  expect(screen.getByTestId('optimized-output').textContent).toBe(template.text);
  expect(screen.getByText('[add a statistic and its source]').tagName).toBe('MARK');
  expect(screen.getByTestId('draft-origin').textContent).toMatch(
    /^Written without an AI provider: .* Linear’s facts\. Fill in the \[placeholders\]/,
  );
  expect(
    screen.getByText('Improvements Made').closest('.chakra-card__root')!.querySelectorAll('li'),
  ).toHaveLength(5);
  expect(screen.queryByText('Check before publishing')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
  expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
  expect(screen.getByRole('button', { name: 'Regenerating...' })).toBeInTheDocument();
  await screen.findByText('Second draft');
  expect(screen.getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
});

test('general: claims an AI draft added are marked in the text and listed to check', async () => {
  const text = 'Linear helps teams track issues.';
  const ai = 'Linear helps teams track issues: 74% of teams agree, says Maria Chen.';
  renderWithProviders(<GenerateContent />, {
    mocks: [
      brandMock,
      generateMock(
        text,
        'BALANCED',
        draft(ai, {
          generator: 'AI',
          model: 'gpt-4o-mini',
          flags: [
            {
              __typename: 'ClaimFlag',
              kind: 'PERCENTAGE',
              text: '74%',
              start: 33,
              end: 36,
              contradiction: null,
            },
            {
              __typename: 'ClaimFlag',
              kind: 'PERSON',
              text: 'Maria Chen',
              start: 58,
              end: 68,
              contradiction: null,
            },
          ],
        }),
      ),
    ],
  });
  fireEvent.change(screen.getByLabelText('Original content'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
  await screen.findByText('Check before publishing');
  const marks = [...screen.getByTestId('optimized-output').querySelectorAll('mark[data-flag]')];
  expect(marks.map((mark) => [mark.getAttribute('data-flag'), mark.textContent])).toEqual([
    ['PERCENTAGE', '74%'],
    ['PERSON', 'Maria Chen'],
  ]);
  expect(screen.getByTestId('optimized-output').textContent).toBe(ai);
  expect(screen.getByText(/2 claims are not in your text or your brand’s facts/)).toBeInTheDocument();
  expect(screen.getByLabelText('Claims to check').textContent).toContain('74% (a percentage)');
  expect(screen.getByTestId('draft-origin').textContent).toMatch(/^Written by gpt-4o-mini from your text/);
});

test('general: a value the fact sheet contradicts is marked in red and listed first, in the sheet’s words', async () => {
  const text = 'Linear helps teams track issues.';
  const ai = 'Linear costs $9 a month: 74% of teams agree.';
  const message = 'Monthly price: the draft says "$9", the fact sheet says 12.00 USD per month.';
  renderWithProviders(<GenerateContent />, {
    mocks: [
      brandMock,
      generateMock(
        text,
        'BALANCED',
        draft(ai, {
          generator: 'AI',
          model: 'gpt-4o-mini',
          flags: [
            {
              __typename: 'ClaimFlag',
              kind: 'PERCENTAGE',
              text: '74%',
              start: 25,
              end: 28,
              contradiction: null,
            },
            {
              __typename: 'ClaimFlag',
              kind: 'CONTRADICTS_FACT',
              text: '$9',
              start: 13,
              end: 15,
              contradiction: { __typename: 'FactContradiction', message },
            },
          ],
        }),
      ),
    ],
  });
  fireEvent.change(screen.getByLabelText('Original content'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
  await screen.findByText('Check before publishing');
  const mark = screen.getByTestId('optimized-output').querySelector('mark[data-flag="CONTRADICTS_FACT"]')!;
  expect(mark.textContent).toBe('$9');
  expect(mark.getAttribute('title')).toBe(`${message} Correct it before publishing.`);
  expect(
    screen.getByText(
      /^1 value contradicts your fact sheet: correct it before publishing\. 1 claim is not in your text/,
    ),
  ).toBeInTheDocument();
  const listed = within(screen.getByLabelText('Claims to check')).getAllByRole('listitem');
  expect(listed.map((item) => item.textContent)).toEqual([`$9 — ${message}`, '74% (a percentage)']);
});

test('general: a contradiction the draft repeats is marked twice and listed once, saying how often it stands', async () => {
  const text = 'Linear helps teams track issues.';
  const sentence = 'Linear costs $9 a month.';
  const ai = `${sentence} Teams like it. ${sentence}`;
  const message = 'Monthly price: the draft says "$9", the fact sheet says 12.00 USD per month.';
  const contradiction = { __typename: 'FactContradiction' as const, message };
  const at = [ai.indexOf('$9'), ai.lastIndexOf('$9')];
  renderWithProviders(<GenerateContent />, {
    mocks: [
      brandMock,
      generateMock(
        text,
        'BALANCED',
        draft(ai, {
          generator: 'AI',
          model: 'gpt-4o-mini',
          flags: at.map((start) => ({
            __typename: 'ClaimFlag' as const,
            kind: 'CONTRADICTS_FACT',
            text: '$9',
            start,
            end: start + 2,
            contradiction,
          })),
          checks: [
            {
              __typename: 'ClaimCheck',
              kind: 'CONTRADICTS_FACT',
              text: '$9',
              start: at[0],
              occurrences: 2,
              contradiction,
            },
          ],
        }),
      ),
    ],
  });
  fireEvent.change(screen.getByLabelText('Original content'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
  await screen.findByText('Check before publishing');
  expect(
    screen.getByTestId('optimized-output').querySelectorAll('mark[data-flag="CONTRADICTS_FACT"]'),
  ).toHaveLength(2);
  const listed = within(screen.getByLabelText('Claims to check')).getAllByRole('listitem');
  expect(listed.map((item) => item.textContent)).toEqual([`$9 — ${message} · stated 2 times in the draft`]);
  expect(screen.getByText(/^1 value contradicts your fact sheet/)).toBeInTheDocument();
});

test('general: empty output text before any generation', () => {
  renderWithProviders(<GenerateContent />);
  fireEvent.click(screen.getByRole('tab', { name: 'Optimized Content' }));
  expect(screen.getByText('Generated content will appear here...')).toBeInTheDocument();
});

test('fund: options of section 9, 200-character previews, prompt required, the server’s draft of the brief, example insights labelled', async () => {
  const brief = briefText('market-report', 'investors', 'professional', CONTENT_TEMPLATES[1]!.prompt);
  renderWithProviders(<FundContentGeneration />, {
    mocks: [
      generateMock(
        brief,
        'BALANCED',
        draft('# Market Report for investors (professional tone)\n\n[add a statistic and its source]'),
      ),
    ],
    variant: 'FUND',
  });
  const options = (label: string) =>
    [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.value);
  expect(options('Content type')).toEqual([
    'blog-post',
    'press-release',
    'case-study',
    'market-report',
    'newsletter',
    'social-media',
  ]);
  expect(options('Audience')).toEqual([
    'investors',
    'entrepreneurs',
    'portfolio-companies',
    'industry-peers',
    'media',
    'general-public',
  ]);
  expect(options('Tone')).toEqual([
    'professional',
    'casual',
    'authoritative',
    'conversational',
    'inspiring',
    'analytical',
  ]);

  const previews = screen.getAllByTestId('template-preview').map((p) => p.textContent!);
  expect(previews[0]).toBe(`${CONTENT_TEMPLATES[0]!.example.slice(0, 200)}...`);
  expect(preview('short')).toBe('short');
  expect(preview('x'.repeat(200))).toBe('x'.repeat(200));

  const generate = screen.getByRole('button', { name: 'Generate' });
  expect(generate).toHaveProperty('disabled', true);
  fireEvent.change(screen.getByLabelText('Custom prompt'), { target: { value: '   ' } });
  expect(generate).toHaveProperty('disabled', true);
  fireEvent.click(screen.getAllByRole('button', { name: 'Use Template' })[1]!);
  expect((screen.getByLabelText('Content type') as HTMLSelectElement).value).toBe('market-report');
  fireEvent.click(generate);
  expect(screen.getByRole('button', { name: 'Generating...' })).toHaveProperty('disabled', true);
  await screen.findByText(/Market Report for investors/);
  expect(screen.getByText('[add a statistic and its source]').tagName).toBe('MARK');
  expect(screen.getByTestId('draft-origin').textContent).toMatch(/^Written without an AI provider/);
  expect(screen.getByRole('button', { name: 'Regenerate' })).toHaveProperty('disabled', false);
  expect(screen.getByText('Example figures: not measured on your draft')).toBeInTheDocument();
  expect(INSIGHTS.map((i) => screen.getByRole('group', { name: i.label }).textContent)).toEqual([
    '87%AI Visibility Score',
    '92%Readability',
    '85%Citation Potential',
  ]);
});
