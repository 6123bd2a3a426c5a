import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FundContentGeneration, INSIGHTS, preview } from './FundContentGeneration';
import { GenerateContent } from './GenerateContent';
import { CONTENT_TEMPLATES } from './data/fund';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.useRealTimers());

test('general: sample, 2-second generation, switch to Optimized, Regenerate, five improvements, copy check for 2 s', async () => {
  renderWithProviders(<GenerateContent />);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const textarea = screen.getByPlaceholderText(
    'Paste your content here or use our sample...',
  ) as HTMLTextAreaElement;
  expect(screen.getByRole('button', { name: 'Generate' })).toHaveProperty('disabled', true);
  fireEvent.click(screen.getByRole('button', { name: 'Use Sample Content' }));
  expect(textarea.value).toMatch(/^API management is important/);
  expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
    'balanced',
    'technical',
    'accessible',
  ]);

  fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
  expect(screen.getByRole('button', { name: 'Generating...' })).toHaveProperty('disabled', true);
  expect(screen.getByRole('tab', { name: 'Optimized Content' }).getAttribute('aria-selected')).toBe('true');
  act(() => vi.advanceTimersByTime(1999));
  expect(screen.queryByText('Improvements Made')).toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByTestId('optimized-output').textContent).toMatch(
    /^API management has become a core capability/,
  );
  expect(screen.getByText('Improvements Made')).toBeInTheDocument();
  expect(
    screen.getByText('Improvements Made').closest('.chakra-card__root')!.querySelectorAll('li'),
  ).toHaveLength(5);

  // With setTimeout faked, Chakra's presence keeps the newly selected panel marked hidden in jsdom.
  fireEvent.click(screen.getByRole('button', { name: 'Copy', hidden: true }));
  expect(screen.getByRole('button', { name: 'Copied', hidden: true })).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1999));
  expect(screen.getByRole('button', { name: 'Copied', hidden: true })).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole('button', { name: 'Copy', hidden: true })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
  expect(screen.getByRole('button', { name: 'Regenerating...' })).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(2000));
  expect(screen.getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
});

test('general: empty output text before any generation', () => {
  renderWithProviders(<GenerateContent />);
  fireEvent.click(screen.getByRole('tab', { name: 'Optimized Content' }));
  expect(screen.getByText('Generated content will appear here...')).toBeInTheDocument();
});

test('fund: options of section 9, 200-character previews, prompt required, 2-second generation, fixed insights', () => {
  renderWithProviders(<FundContentGeneration />);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
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
  act(() => vi.advanceTimersByTime(2000));
  expect(screen.getByText(/Market Report for investors/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Regenerate' })).toHaveProperty('disabled', false);
  expect(INSIGHTS.map((i) => screen.getByRole('group', { name: i.label }).textContent)).toEqual([
    '87%AI Visibility Score',
    '92%Readability',
    '85%Citation Potential',
  ]);
});
