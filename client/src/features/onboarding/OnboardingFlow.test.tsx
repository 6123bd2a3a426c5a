import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import {
  CompleteOnboardingDocument,
  SuggestCompetitorsDocument,
  SuggestKeywordsDocument,
  SuggestPromptsDocument,
  SuggestWebsiteDocument,
} from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { OnboardingFlow } from './OnboardingFlow';
import type { OnboardingDraft } from './onboardingRules';

const EMPTY: OnboardingDraft = { name: '', website: '', aliases: [], competitors: [], topics: [] };

const websiteMock: MockedResponse = {
  request: { query: SuggestWebsiteDocument, variables: { input: { companyName: 'Acme Robotics' } } },
  result: {
    data: { suggestWebsite: { __typename: 'SuggestWebsitePayload', website: 'https://acmerobotics.com' } },
  },
};
const competitorsMock: MockedResponse = {
  request: {
    query: SuggestCompetitorsDocument,
    variables: { input: { companyName: 'Acme Robotics', website: 'https://acmerobotics.com' } },
  },
  result: { data: { suggestCompetitors: { __typename: 'SuggestCompetitorsPayload', competitors: [] } } },
};
const topicsMock: MockedResponse = {
  request: {
    query: SuggestKeywordsDocument,
    variables: {
      input: { companyName: 'Acme Robotics', website: 'https://acmerobotics.com', competitors: ['Botwerk'] },
    },
  },
  result: {
    data: {
      suggestKeywords: {
        __typename: 'SuggestKeywordsPayload',
        // "x" is no topic onboarding would accept, and a repeat is left out.
        keywords: ['Warehouse robots', 'x', 'warehouse ROBOTS', 'Robot arms'],
      },
    },
  },
};
/** The suggested prompts for one topic (of which onboarding keeps the first 3 valid ones). */
const promptsMock = (topic: string, prompts: string[]): MockedResponse => ({
  request: {
    query: SuggestPromptsDocument,
    variables: { input: { companyName: 'Acme Robotics', competitors: ['Botwerk'], keywords: [topic] } },
  },
  result: { data: { suggestPrompts: { __typename: 'SuggestPromptsPayload', prompts } } },
});
const startersMocks = [
  promptsMock('Warehouse robots', [
    'What are the best warehouse robots?',
    'Which warehouse robot is cheapest?',
  ]),
  promptsMock('Robot arms', ['Arm?', 'Which robot arm suits a small factory?']),
];
const oneTopicMock = promptsMock('Cobots', ['Which cobot is safest around people?']);

const expectedInput = {
  brand: { name: 'Acme Robotics', website: 'https://acmerobotics.com', aliases: ['Acme'] },
  competitors: ['Botwerk'],
  topics: [
    { name: 'Warehouse robots', prompts: ['What are the best warehouse robots?'] },
    {
      name: 'Robot arms',
      prompts: ['Which robot arm suits a small factory?', 'Who makes the lightest robot arm?'],
    },
    { name: 'Cobots', prompts: ['Which cobot is safest around people?'] },
  ],
};
const completeMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: CompleteOnboardingDocument, variables: { input: expectedInput } },
  result,
});
const completed = {
  data: {
    completeOnboarding: {
      __typename: 'CompleteOnboardingPayload',
      run: { __typename: 'CollectionRun', id: 'run-1', status: 'QUEUED' },
      viewer: { __typename: 'Viewer', onboarding: { __typename: 'OnboardingState', needed: false } },
    },
  },
};

/** Walking every step renders a lot; a busy machine needs more than the default 5 s. */
const WALK_TIMEOUT = 60_000;

const renderFlow = (mocks: MockedResponse[], initial = EMPTY) =>
  renderWithProviders(<OnboardingFlow initial={initial} />, {
    route: '/dashboard/onboarding',
    path: '/dashboard/onboarding',
    mocks,
    routes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
  });

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepTitle = (name: string) => screen.findByRole('heading', { name, level: 2 });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Brand → competitors → topics with the suggestions above, edited as a person would. */
async function walkToReview() {
  type(/Brand name/, 'Acme Robotics');
  fireEvent.blur(screen.getByLabelText(/Brand name/));
  await waitFor(() =>
    expect((screen.getByLabelText('Website') as HTMLInputElement).value).toBe('https://acmerobotics.com'),
  );
  // What the site counts for, as the figures count it: apart from mentions (UX audit turn 4, H3).
  expect(
    screen.getByText(
      'Optional. Answers that cite your site without naming you are counted apart, as “cited, not named”.',
    ),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '+ Add alias (0/10)' }));
  type('Alias 1', 'Acme');
  next();

  await stepTitle('Competitors');
  expect(screen.getByText(/could not suggest competitors automatically/)).toBeInTheDocument();
  type('Competitor 1', ' Botwerk ');
  next();

  await stepTitle('Topics & prompts');
  expect((screen.getByLabelText('Topic 1 name') as HTMLInputElement).value).toBe('Warehouse robots');
  const first = within(screen.getByRole('group', { name: 'Prompts for Warehouse robots' }));
  expect((first.getByLabelText('Prompt 1') as HTMLInputElement).value).toBe(
    'What are the best warehouse robots?',
  );
  fireEvent.click(first.getByRole('button', { name: 'Remove prompt 2' }));
  const second = within(screen.getByRole('group', { name: 'Prompts for Robot arms' }));
  fireEvent.click(second.getByRole('button', { name: '+ Add prompt (1/10)' }));
  fireEvent.change(second.getByLabelText('Prompt 2'), {
    target: { value: 'Who makes the lightest robot arm?' },
  });

  fireEvent.click(screen.getByRole('button', { name: '+ Add topic (2/10)' }));
  // The examples fit any category, not software only.
  expect(screen.getByLabelText('Topic 3 name').getAttribute('placeholder')).toBe('e.g. running shoes');
  for (const field of screen.getAllByPlaceholderText(/./))
    expect(field.getAttribute('placeholder')).not.toMatch(/\bAPI\b|\btools?\b|\bproviders?\b|software/i);
  type('Topic 3 name', 'Cobots');
  fireEvent.click(screen.getByRole('button', { name: 'Suggest prompts' }));
  const third = within(await screen.findByRole('group', { name: 'Prompts for Cobots' }));
  await waitFor(() =>
    expect((third.getByLabelText('Prompt 1') as HTMLInputElement).value).toBe(
      'Which cobot is safest around people?',
    ),
  );
  next();
  await stepTitle('Review');
}

const savedKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith('sightline:onboarding:'));

beforeEach(() => sessionStorage.clear());

test(
  'a new account walks through the steps with suggestions, keeps them across a reload, then starts tracking and lands on the dashboard',
  async () => {
    const first = renderFlow([websiteMock, competitorsMock, topicsMock, ...startersMocks, oneTopicMock]);
    expect(await stepTitle('Brand')).toBeInTheDocument();
    await walkToReview();
    first.unmount();

    // As after a reload of the tab: the review step again, with everything chosen.
    const { router } = renderFlow([completeMock({ data: completed.data })]);
    expect(await stepTitle('Review')).toBeInTheDocument();
    const summary = within(screen.getByLabelText('Onboarding summary'));
    expect(summary.getByText('Acme Robotics')).toBeInTheDocument();
    expect(summary.getByText('Botwerk')).toBeInTheDocument();
    expect(summary.getByText('Topics (4 prompts)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start tracking' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(
      await screen.findByText('Tracking started: your first answers are on their way.'),
    ).toBeInTheDocument();
    expect(savedKeys()).toEqual([]);
  },
  WALK_TIMEOUT,
);

test('a reload keeps the step and the draft, saved per person', async () => {
  const first = renderFlow([competitorsMock]);
  type(/Brand name/, 'Acme Robotics');
  type('Website', 'https://acmerobotics.com');
  next();
  await stepTitle('Competitors');
  first.unmount();
  expect(savedKeys()).toEqual(['sightline:onboarding:user-1:default']);

  renderFlow([]);
  expect(await stepTitle('Competitors')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  await stepTitle('Brand');
  expect(screen.getByLabelText(/Brand name/)).toHaveValue('Acme Robotics');
});

test(
  'a refusal from the server shows its message on the review step',
  async () => {
    renderFlow([
      websiteMock,
      competitorsMock,
      topicsMock,
      ...startersMocks,
      oneTopicMock,
      completeMock({
        errors: [
          {
            message: 'This account is already set up. Manage its topics and prompts on the prompts page.',
            extensions: { code: 'CONFLICT' },
          },
        ],
      }),
    ]);
    await walkToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Start tracking' }));
    expect(
      await within(await screen.findByTestId('onboarding-error')).findByText(
        'This account is already set up. Manage its topics and prompts on the prompts page.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review', level: 2 })).toBeInTheDocument();
  },
  WALK_TIMEOUT,
);

test('each step shows the server’s messages beside the fields and does not move on', async () => {
  renderFlow([], {
    name: 'Acme',
    website: 'ftp://acme.test',
    aliases: ['y'.repeat(61)],
    competitors: ['Botwerk', 'botwerk'],
    topics: [
      { name: 'R', prompts: ['What are the best robots?'] },
      { name: 'Aggregate view', prompts: [] },
    ],
  });
  next();
  expect(
    await screen.findByText('The website must be an address starting with http:// or https://.'),
  ).toBeInTheDocument();
  expect(screen.getByText('An alias is at most 60 characters.')).toBeInTheDocument();

  type('Website', 'acme.test');
  fireEvent.blur(screen.getByLabelText('Website'));
  expect((screen.getByLabelText('Website') as HTMLInputElement).value).toBe('https://acme.test');
  fireEvent.click(screen.getByRole('button', { name: 'Remove alias 1' }));
  next();
  await stepTitle('Competitors');
  next();
  expect(await screen.findByText('The competitor "botwerk" is listed twice.')).toBeInTheDocument();
  type('Competitor 2', 'acme');
  next();
  expect(await screen.findByText('"acme" is your own brand; list only competitors.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Remove competitor 2' }));
  next();

  await stepTitle('Topics & prompts');
  next();
  expect(await screen.findByText('A topic name is 2 to 60 characters long.')).toBeInTheDocument();
  expect(
    screen.getByText('"Aggregate" is reserved for the overview; choose another name.'),
  ).toBeInTheDocument();
  type('Topic 1 name', 'Robots');
  fireEvent.click(screen.getByRole('button', { name: 'Remove topic Aggregate view' }));
  fireEvent.change(screen.getByLabelText('Prompt 1'), { target: { value: 'Why?' } });
  next();
  expect(await screen.findByText('A prompt is 5 to 500 characters long.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Prompt 1'), { target: { value: ' ' } });
  next();
  expect(await screen.findByText('Add at least one prompt.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Topics & prompts', level: 2 })).toBeInTheDocument();
});
