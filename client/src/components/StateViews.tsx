import { Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { reloadPage } from '../lib/reload';

/** A spinner with a visible label; `fullScreen` fills the viewport (app start-up, session loading). */
export function LoadingState({ label = 'Loading data...', fullScreen = false }) {
  return (
    <Center minH={fullScreen ? '100dvh' : '60vh'} role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="teal.solid" borderWidth="3px" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  );
}

/** A centred message with an optional heading and action: errors, empty states, not found. */
export function MessageState({
  title,
  message,
  action,
  tone = 'neutral',
}: {
  title?: string;
  message?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <Center minH="50vh" px="4">
      <Stack
        align="center"
        gap="3"
        textAlign="center"
        maxW="md"
        role={tone === 'error' ? 'alert' : undefined}
      >
        {title && (
          <Heading as="h2" size="lg" color={tone === 'error' ? 'fg.error' : undefined}>
            {title}
          </Heading>
        )}
        {message && <Text color="fg.muted">{message}</Text>}
        {action}
      </Stack>
    </Center>
  );
}

export function ActionButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button onClick={onClick} colorPalette="teal" size="sm" mt="2">
      {children}
    </Button>
  );
}

/** A dashboard page that failed to load: an "Error" heading, the message and Retry (reloads the page). */
export function LoadErrorState({
  message = 'Failed to load dashboard data. Please try again later.',
}: {
  message?: string;
}) {
  return (
    <MessageState
      tone="error"
      title="Error"
      message={message}
      action={<ActionButton onClick={reloadPage}>Retry</ActionButton>}
    />
  );
}

/** A response that arrived without the data it should hold. */
export function IncompleteDataState() {
  return (
    <MessageState
      message="Data could not be loaded properly."
      action={<ActionButton onClick={reloadPage}>Retry</ActionButton>}
    />
  );
}
