import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Panel } from '../../components/Panel';
import { toaster } from '../../components/toaster';
import { errorMessage, useFormSubmit } from '../../lib/form-submit';
import { useAuthClient } from '../auth/session';

/** Which field a refusal of the auth server is about, by GoTrue's error codes; null for neither. */
function fieldOf(failure: unknown): 'current' | 'next' | null {
  const code = (failure as { code?: string } | null)?.code;
  if (code === 'current_password_invalid' || code === 'current_password_required') return 'current';
  if (code === 'weak_password' || code === 'validation_failed') return 'next';
  return null;
}

function PasswordField(props: {
  label: string;
  name: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error: string | null;
  help?: string;
}) {
  return (
    <Field.Root required invalid={props.error !== null}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        type="password"
        name={props.name}
        autoComplete={props.name}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error !== null ? (
        <Field.ErrorText>{props.error}</Field.ErrorText>
      ) : (
        props.help && <Field.HelperText>{props.help}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/**
 * A new password for the signed-in user: the current one is asked for (the server checks it and counts a
 * wrong one as a failed sign-in), so a session left open somewhere cannot make the account someone else's.
 */
export function PasswordSection() {
  const auth = useAuthClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { processing, failure, onSubmit } = useFormSubmit(async () => {
    const { error } = await auth.updateUser({ password: next, current_password: current });
    if (error) throw error;
    setCurrent('');
    setNext('');
    toaster.create({
      type: 'success',
      title: 'Password changed',
      description: 'Your other devices are signed out.',
    });
  });
  const field = failure ? fieldOf(failure) : null;
  const errorOf = (which: 'current' | 'next') => (field === which ? errorMessage(failure) : null);

  return (
    <Panel title="Password" description="The password you sign in with">
      <form onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="3" maxW="md">
          <PasswordField
            label="Current password"
            name="current-password"
            value={current}
            onChange={setCurrent}
            disabled={processing}
            error={errorOf('current')}
          />
          <PasswordField
            label="New password"
            name="new-password"
            value={next}
            onChange={setNext}
            disabled={processing}
            error={errorOf('next')}
            help="At least 8 characters, and not one that is easy to guess."
          />
          {failure !== null && field === null && (
            <Text role="alert" color="fg.error" textStyle="sm">
              {errorMessage(failure)}
            </Text>
          )}
          <Button
            type="submit"
            colorPalette="teal"
            alignSelf="flex-start"
            loading={processing}
            disabled={!current || !next}
          >
            Change password
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}
