import { Button, Field, HStack, Input, Stack, Switch, Text, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  useDeleteBrandMutation,
  useUpdateWorkspaceMutation,
  useWorkspaceSectionQuery,
} from '../../__generated__/hooks';
import { DownloadIcon } from '../../components/icons';
import { Panel } from '../../components/Panel';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/form-submit';
import { useAuthClient } from '../auth/session';
import { ManageDialog } from '../prompts/manage/ManageDialog';
import { fieldProblem } from '../alerts/alertRules';
import { useActiveBrandId, withBrand } from '../workspace/activeBrand';
import { RoleHint, useRoleGate, type RoleGate } from '../workspace/role';
import { downloadAnswersExport } from './answersExport';

/** After a brand is gone: a fresh load of a brand the person still has (none of the old brand's pages stay). */
const openBrand = (id: string | null) =>
  window.location.assign(id ? withBrand('/dashboard', id) : '/dashboard');

/** "Delete brand": export first, then the brand's name typed again. */
function DeleteBrandDialog({
  brand,
  open,
  onClose,
}: {
  brand: { id: string; name: string };
  open: boolean;
  onClose: () => void;
}) {
  const auth = useAuthClient();
  const activeBrand = useActiveBrandId();
  const [typed, setTyped] = useState('');
  const [exporting, setExporting] = useState(false);
  const [remove, { loading, error, reset }] = useDeleteBrandMutation();
  const close = () => {
    setTyped('');
    reset();
    onClose();
  };
  async function onExport() {
    setExporting(true);
    try {
      await downloadAnswersExport(auth, activeBrand ?? brand.id);
    } catch (e) {
      toaster.create({ type: 'error', title: 'Export failed', description: errorMessage(e) });
    } finally {
      setExporting(false);
    }
  }
  async function onDelete() {
    try {
      const { data } = await remove({ variables: { input: { id: brand.id, confirmation: typed } } });
      if (data) openBrand(data.deleteBrand.brands[0]?.id ?? null);
    } catch {
      // shown in the dialog
    }
  }
  return (
    <ManageDialog
      open={open}
      danger
      title={`Delete ${brand.name}?`}
      description="The brand, its competitors, topics, prompts, answers and figures are removed for good. Export what you want to keep first."
      submitLabel="Delete brand"
      submitDisabled={typed.trim() !== brand.name}
      loading={loading}
      error={error ? errorMessage(error) : null}
      onSubmit={() => void onDelete()}
      onClose={close}
    >
      <HStack gap="3" flexWrap="wrap">
        <Button size="sm" variant="outline" loading={exporting} onClick={() => void onExport()}>
          <DownloadIcon />
          Export answers (CSV)
        </Button>
        <Text textStyle="xs" color="fg.muted">
          Every collected answer of this brand.
        </Text>
      </HStack>
      <Field.Root>
        <Field.Label>Type the brand’s name, {brand.name}, to confirm</Field.Label>
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </Field.Root>
    </ManageDialog>
  );
}

/** The workspace's name, as members and invitations see it (admins and owners change it). */
function WorkspaceNameForm({ name, gate }: { name: string; gate: RoleGate }) {
  const [typed, setTyped] = useState(name);
  const [update, { loading, error, reset }] = useUpdateWorkspaceMutation();
  const problem = error ? (fieldProblem(error, 'name') ?? errorMessage(error)) : null;
  const changed = typed.trim() !== name;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const { data } = await update({ variables: { input: { name: typed.trim() } } });
      if (!data) return;
      toaster.create({
        type: 'success',
        title: 'Workspace renamed',
        description: `Invitations and the brand menu now say ${data.updateWorkspace.workspace.name}.`,
      });
    } catch {
      // shown under the field
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label="Workspace name">
      <HStack gap="2" align="flex-end" flexWrap="wrap">
        <Field.Root invalid={!!problem} disabled={!gate.allowed} maxW="sm">
          <Field.Label>Workspace name</Field.Label>
          <Input
            value={typed}
            maxLength={80}
            onChange={(e) => {
              setTyped(e.target.value);
              if (error) reset();
            }}
          />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        {gate.allowed && (
          <Button type="submit" size="sm" colorPalette="teal" loading={loading} disabled={!changed}>
            Save name
          </Button>
        )}
      </HStack>
    </form>
  );
}

/**
 * Settings → Workspace: its name, members and the audit log, the Action Center setting (admins and owners) and
 * deleting the active brand (owners).
 */
export function WorkspaceSection() {
  // errorPolicy all: the links still show if the workspace's settings cannot be read.
  const { data, error } = useWorkspaceSectionQuery({ errorPolicy: 'all' });
  const [update, { loading: updating }] = useUpdateWorkspaceMutation();
  const [deleting, setDeleting] = useState(false);
  const adminGate = useRoleGate('ADMIN');
  const ownerGate = useRoleGate('OWNER');
  const workspace = data?.viewer.workspace;
  const brand = data?.viewer.brand;

  async function onActionCenter(on: boolean) {
    try {
      await update({ variables: { input: { actionCenter: on } }, refetchQueries: ['ActionRoute'] });
      toaster.create({
        type: 'success',
        title: on ? 'Action Center turned on' : 'Action Center turned off',
        description: on
          ? 'Its tools are open to every editor of this workspace.'
          : 'Its tools are closed for this workspace.',
      });
    } catch (e) {
      toaster.create({ type: 'error', title: 'Not changed', description: errorMessage(e) });
    }
  }

  return (
    <Panel
      title="Workspace"
      description={
        workspace ? `${workspace.name}: its members, changes and settings` : 'Members, changes and settings'
      }
    >
      <Stack gap="5">
        {/* Keyed by the name: a saved (or elsewhere changed) name starts the field afresh. */}
        {workspace && <WorkspaceNameForm key={workspace.name} name={workspace.name} gate={adminGate} />}
        <Wrap gap="2">
          <Button asChild size="sm" colorPalette="teal">
            <RouterLink to="/dashboard/settings/members">Members</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/dashboard/settings/audit-log">Audit log</RouterLink>
          </Button>
        </Wrap>
        <Stack gap="1">
          {workspace ? (
            <Switch.Root
              checked={workspace.actionCenter}
              disabled={!adminGate.allowed || updating}
              onCheckedChange={({ checked }) => void onActionCenter(checked)}
              colorPalette="teal"
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>Action Center</Switch.Label>
            </Switch.Root>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              The Action Center setting could not be loaded{error ? `: ${error.message}` : '.'}
            </Text>
          )}
          <Text textStyle="xs" color="fg.muted">
            Content, outreach and source tools for this workspace’s brands.
          </Text>
          <RoleHint gate={adminGate} />
        </Stack>
        {brand && ownerGate.allowed && (
          <Stack gap="1" align="flex-start">
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
              Delete brand…
            </Button>
            <Text textStyle="xs" color="fg.muted">
              Removes {brand.name} and all its data; you can export its answers first. A workspace keeps its
              last brand.
            </Text>
            <DeleteBrandDialog brand={brand} open={deleting} onClose={() => setDeleting(false)} />
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}
