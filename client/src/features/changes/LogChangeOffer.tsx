import { Alert, Button, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LogChangeForm } from './LogChangeForm';

/**
 * The Action Center's offer after something went out (content published, outreach sent, llms.txt saved):
 * log it as a change, so its impact on visibility is measured and its day marked on the charts.
 */
export function LogChangeOffer({ what, title, url }: { what: string; title: string; url?: string | null }) {
  const [state, setState] = useState<'offered' | 'form' | 'dismissed' | { logged: string }>('offered');
  if (state === 'dismissed') return null;
  return (
    <Alert.Root status="info" role="region" aria-label="Log this as a change">
      <Alert.Indicator />
      <Alert.Content gap="3" w="full">
        {typeof state === 'object' ? (
          <Alert.Title>
            Logged.{' '}
            <Link asChild colorPalette="teal">
              <RouterLink to={`/dashboard/changes/${state.logged}`}>
                See what it does to visibility
              </RouterLink>
            </Link>
          </Alert.Title>
        ) : (
          <Alert.Title>
            {what}: log it as a change to measure what it does to your visibility and mark its day on the
            charts.
          </Alert.Title>
        )}
        {state === 'offered' && (
          <Stack direction="row" gap="2">
            <Button size="sm" colorPalette="teal" onClick={() => setState('form')}>
              Log a change
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setState('dismissed')}>
              Not now
            </Button>
          </Stack>
        )}
        {state === 'form' && (
          <LogChangeForm
            initialTitle={title}
            initialUrl={url ?? ''}
            onLogged={(id) => setState({ logged: id })}
            onCancel={() => setState('dismissed')}
          />
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
