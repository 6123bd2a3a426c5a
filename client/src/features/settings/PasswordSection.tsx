import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Panel } from '../../components/Panel';
import { toaster } from '../../components/toaster';
import { useAuthClient } from '../auth/session';

type Problem = { field: 'current' | 'next'; message: string };

/** Which field a refusal of the auth server is about (GoTrue's error codes). */
function problemOf(error: { code?: string; message: string }): Problem | null {
  if (error.code === 'current_password_invalid' || error.code === 'current_password_required')
    return { field: 'current', message: error.message };
  if (error.code === 'weak_password' || error.code === 'validation_failed')
    return { field: 'next', message: error.message };
  return null;
}

/**
 * A new password for the signed-in user: the current one is asked for (the server checks it and counts a
 * wrong one as a failed sign-in), so a session left open somewhere cannot make the account someone else's.
 */
export function PasswordSection() {
  const auth = useAuthClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      const { error } = await auth.updateUser({ password: next, current_password: current });
      if (error) {
        const found = problemOf(error);
        if (found) setProblem(found);
        else toaster.create({ type: 'error', title: 'Error', description: error.message });
        return;
      }
      setCurrent('');
      setNext('');
      toaster.create({
        type: 'success',
        title: 'Password changed',
        description: 'Your other devices are signed out.',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title="Password" description="The password you sign in with">
      <form onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="3" maxW="md">
          <Field.Root required invalid={problem?.field === 'current'}>
            <Field.Label>Current password</Field.Label>
            <Input
              type="password"
              name="current-password"
              autoComplete="current-password"
              value={current}
              disabled={saving}
              onChange={(e) => setCurrent(e.target.value)}
            />
            {problem?.field === 'current' && <Field.ErrorText>{problem.message}</Field.ErrorText>}
          </Field.Root>
          <Field.Root required invalid={problem?.field === 'next'}>
            <Field.Label>New password</Field.Label>
            <Input
              type="password"
              name="new-password"
              autoComplete="new-password"
              value={next}
              disabled={saving}
              onChange={(e) => setNext(e.target.value)}
            />
            {problem?.field === 'next' ? (
              <Field.ErrorText>{problem.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>At least 8 characters, and not one that is easy to guess.</Field.HelperText>
            )}
          </Field.Root>
          <Button
            type="submit"
            colorPalette="teal"
            alignSelf="flex-start"
            loading={saving}
            disabled={!current || !next}
          >
            Change password
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}
