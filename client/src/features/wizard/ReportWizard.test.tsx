import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  RequestReportDocument,
  SuggestCompetitorsDocument,
  SuggestKeywordsDocument,
  SuggestPromptsDocument,
  SuggestWebsiteDocument,
} from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { ReportWizard } from './ReportWizard';

const PROMPTS = Array.from({ length: 11 }, (_, i) => `Question ${i + 1}?`);

const websiteMock = (result: Partial<MockedResponse> = {}): MockedResponse => ({
  request: { query: SuggestWebsiteDocument, variables: { input: { companyName: 'Quillstack' } } },
  result: {
    data: { suggestWebsite: { __typename: 'SuggestWebsitePayload', website: 'https://quillstack.com' } },
  },
  ...result,
});
const competitorsMock = (competitors: string[] = ['Kongly', 'Tollgate']): MockedResponse => ({
  request: {
    query: SuggestCompetitorsDocument,
    variables: { input: { companyName: 'Quillstack', website: 'https://quillstack.com' } },
  },
  result: { data: { suggestCompetitors: { __typename: 'SuggestCompetitorsPayload', competitors } } },
});
const keywordsMock = (competitors: string[]): MockedResponse => ({
  request: {
    query: SuggestKeywordsDocument,
    variables: { input: { companyName: 'Quillstack', website: 'https://quillstack.com', competitors } },
  },
  result: { data: { suggestKeywords: { __typename: 'SuggestKeywordsPayload', keywords: ['API gateway'] } } },
});
const promptsMock = (competitors: string[], keywords: string[]): MockedResponse => ({
  request: {
    query: SuggestPromptsDocument,
    variables: { input: { companyName: 'Quillstack', competitors, keywords } },
  },
  result: { data: { suggestPrompts: { __typename: 'SuggestPromptsPayload', prompts: PROMPTS } } },
});

const renderWizard = (mocks: MockedResponse[]) =>
  renderWithProviders(<ReportWizard />, { route: '/generate-reports', path: '/generate-reports', mocks });

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepStatus = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-status'))
    .map((item) => item.getAttribute('data-status'));

function fillCompanyInfo(email = 'ada@example.com', company = 'Quillstack') {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: company } });
}

test('step 1: email and company name are required; an invalid address is refused with its message', async () => {
  renderWizard([websiteMock()]);
  expect(
    screen.getByRole('heading', { name: 'Generate Your Free AI Visibility Report' }),
  ).toBeInTheDocument();
  expect(stepStatus()).toEqual(['current', 'pending', 'pending', 'pending', 'pending', 'pending']);
  const nextButton = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
  expect(nextButton.disabled).toBe(true);
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
  expect(nextButton.disabled).toBe(true);
  fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: 'Quillstack' } });
  expect(nextButton.disabled).toBe(false);
  expect(screen.getByLabelText(/Email/).getAttribute('title')).toBe('Please enter a valid email address');

  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example' } });
  fireEvent.submit(nextButton.closest('form')!);
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Company Info' })).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
  next();
  expect(await screen.findByRole('heading', { name: 'Website' })).toBeInTheDocument();
  expect((screen.getByRole('textbox', { name: 'Website' }) as HTMLInputElement).value).toBe(
    'https://quillstack.com',
  );
  expect((screen.getByRole('textbox', { name: 'Website' }) as HTMLInputElement).type).toBe('url');
  expect((screen.getByRole('textbox', { name: 'Website' }) as HTMLInputElement).required).toBe(false);
  expect(stepStatus()).toEqual(['done', 'current', 'pending', 'pending', 'pending', 'pending']);
});

test('a failing step stays put and shows the dismissible red banner with the step’s message', async () => {
  renderWizard([websiteMock({ result: undefined, error: new Error('Network down') })]);
  fillCompanyInfo();
  next();
  const banner = await screen.findByTestId('wizard-error');
  expect(banner.textContent).toContain('Failed to fetch website. Please try again.');
  expect(screen.getByRole('heading', { name: 'Company Info' })).toBeInTheDocument();
  fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByTestId('wizard-error')).toBeNull();
});

test('a rate limit shows the server message instead', async () => {
  renderWizard([
    websiteMock({
      result: undefined,
      error: new CombinedGraphQLErrors({
        errors: [
          {
            message: 'Too many requests from your network. Please try again in an hour.',
            extensions: { code: 'RATE_LIMITED' },
          },
        ],
      }),
    }),
  ]);
  fillCompanyInfo();
  next();
  expect((await screen.findByTestId('wizard-error')).textContent).toContain(
    'Too many requests from your network. Please try again in an hour.',
  );
});

test('competitors: add shows n/5 and hides at 5; blanks are removed on submit', async () => {
  renderWizard([websiteMock(), competitorsMock(['Kongly']), keywordsMock(['Kongly', 'Gatewise'])]);
  fillCompanyInfo();
  next();
  await screen.findByRole('heading', { name: 'Website' });
  next();
  await screen.findByRole('heading', { name: 'Competitors' });
  expect((screen.getByLabelText('Competitor 1') as HTMLInputElement).value).toBe('Kongly');
  fireEvent.click(screen.getByRole('button', { name: '+ Add competitor (1/5)' }));
  fireEvent.click(screen.getByRole('button', { name: '+ Add competitor (2/5)' }));
  fireEvent.click(screen.getByRole('button', { name: '+ Add competitor (3/5)' }));
  fireEvent.click(screen.getByRole('button', { name: '+ Add competitor (4/5)' }));
  expect(screen.queryByRole('button', { name: /Add competitor/ })).toBeNull();
  fireEvent.change(screen.getByLabelText('Competitor 3'), { target: { value: 'Gatewise' } });
  fireEvent.change(screen.getByLabelText('Competitor 4'), { target: { value: '   ' } });
  next();
  // The keywords call got ['Kongly', 'Gatewise']: the mock only matches those exact variables.
  expect(await screen.findByRole('heading', { name: 'Search Topics' })).toBeInTheDocument();
});

test('competitors: none suggested offline lets the visitor type them', async () => {
  renderWizard([websiteMock(), competitorsMock([])]);
  fillCompanyInfo();
  next();
  await screen.findByRole('heading', { name: 'Website' });
  next();
  expect(await screen.findByText(/could not suggest competitors automatically/)).toBeInTheDocument();
  expect((screen.getByLabelText('Competitor 1') as HTMLInputElement).value).toBe('');
});

test('search topics: n/10, remove only when more than one; prompts: 10+ slots labelled Generic then Brand-specific', async () => {
  renderWizard([
    websiteMock(),
    competitorsMock(['Kongly']),
    keywordsMock(['Kongly']),
    promptsMock(['Kongly'], ['API gateway', 'developer portal']),
  ]);
  fillCompanyInfo();
  next();
  await screen.findByRole('heading', { name: 'Website' });
  next();
  await screen.findByRole('heading', { name: 'Competitors' });
  next();
  await screen.findByRole('heading', { name: 'Search Topics' });
  expect(screen.queryByRole('button', { name: /Remove topic/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '+ Add topic (1/10)' }));
  expect(screen.getAllByRole('button', { name: /Remove topic/ })).toHaveLength(2);
  fireEvent.change(screen.getByLabelText('Topic 2'), { target: { value: 'developer portal' } });
  fireEvent.click(screen.getByRole('button', { name: '+ Add topic (2/10)' }));
  next();

  await screen.findByRole('heading', { name: 'Prompts' });
  const labels = screen.getAllByText(/^(Generic|Brand-specific)$/).map((el) => el.textContent);
  expect(labels).toHaveLength(11);
  expect(labels.slice(0, 8).every((label) => label === 'Generic')).toBe(true);
  expect(labels.slice(8).every((label) => label === 'Brand-specific')).toBe(true);
  expect((screen.getByLabelText('Prompt 11') as HTMLInputElement).value).toBe('Question 11?');
  // A prompt is a question in full: every slot is a multi-line field.
  const slots = screen.getAllByLabelText(/^Prompt \d+$/);
  expect(slots).toHaveLength(11);
  for (const slot of slots) expect(slot.tagName).toBe('TEXTAREA');
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('heading', { name: 'Search Topics' })).toBeInTheDocument();
});

test('prompts: a question that names a competitor and not the company is labelled "Names a competitor", also as it is typed', async () => {
  renderWizard([
    websiteMock(),
    competitorsMock(['Kongly']),
    keywordsMock(['Kongly']),
    promptsMock(['Kongly'], ['API gateway']),
  ]);
  fillCompanyInfo();
  next();
  await screen.findByRole('heading', { name: 'Website' });
  next();
  await screen.findByRole('heading', { name: 'Competitors' });
  next();
  await screen.findByRole('heading', { name: 'Search Topics' });
  next();
  await screen.findByRole('heading', { name: 'Prompts' });
  const labelOf = (slot: number) =>
    screen.getByText(`Prompt ${slot}`).parentElement!.textContent!.replace(`Prompt ${slot}`, '');
  expect(labelOf(1)).toBe('Generic');
  fireEvent.change(screen.getByLabelText('Prompt 1'), {
    target: { value: 'Who do people turn to instead of kongly?' },
  });
  expect(labelOf(1)).toBe('Names a competitor');
  // Naming the company too makes it a question about the brand: the slot's own label again.
  fireEvent.change(screen.getByLabelText('Prompt 1'), {
    target: { value: 'How does Quillstack compare to Kongly?' },
  });
  expect(labelOf(1)).toBe('Generic');
  fireEvent.change(screen.getByLabelText('Prompt 9'), { target: { value: 'Is Kongly worth it?' } });
  expect(labelOf(9)).toBe('Names a competitor');
  expect(labelOf(10)).toBe('Brand-specific');
});

test('generate: success screen, then "Generate Another Report" starts over with empty data', async () => {
  renderWizard([
    websiteMock(),
    competitorsMock(['Kongly']),
    keywordsMock(['Kongly']),
    promptsMock(['Kongly'], ['API gateway']),
    {
      request: {
        query: RequestReportDocument,
        variables: {
          input: {
            email: 'ada@example.com',
            companyName: 'Quillstack',
            website: 'https://quillstack.com',
            competitors: ['Kongly'],
            keywords: ['API gateway'],
            prompts: PROMPTS.slice(0, 10),
            phone: null,
          },
        },
      },
      result: {
        data: {
          requestReport: { __typename: 'RequestReportPayload', token: 't'.repeat(43), status: 'QUEUED' },
        },
      },
    },
  ]);
  fillCompanyInfo();
  for (const heading of ['Website', 'Competitors', 'Search Topics', 'Prompts']) {
    next();
    await screen.findByRole('heading', { name: heading });
  }
  fireEvent.change(screen.getByLabelText('Prompt 11'), { target: { value: '' } });
  next();
  await screen.findByRole('heading', { name: 'Generate' });
  expect(stepStatus()).toEqual(['done', 'done', 'done', 'done', 'done', 'current']);
  expect(screen.getByText('10 prompts')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
  expect(await screen.findByText('You should be getting something within 5 minutes')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Progress' })).toBeNull();
  // The way from one report to an account, named for the company just reported on.
  expect(screen.getByRole('heading', { name: 'Track Quillstack every day' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/auth?mode=signup',
  );

  fireEvent.click(screen.getByRole('button', { name: 'Generate Another Report' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Company Info' })).toBeInTheDocument());
  expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('');
  expect((screen.getByLabelText(/Company name/) as HTMLInputElement).value).toBe('');
  expect(stepStatus()[0]).toBe('current');
});

test('generate failure shows "Failed to generate report. Please try again."', async () => {
  renderWizard([
    websiteMock(),
    competitorsMock([]),
    keywordsMock([]),
    promptsMock([], ['API gateway']),
    {
      request: { query: RequestReportDocument, variables: () => true },
      error: new Error('boom'),
    },
  ]);
  fillCompanyInfo();
  for (const heading of ['Website', 'Competitors', 'Search Topics', 'Prompts', 'Generate']) {
    next();
    await screen.findByRole('heading', { name: heading });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
  expect((await screen.findByTestId('wizard-error')).textContent).toContain(
    'Failed to generate report. Please try again.',
  );
  expect(screen.getByRole('heading', { name: 'Generate' })).toBeInTheDocument();
});
