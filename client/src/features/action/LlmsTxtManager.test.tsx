import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { LlmsTxtAnalysisDocument, LlmsTxtDocument, SaveLlmsTxtDocument } from '../../__generated__/graphql';
import { renderWithProviders } from '../../test/render';
import { SAMPLE_LLMS_TXT } from './data/general';
import { LlmsTxtManager, SAVED_MESSAGE } from './LlmsTxtManager';

// Chakra's first render in jsdom is slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const analysis = (
  scores: number[],
  issues: { line: number; code: string; message: string; severity: 'ERROR' | 'WARNING' }[] = [],
) => ({
  __typename: 'LlmsTxtAnalysis' as const,
  valid: issues.length === 0,
  title: 'Quillstack',
  linkCount: 7,
  sections: [{ __typename: 'LlmsTxtSection' as const, title: 'Docs', links: 7 }],
  issues: issues.map((i) => ({ __typename: 'LlmsTxtIssue' as const, ...i })),
  scores: {
    __typename: 'LlmsTxtScores' as const,
    conciseness: scores[0]!,
    fluency: scores[1]!,
    technicalAccuracy: scores[2]!,
    citationPotential: scores[3]!,
  },
});

const BROKEN = '# T\n\n## Docs\nprose line\n';

const mocks = [
  { request: { query: LlmsTxtDocument }, result: { data: { llmsTxt: null } } },
  {
    request: { query: LlmsTxtAnalysisDocument, variables: { text: SAMPLE_LLMS_TXT } },
    result: { data: { llmsTxtAnalysis: analysis([80, 90, 100, 93]) } },
  },
  {
    request: { query: LlmsTxtAnalysisDocument, variables: { text: BROKEN } },
    result: {
      data: {
        llmsTxtAnalysis: analysis(
          [100, 70, 80, 0],
          [
            {
              line: 4,
              code: 'non-link-line',
              severity: 'ERROR',
              message: 'Line inside section "Docs" is not a link item.',
            },
          ],
        ),
      },
    },
  },
  {
    request: { query: SaveLlmsTxtDocument, variables: { input: { content: BROKEN } } },
    result: {
      data: {
        saveLlmsTxt: {
          __typename: 'SaveLlmsTxtPayload' as const,
          file: {
            __typename: 'LlmsTxtFile' as const,
            content: BROKEN,
            updatedAt: '2026-11-22T00:00:00Z',
            publicPath: '/llms/demo/llms.txt',
          },
          analysis: analysis([100, 70, 80, 0]),
        },
      },
    },
  },
];

const card = (name: string) => screen.getByRole('group', { name }).textContent;

test('editor preloaded with the sample, scores computed from it, live rules while typing, analyze, save', async () => {
  renderWithProviders(<LlmsTxtManager />, { mocks });
  const editor = (await screen.findByLabelText('llms.txt content')) as HTMLTextAreaElement;
  expect(editor.value).toBe(SAMPLE_LLMS_TXT);
  expect(getComputedStyle(editor).minHeight).toBe('400px');
  await screen.findByText('Valid llms.txt: 1 sections, 7 links.');
  expect(card('Conciseness')).toContain('80%');
  expect(card('Citation Potential')).toContain('93%');

  // Shrinking the text: conciseness +1; short lines: fluency 70.
  fireEvent.change(editor, { target: { value: BROKEN } });
  expect(card('Conciseness')).toContain('81%');
  expect(card('Fluency')).toContain('70%');

  fireEvent.click(screen.getByRole('button', { name: 'Analyze Text' }));
  const problems = await screen.findByRole('region', { name: 'Problems' });
  expect(within(problems).getByText('Line 4')).toBeInTheDocument();
  expect(within(problems).getByText('Line inside section "Docs" is not a link item.')).toBeInTheDocument();
  expect(card('Technical Accuracy')).toContain('80%');
  expect(card('Conciseness')).toContain('100%');

  fireEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
  expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
  expect(SAVED_MESSAGE).toBe('LLMS.TXT configuration saved successfully!');
  expect(screen.getByText('/llms/demo/llms.txt')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3); // the three About tips
});
