import { Alert, Box, Card, Center, Field, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PublicTopBar } from '../../components/PublicTopBar';

/** The public auth pages' frame (sign-in, sign-up, forgotten and new password): one card under the top bar. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Flex minH="100dvh" direction="column" bg="bg.subtle">
      <PublicTopBar />
      <Center as="main" id="main" flex="1" px="4" pb="16">
        <Card.Root w="full" maxW="md" variant="elevated" rounded="2xl" bg="bg.panel">
          <Card.Header textAlign="center" pb="0">
            <Heading as="h1" size="2xl" letterSpacing="tight">
              {title}
            </Heading>
            <Text color="fg.muted" mt="1">
              {subtitle}
            </Text>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
          {footer && (
            <Card.Footer justifyContent="center">
              <Box textStyle="sm" color="fg.muted" textAlign="center">
                {footer}
              </Box>
            </Card.Footer>
          )}
        </Card.Root>
      </Center>
    </Flex>
  );
}

/** A form's outcome beside the form itself (not only in a toast), read out by screen readers. */
export function FormNotice({ status, children }: { status: 'error' | 'success'; children: ReactNode }) {
  return (
    <Alert.Root status={status} variant="subtle" rounded="lg" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'An unknown error occurred';

/** The auth forms' e-mail field. */
export function EmailField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <Field.Root required disabled={disabled}>
      <Field.Label>Email</Field.Label>
      <Input
        type="email"
        name="email"
        autoComplete="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field.Root>
  );
}

/** A form's submit: busy while `action` runs, and what it threw kept for a FormNotice. */
export function useFormSubmit(action: () => Promise<void>) {
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProcessing(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProcessing(false);
    }
  }
  return { processing, error, onSubmit };
}
