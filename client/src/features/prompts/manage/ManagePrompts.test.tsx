import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gql, type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { expect, test } from 'vitest';
import {
  ManageAddPromptDocument,
  ManageArchivePromptDocument,
  ManageArchiveTopicDocument,
  ManageCreateTopicDocument,
  ManageEditPromptDocument,
  ManageMovePromptDocument,
  ManageRenameTopicDocument,
  ManageSetPromptKindDocument,
} from '../../../__generated__/hooks';
import { renderWithProviders, type RenderOptions } from '../../../test/render';
import {
  engineSettingsMock,
  managedPrompt,
  managedTopic,
  managedTopics,
  managedTopicsMock,
  topicSuggestionsMock,
} from './fixtures';
import { ManagePrompts } from './ManagePrompts';

const renderManage = (mocks: NonNullable<RenderOptions['mocks']> = []) =>
  renderWithProviders(<ManagePrompts />, {
    mocks: [managedTopicsMock(), engineSettingsMock(), topicSuggestionsMock(), ...mocks],
  });

const topicCard = (name: string) => screen.getByRole('region', { name: `Topic ${name}` });

/** Opens an actions menu and picks an item (the menu selects the item it highlighted when the pointer went down). */
async function pick(menuLabel: string, item: string) {
  fireEvent.click(await screen.findByRole('button', { name: menuLabel }));
  const menuItem = await screen.findByRole('menuitem', { name: item });
  fireEvent.pointerDown(menuItem);
  await waitFor(() => expect(menuItem.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(menuItem);
}

/** Picks a menu item that opens a dialog, and returns the dialog. */
async function choose(menuLabel: string, item: string) {
  await pick(menuLabel, item);
  return screen.findByRole(/archive/i.test(item) ? 'alertdialog' : 'dialog');
}

const refused = (query: DocumentNode, variables: Record<string, unknown>, message: string) => ({
  request: { query, variables },
  result: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] },
});

test('lists the topics (not the aggregate) with their active prompts; archived ones on request, read-only', async () => {
  const withArchived = [
    ...managedTopics(),
    managedTopic('t9', 'Old topic', [managedPrompt('p9', 't9', 'A question from long ago?', true)], {
      archived: true,
    }),
  ];
  renderManage([managedTopicsMock(withArchived, true)]);
  expect(await screen.findByText('2 topics, 3 active prompts')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Topic Aggregate' })).toBeNull();
  const crm = topicCard('CRM software');
  expect(within(crm).getByText('What is the best CRM for startups?')).toBeInTheDocument();
  expect(within(crm).queryByText('An old question we stopped asking?')).toBeNull();
  expect(within(crm).getByText('2 active prompts, 1 archived')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('checkbox', { name: 'Show archived' }));
  const old = await screen.findByRole('region', { name: 'Topic Old topic' });
  expect(within(old).getAllByText('Archived')).toHaveLength(2);
  expect(within(old).queryByRole('button')).toBeNull();
  expect(within(old).queryByRole('textbox')).toBeNull();
  const archivedRow = within(topicCard('CRM software')).getByText('An old question we stopped asking?');
  expect(within(archivedRow.parentElement as HTMLElement).getByText('Archived')).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'Actions for prompt "An old question we stopped asking?"' }),
  ).toBeNull();
});

test('New topic sends createTopic and the list shows the new topic', async () => {
  const created = managedTopic('t3', 'Sales enablement');
  renderManage([
    {
      request: { query: ManageCreateTopicDocument, variables: { input: { name: 'Sales enablement' } } },
      result: { data: { createTopic: { __typename: 'CreateTopicPayload', topic: created } } },
    },
    managedTopicsMock([...managedTopics(), created]),
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'New topic' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Topic name/ }), {
    target: { value: 'Sales enablement' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create topic' }));
  expect(await screen.findByRole('region', { name: 'Topic Sales enablement' })).toBeInTheDocument();
  expect(await screen.findByText('Topic "Sales enablement" created')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('New topic offers the phrases the account’s answers use most; one click fills the name', async () => {
  renderWithProviders(<ManagePrompts />, {
    mocks: [
      managedTopicsMock(),
      engineSettingsMock(),
      topicSuggestionsMock(['API gateways', 'rate limiting']),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'New topic' }));
  const dialog = await screen.findByRole('dialog');
  const suggested = await within(dialog).findByRole('group', { name: 'Suggested topics' });
  fireEvent.click(within(suggested).getByRole('button', { name: 'rate limiting' }));
  expect(within(dialog).getByRole('textbox', { name: /Topic name/ })).toHaveValue('rate limiting');
});

test('a refused topic name keeps the dialog open with the server’s message', async () => {
  renderManage([
    refused(
      ManageCreateTopicDocument,
      { input: { name: 'crm SOFTWARE' } },
      'A topic named "crm SOFTWARE" already exists.',
    ),
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'New topic' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Topic name/ }), {
    target: { value: 'crm SOFTWARE' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create topic' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'A topic named "crm SOFTWARE" already exists.',
  );
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('Rename topic sends renameTopic with the new name', async () => {
  const renamed = managedTopics();
  renamed[1] = { ...renamed[1]!, name: 'CRM platforms' };
  renderManage([
    {
      request: {
        query: ManageRenameTopicDocument,
        variables: { input: { id: 't1', name: 'CRM platforms' } },
      },
      result: { data: { renameTopic: { __typename: 'RenameTopicPayload', topic: renamed[1]! } } },
    },
    managedTopicsMock(renamed),
  ]);
  const dialog = await choose('Actions for topic CRM software', 'Rename topic');
  const name = within(dialog).getByRole('textbox', { name: /Topic name/ }) as HTMLInputElement;
  expect(name.value).toBe('CRM software');
  fireEvent.change(name, { target: { value: 'CRM platforms' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
  expect(await screen.findByRole('region', { name: 'Topic CRM platforms' })).toBeInTheDocument();
});

test('archiving a topic asks first, says the history is kept, and Cancel sends nothing', async () => {
  const archived = { ...managedTopics()[1]!, archived: true };
  renderManage([
    {
      request: { query: ManageArchiveTopicDocument, variables: { input: { id: 't1' } } },
      result: { data: { archiveTopic: { __typename: 'ArchiveTopicPayload', topic: archived } } },
    },
    managedTopicsMock([managedTopics()[0]!, managedTopics()[2]!]),
  ]);
  let dialog = await choose('Actions for topic CRM software', 'Archive topic');
  expect(within(dialog).getByText('Archive "CRM software"?')).toBeInTheDocument();
  expect(dialog.textContent).toContain('Its 2 prompts will no longer be asked');
  expect(dialog.textContent).toContain('The answers collected so far and their history are kept.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(topicCard('CRM software')).toBeInTheDocument();

  dialog = await choose('Actions for topic CRM software', 'Archive topic');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Archive topic' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Topic CRM software' })).toBeNull());
  expect(screen.getByText('Topic "CRM software" archived')).toBeInTheDocument();
});

const OVERVIEW_COUNT = gql`
  query OverviewCount {
    overview {
      promptCount
    }
  }
`;

test('adding a prompt sends addPrompt to its topic; a refusal shows under the field', async () => {
  const question = 'Which CRM integrates with Slack?';
  const added = managedPrompt('p4', 't2', question);
  const after = managedTopics();
  after[2] = { ...after[2]!, prompts: [...after[2]!.prompts, added] };
  let client: ApolloClient | undefined;
  function GrabClient() {
    client = useApolloClient();
    return null;
  }
  renderWithProviders(
    <>
      <ManagePrompts />
      <GrabClient />
    </>,
    {
      mocks: [
        managedTopicsMock(),
        engineSettingsMock(),
        refused(
          ManageAddPromptDocument,
          { input: { topicId: 't2', question: 'Hi?' } },
          'A prompt is 5 to 500 characters long.',
        ),
        {
          request: { query: ManageAddPromptDocument, variables: { input: { topicId: 't2', question } } },
          result: { data: { addPrompt: { __typename: 'AddPromptPayload', prompt: added } } },
        },
        managedTopicsMock(after),
      ],
    },
  );
  const input = await screen.findByRole('textbox', { name: 'New prompt in Marketing automation' });
  // The overview's cached prompt count, from an earlier visit.
  client!.writeQuery({
    query: OVERVIEW_COUNT,
    data: { overview: { __typename: 'Overview', promptCount: 3 } },
  });
  const card = topicCard('Marketing automation');
  fireEvent.change(input, { target: { value: 'Hi?' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Add prompt' }));
  expect(await within(card).findByText('A prompt is 5 to 500 characters long.')).toBeInTheDocument();

  fireEvent.change(input, { target: { value: question } });
  fireEvent.click(within(card).getByRole('button', { name: 'Add prompt' }));
  expect(await within(card).findByText(question)).toBeInTheDocument();
  expect((input as HTMLInputElement).value).toBe('');
  expect(within(card).queryByText('A prompt is 5 to 500 characters long.')).toBeNull();
  // The stale count is dropped, so the overview asks the server again when it is next opened.
  expect(client!.readQuery({ query: OVERVIEW_COUNT })).toBeNull();
});

test('Edit text sends editPrompt; a duplicate is refused in the server’s words', async () => {
  const edited = 'What is the best CRM for a startup in 2026?';
  const after = managedTopics();
  after[1] = {
    ...after[1]!,
    prompts: after[1]!.prompts.map((p) => (p.id === 'p1' ? { ...p, question: edited } : p)),
  };
  renderManage([
    refused(
      ManageEditPromptDocument,
      { input: { id: 'p1', question: 'Which CRM has the best email tools?' } },
      'This topic already has the prompt "Which CRM has the best email tools?".',
    ),
    {
      request: { query: ManageEditPromptDocument, variables: { input: { id: 'p1', question: edited } } },
      result: {
        data: { editPrompt: { __typename: 'EditPromptPayload', prompt: managedPrompt('p1', 't1', edited) } },
      },
    },
    managedTopicsMock(after),
  ]);
  const dialog = await choose('Actions for prompt "What is the best CRM for startups?"', 'Edit text');
  const text = within(dialog).getByRole('textbox', { name: /Prompt/ });
  fireEvent.change(text, { target: { value: 'Which CRM has the best email tools?' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save prompt' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'This topic already has the prompt "Which CRM has the best email tools?".',
  );
  fireEvent.change(text, { target: { value: edited } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save prompt' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await within(topicCard('CRM software')).findByText(edited)).toBeInTheDocument();
});

test('Move sends movePrompt with the chosen topic and explains where the history stays', async () => {
  const moved = managedTopics();
  const prompt = managedPrompt('p2', 't2', 'Which CRM has the best email tools?');
  moved[1] = { ...moved[1]!, prompts: moved[1]!.prompts.filter((p) => p.id !== 'p2') };
  moved[2] = { ...moved[2]!, prompts: [...moved[2]!.prompts, prompt] };
  renderManage([
    {
      request: { query: ManageMovePromptDocument, variables: { input: { id: 'p2', topicId: 't2' } } },
      result: { data: { movePrompt: { __typename: 'MovePromptPayload', prompt } } },
    },
    managedTopicsMock(moved),
  ]);
  const dialog = await choose(
    'Actions for prompt "Which CRM has the best email tools?"',
    'Move to another topic',
  );
  expect(dialog.textContent).toContain('Answers collected so far stay counted under "CRM software"');
  const select = within(dialog).getByRole('combobox', { name: 'Move to' }) as HTMLSelectElement;
  expect([...select.options].map((o) => o.text)).toEqual(['Marketing automation']);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move prompt' }));
  await waitFor(() =>
    expect(
      within(topicCard('Marketing automation')).getByText('Which CRM has the best email tools?'),
    ).toBeInTheDocument(),
  );
  expect(within(topicCard('CRM software')).queryByText('Which CRM has the best email tools?')).toBeNull();
});

test('archiving a prompt asks first; the server’s refusal shows in the dialog', async () => {
  renderManage([
    refused(ManageArchivePromptDocument, { input: { id: 'p3' } }, 'No such prompt in this account.'),
    {
      request: { query: ManageArchivePromptDocument, variables: { input: { id: 'p3' } } },
      result: {
        data: {
          archivePrompt: {
            __typename: 'ArchivePromptPayload',
            prompt: managedPrompt('p3', 't2', 'Which marketing automation tool is easiest?', true),
          },
        },
      },
    },
    managedTopicsMock(),
  ]);
  const dialog = await choose(
    'Actions for prompt "Which marketing automation tool is easiest?"',
    'Archive prompt',
  );
  expect(dialog.textContent).toContain('Its answers and history are kept.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Archive prompt' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('No such prompt in this account.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Archive prompt' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(screen.getByText('Prompt archived')).toBeInTheDocument();
});

test('a prompt shows its kind, and the account can count it as the other kind or hand it back', async () => {
  const question = 'Which CRM has the best email tools?';
  const overridden = managedTopics();
  const setByUser = managedPrompt('p2', 't1', question, false, 'BRANDED', true);
  overridden[1] = {
    ...overridden[1]!,
    prompts: overridden[1]!.prompts.map((p) => (p.id === 'p2' ? setByUser : p)),
  };
  renderManage([
    {
      request: { query: ManageSetPromptKindDocument, variables: { input: { id: 'p2', kind: 'BRANDED' } } },
      result: { data: { setPromptKind: { __typename: 'SetPromptKindPayload', prompt: setByUser } } },
    },
    managedTopicsMock(overridden),
  ]);
  expect(await screen.findByText('2 topics, 3 active prompts')).toBeInTheDocument();
  const row = async () => (await within(topicCard('CRM software')).findByText(question)).parentElement!;
  expect(within(await row()).getByText('Unbranded')).toBeInTheDocument();
  await pick(`Actions for prompt "${question}"`, 'Count as branded');
  expect(await screen.findByText('Counted as branded')).toBeInTheDocument();
  await waitFor(async () =>
    expect(within(await row()).getByText('Branded · set by you')).toBeInTheDocument(),
  );
  fireEvent.click(screen.getByRole('button', { name: `Actions for prompt "${question}"` }));
  expect(await screen.findByRole('menuitem', { name: 'Let Sightline decide the kind' })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Count as unbranded' })).toBeInTheDocument();
});
