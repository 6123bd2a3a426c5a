import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import {
  LlmsTxtAnalysisDocument,
  LlmsTxtDocument,
  LogChangeDocument,
  LogChangeTopicsDocument,
  SaveLlmsTxtDocument,
} from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { starterLlmsTxt } from './data/general';
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

/** A running-shoe brand without a saved file: it starts from its own name, description and site. */
const BRAND = {
  name: 'Stride Labs',
  website: 'https://www.stridelabs.com/',
  description: 'Stride Labs makes running shoes for trail and road runners.',
};
const STARTER = starterLlmsTxt(BRAND);

const mocks = [
  {
    request: { query: LlmsTxtDocument },
    result: {
      data: {
        llmsTxt: null,
        viewer: { __typename: 'Viewer' as const, brand: { __typename: 'Brand' as const, ...BRAND } },
      },
    },
  },
  {
    request: { query: LlmsTxtAnalysisDocument, variables: { text: STARTER } },
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

test('no score before the first analysis; analyze, live rules while typing, a save with errors asks first', async () => {
  renderWithProviders(<LlmsTxtManager />, { mocks });
  const editor = (await screen.findByLabelText('llms.txt content')) as HTMLTextAreaElement;
  expect(editor.value).toBe(STARTER);
  // The brand's own file to start from, never the demo's.
  expect(editor.value).toMatch(
    /^# Stride Labs\n\n> Stride Labs makes running shoes for trail and road runners\.\n/,
  );
  expect(editor.value).toContain('- [Home](https://www.stridelabs.com/): What Stride Labs is, in one page.');
  expect(editor.value).not.toMatch(/Quillstack|quillstack|API/);
  // The tool's title in capitals, and the file's one spelling, llms.txt, everywhere else.
  expect(screen.getByRole('heading', { level: 1, name: 'LLMS.TXT Manager' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'llms.txt' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'About llms.txt' })).toBeInTheDocument();
  expect(getComputedStyle(editor).minHeight).toBe('400px');
  expect(screen.getByText(/Not analyzed yet/)).toBeInTheDocument();
  for (const name of ['Conciseness', 'Fluency', 'Technical Accuracy', 'Citation Potential'])
    expect(card(name)).toContain('—');
  expect(screen.queryByText(/%/)).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Analyze Text' }));
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

  // The file has an error: Save asks before publishing; Keep editing publishes nothing.
  fireEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Publish with errors?' });
  expect(confirm.textContent).toContain('This file has 1 error');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(screen.queryByText(SAVED_MESSAGE)).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
  fireEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish anyway' }),
  );
  expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
  expect(SAVED_MESSAGE).toBe('LLMS.TXT configuration saved successfully!');
  expect(screen.getByText('/llms/demo/llms.txt')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3); // the three About tips
});

test('a file without errors is published at once', async () => {
  renderWithProviders(<LlmsTxtManager />, {
    mocks: [
      mocks[0]!,
      mocks[1]!,
      {
        request: { query: SaveLlmsTxtDocument, variables: { input: { content: STARTER } } },
        result: {
          data: {
            saveLlmsTxt: {
              __typename: 'SaveLlmsTxtPayload' as const,
              file: {
                __typename: 'LlmsTxtFile' as const,
                content: STARTER,
                updatedAt: '2026-11-22T00:00:00Z',
                publicPath: '/llms/demo/llms.txt',
              },
              analysis: analysis([80, 90, 100, 93]),
            },
          },
        },
      },
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Save Configuration' }));
  expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('after a save, it offers to log the change, with the file’s address, and links to what it does', async () => {
  const url = new URL('/llms/demo/llms.txt', window.location.href).href;
  const day = new Date().toISOString().slice(0, 10);
  const input = { title: 'Updated llms.txt', day, url, topicIds: [], promptIds: [] };
  renderWithProviders(<LlmsTxtManager />, {
    mocks: [
      mocks[0]!,
      mocks[1]!,
      {
        request: { query: SaveLlmsTxtDocument, variables: { input: { content: STARTER } } },
        result: {
          data: {
            saveLlmsTxt: {
              __typename: 'SaveLlmsTxtPayload' as const,
              file: {
                __typename: 'LlmsTxtFile' as const,
                content: STARTER,
                updatedAt: '2026-11-22T00:00:00Z',
                publicPath: '/llms/demo/llms.txt',
              },
              analysis: analysis([80, 90, 100, 93]),
            },
          },
        },
      },
      {
        request: { query: LogChangeTopicsDocument },
        result: { data: { topics: [{ __typename: 'Topic' as const, id: 't-api', name: 'API' }] } },
      },
      {
        request: { query: LogChangeDocument, variables: { input } },
        result: {
          data: {
            logChange: {
              __typename: 'LogChangePayload' as const,
              change: { __typename: 'LoggedChange' as const, id: 'ch9', title: input.title, day },
            },
          },
        },
      },
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Save Configuration' }));
  const offer = await screen.findByRole('region', { name: 'Log this as a change' });
  expect(offer).toHaveTextContent('llms.txt saved: log it as a change');
  fireEvent.click(within(offer).getByRole('button', { name: 'Log a change' }));
  const form = await within(offer).findByRole('form', { name: 'Log a change' });
  expect(within(form).getByRole('textbox', { name: /What changed/ })).toHaveValue('Updated llms.txt');
  expect(within(form).getByRole('textbox', { name: /Link/ })).toHaveValue(url);
  await within(form).findByRole('checkbox', { name: 'API' });
  fireEvent.click(within(form).getByRole('button', { name: 'Log change' }));
  expect(await within(offer).findByRole('link', { name: 'See what it does to visibility' })).toHaveAttribute(
    'href',
    '/dashboard/changes/ch9',
  );
});
