import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { OutreachMessagesDocument, SendOutreachEmailDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { EmailOutreach } from './EmailOutreach';

vi.setConfig({ testTimeout: 20_000 });

const message = {
  __typename: 'OutreachMessage' as const,
  id: 'm1',
  campaignId: 'camp-1',
  sourceName: 'Climate Tech Review',
  to: 'editor@climatetechreview.com',
  subject: 'Partnership idea for [Publication]',
  delivery: 'smtp',
  sentAt: '2026-11-22T00:00:00Z',
};

const TEMPLATE_BODY =
  'Hi [Name],\n\nI lead platform at Lumen Peak Capital. Your coverage of [Topic] is among the most useful we read, and we would love to explore a content partnership: quarterly data from our portfolio of 42 companies, exclusively for [Publication].\n\nWould you have 20 minutes next week?\n\nBest,\n[Your Name]';

const mocks = [
  { request: { query: OutreachMessagesDocument }, result: { data: { outreachMessages: [] } } },
  {
    request: {
      query: SendOutreachEmailDocument,
      variables: {
        input: {
          sourceId: 's1',
          sourceName: 'Climate Tech Review',
          to: 'editor@climatetechreview.com',
          subject: 'Partnership idea for [Publication]',
          body: TEMPLATE_BODY,
          campaignId: 'camp-1',
        },
      },
    },
    result: { data: { sendOutreachEmail: { __typename: 'SendOutreachEmailPayload' as const, message } } },
  },
  { request: { query: OutreachMessagesDocument }, result: { data: { outreachMessages: [message] } } },
];

test('sources: search by name, category or topic, and the fixed tiles', async () => {
  renderWithProviders(<EmailOutreach />, { mocks, variant: 'FUND' });
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Underrated Sources',
    'Compose Email',
    'Templates',
    'Campaigns',
  ]);
  const tile = (name: string) => screen.getByRole('group', { name }).textContent;
  expect(tile('Underrated Sources')).toContain('4');
  expect(tile('Avg. Potential')).toContain('87%');
  expect(tile('Combined Reach')).toContain('5.2M');
  expect(tile('Recent Coverage')).toContain('0');
  const search = screen.getByLabelText('Search sources');
  fireEvent.change(search, { target: { value: 'podcast' } });
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
    'Seed Stage Weekly',
  ]);
  fireEvent.change(search, { target: { value: 'PAYMENTS' } });
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
    'Fintech Insider Europe',
  ]);
  fireEvent.change(search, { target: { value: 'climate tech' } });
  expect(tile('Underrated Sources')).toContain('1');
  expect(within(screen.getByRole('article')).getByText('High · 94%')).toBeInTheDocument();
});

test('Send is disabled until source, subject and body exist; it sends through the server and clears the form', async () => {
  renderWithProviders(<EmailOutreach />, { mocks, variant: 'FUND' });
  const card = await screen.findByRole('article', { name: 'Climate Tech Review' });
  fireEvent.click(within(card).getByRole('button', { name: 'Start Outreach' }));
  const banner = await screen.findByRole('note', { name: 'Selected source' });
  expect(banner.textContent).toContain('editor@climatetechreview.com');
  const send = screen.getByRole('button', { name: 'Send' });
  expect(send).toHaveProperty('disabled', true); // source, but no subject or body
  expect(screen.getByText('Follow up within 3-5 business days')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Template'), { target: { value: 'e1' } });
  expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(
    'Partnership idea for [Publication]',
  );
  expect(send).toHaveProperty('disabled', false);
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: '   ' } });
  expect(send).toHaveProperty('disabled', true);
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: TEMPLATE_BODY } });
  expect(send).toHaveProperty('disabled', true);
  fireEvent.change(screen.getByLabelText('Subject'), {
    target: { value: 'Partnership idea for [Publication]' },
  });
  expect(send).toHaveProperty('disabled', false);

  fireEvent.click(send);
  expect(await screen.findByText('Email sent')).toBeInTheDocument();
  await waitFor(() => expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(''));
  expect(screen.queryByRole('note', { name: 'Selected source' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
});

test('templates: Use Template fills the compose form, Preview shows the body with [placeholders]', async () => {
  renderWithProviders(<EmailOutreach />, { mocks, variant: 'FUND' });
  fireEvent.click(screen.getByRole('tab', { name: 'Templates' }));
  fireEvent.click((await screen.findAllByRole('button', { name: 'Preview' }))[2]!);
  expect(screen.getByText(/our partners are available for interviews/)).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: 'Use Template' })[1]!);
  expect(((await screen.findByLabelText('Subject')) as HTMLInputElement).value).toBe(
    'New data on [Topic] for [Publication]',
  );
});
