import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { MemberRole } from '../../__generated__/graphql';
import { UpdateWorkspaceDocument, WorkspaceSectionDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { RoleContext } from '../workspace/role';
import { WorkspaceSection } from './WorkspaceSection';

const section = (role: MemberRole, extra: unknown[] = []) =>
  renderWithProviders(
    <RoleContext value={role}>
      <WorkspaceSection />
    </RoleContext>,
    {
      route: '/dashboard/settings',
      path: '/dashboard/settings',
      mocks: [
        {
          request: { query: WorkspaceSectionDocument },
          result: {
            data: {
              viewer: {
                __typename: 'Viewer',
                role,
                brand: { __typename: 'Brand', id: 'b1', name: 'Quillstack' },
                workspace: { __typename: 'Workspace', id: 'w1', name: 'demo', actionCenter: false },
              },
            },
          },
        },
        ...(extra as never[]),
      ],
    },
  );

test('an owner turns the Action Center on, and deletes the brand only after typing its name', async () => {
  section('OWNER', [
    {
      request: { query: UpdateWorkspaceDocument, variables: { input: { actionCenter: true } } },
      result: {
        data: {
          updateWorkspace: {
            __typename: 'UpdateWorkspacePayload',
            workspace: { __typename: 'Workspace', id: 'w1', name: 'demo', actionCenter: true },
          },
        },
      },
    },
  ]);
  const toggle = await screen.findByRole('checkbox', { name: 'Action Center' });
  expect(toggle).not.toBeChecked();
  fireEvent.click(toggle);
  expect(await screen.findByText('Action Center turned on')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Delete brand…' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Quillstack?' });
  // The export comes first, in the same dialog.
  expect(within(dialog).getByRole('button', { name: 'Export answers (CSV)' })).toBeInTheDocument();
  const submit = within(dialog).getByRole('button', { name: 'Delete brand' });
  expect(submit).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText(/Type the brand’s name/), {
    target: { value: 'Quillstac' },
  });
  expect(submit).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText(/Type the brand’s name/), {
    target: { value: 'Quillstack' },
  });
  expect(submit).toBeEnabled();
});

test('an editor sees the setting, cannot change it and is told why; no Delete brand', async () => {
  section('EDITOR');
  const toggle = await screen.findByRole('checkbox', { name: 'Action Center' });
  expect(toggle).toBeDisabled();
  expect(screen.getByText('Only admins and owners can do this; your role is Editor.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete brand…' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute(
    'href',
    '/dashboard/settings/members',
  );
});

test('an admin renames the workspace', async () => {
  section('ADMIN', [
    {
      request: { query: UpdateWorkspaceDocument, variables: { input: { name: 'Stride Labs' } } },
      result: {
        data: {
          updateWorkspace: {
            __typename: 'UpdateWorkspacePayload',
            workspace: { __typename: 'Workspace', id: 'w1', name: 'Stride Labs', actionCenter: false },
          },
        },
      },
    },
  ]);
  const form = await screen.findByRole('form', { name: 'Workspace name' });
  const field = within(form).getByLabelText('Workspace name');
  expect(field).toHaveValue('demo');
  expect(within(form).getByRole('button', { name: 'Save name' })).toBeDisabled();
  fireEvent.change(field, { target: { value: ' Stride Labs ' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save name' }));
  expect(await screen.findByText('Workspace renamed')).toBeInTheDocument();
  expect(await screen.findByDisplayValue('Stride Labs')).toBeInTheDocument();
});

test('an editor sees the workspace name read-only', async () => {
  section('EDITOR');
  const form = await screen.findByRole('form', { name: 'Workspace name' });
  expect(within(form).getByLabelText('Workspace name')).toBeDisabled();
  expect(within(form).queryByRole('button', { name: 'Save name' })).toBeNull();
});
