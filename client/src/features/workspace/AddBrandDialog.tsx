import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateBrandMutation } from '../../__generated__/hooks';
import { errorMessage } from '../../lib/form-submit';
import { fieldProblem } from '../alerts/alertRules';
import { ManageDialog } from '../prompts/manage/ManageDialog';
import { withBrand } from './activeBrand';

/** Names the comma-separated aliases typed into the form. */
const aliasList = (text: string) =>
  text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/** "Add brand": name, website and aliases, then that brand's onboarding. */
export default function AddBrandDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [website, setWebsite] = useState('');
  const [aliases, setAliases] = useState('');
  const [create, { loading, error, reset }] = useCreateBrandMutation();
  const close = () => {
    reset();
    onClose();
  };
  const submit = async () => {
    try {
      const { data } = await create({
        variables: {
          input: { name: name.trim(), website: website.trim() || null, aliases: aliasList(aliases) },
        },
      });
      if (!data) return;
      close();
      setName('');
      setWebsite('');
      setAliases('');
      // The new brand's setup: competitors, topics and prompts (the onboarding runs while it is needed).
      void navigate(withBrand('/dashboard/onboarding', data.createBrand.brand.id));
    } catch {
      // shown below the fields
    }
  };
  const nameProblem = fieldProblem(error, 'name');
  const websiteProblem = fieldProblem(error, 'website');
  const aliasesProblem = fieldProblem(error, 'aliases');
  const general = error && !nameProblem && !websiteProblem && !aliasesProblem ? errorMessage(error) : null;
  return (
    <ManageDialog
      open={open}
      title="Add brand"
      description="A brand of this workspace, with its own competitors, topics and prompts. Its setup comes next."
      submitLabel="Add brand"
      submitDisabled={!name.trim()}
      loading={loading}
      error={general}
      onSubmit={() => void submit()}
      onClose={close}
    >
      <Field.Root required invalid={!!nameProblem}>
        <Field.Label>Brand name</Field.Label>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} autoFocus />
        <Field.ErrorText>{nameProblem}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!websiteProblem}>
        <Field.Label>Website</Field.Label>
        <Input
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
          placeholder="https://example.com"
          inputMode="url"
        />
        <Field.ErrorText>{websiteProblem}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!aliasesProblem}>
        <Field.Label>Aliases</Field.Label>
        <Input
          value={aliases}
          onChange={(e) => setAliases(e.target.value)}
          placeholder="Other names, separated by commas"
        />
        {aliasesProblem ? (
          <Field.ErrorText>{aliasesProblem}</Field.ErrorText>
        ) : (
          <Field.HelperText>Other names the brand goes by in answers.</Field.HelperText>
        )}
      </Field.Root>
    </ManageDialog>
  );
}
