import { Badge, Button, Field, Input, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { IntegrationFieldsFragment, IntegrationKind } from '../__generated__/graphql';
import {
  useConnectGoogleAnalyticsMutation,
  useConnectSearchConsoleMutation,
  useDisconnectIntegrationMutation,
  useImportBingAiPerformanceMutation,
  useIntegrationsRouteQuery,
  useStartGoogleOAuthMutation,
  useSyncIntegrationMutation,
} from '../__generated__/hooks';
import { leavePageFor } from '../features/integrations/leavePage';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { LoadErrorState, LoadingState } from '../components/StateViews';
import { formatCount, formatMoment } from '../lib/format';
import { RoleFieldset } from '../features/workspace/role';

const STATUS_LOOK = {
  CONNECTED: { label: 'Connected, not pulled yet', palette: 'gray' },
  SYNCING: { label: 'Pulling…', palette: 'blue' },
  OK: { label: 'OK', palette: 'green' },
  ERROR: { label: 'Error', palette: 'red' },
} as const;

const REFETCH = ['IntegrationsRoute', 'PagesRoute'];
/** How often the list is read again while a pull (a new connection's first, queued) is under way. */
export const SYNC_POLL_MS = 1000;
/** The figures a pull feeds: dropped from the client's cache when one ends, so every page reads them anew. */
const PULLED_FIELDS = ['pageFunnel', 'aiSessions', 'aiSessionsBesideVisibility', 'bingGroundingQueries'];

/** A connection's state: status, last pull, rows, and what went wrong in the server's words. */
function IntegrationStatus({ integration }: { integration: IntegrationFieldsFragment | undefined }) {
  if (!integration) return <Text color="fg.muted">Not connected.</Text>;
  const look = STATUS_LOOK[integration.status];
  return (
    <Stack gap="1" data-testid={`status-${integration.kind}`}>
      <Wrap gap="2" align="center">
        <Badge colorPalette={look.palette}>{look.label}</Badge>
        <Text textStyle="sm">{integration.target}</Text>
        {integration.accountEmail && (
          <Text textStyle="sm" color="fg.muted">
            {`as ${integration.accountEmail}`}
          </Text>
        )}
      </Wrap>
      <Text textStyle="sm" color="fg.muted">
        {integration.lastSyncAt
          ? `Last pulled ${formatMoment(String(integration.lastSyncAt))} · ${formatCount(integration.rows)} rows`
          : 'Never pulled'}
      </Text>
      {integration.error && (
        <Text
          textStyle="sm"
          color={integration.status === 'ERROR' ? 'red.fg' : 'fg.muted'}
          role={integration.status === 'ERROR' ? 'alert' : undefined}
        >
          {integration.error}
        </Text>
      )}
    </Stack>
  );
}

/** Connect form for one Google source: its id field and the pasted service-account key file. */
function GoogleConnect({
  kind,
  title,
  description,
  field,
  integration,
}: {
  kind: 'GA4' | 'SEARCH_CONSOLE';
  title: string;
  description: string;
  field: { name: 'propertyId' | 'siteUrl'; label: string; placeholder: string; help: string };
  integration: IntegrationFieldsFragment | undefined;
}) {
  const [target, setTarget] = useState(integration?.target ?? '');
  const [credentialsJson, setCredentials] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const options = { refetchQueries: REFETCH, awaitRefetchQueries: true };
  const [connectGa4, ga4] = useConnectGoogleAnalyticsMutation(options);
  const [connectGsc, gsc] = useConnectSearchConsoleMutation(options);
  const [sync, syncing] = useSyncIntegrationMutation(options);
  const [disconnect, disconnecting] = useDisconnectIntegrationMutation(options);
  const [startOAuth, starting] = useStartGoogleOAuthMutation();
  const busy = ga4.loading || gsc.loading || syncing.loading || disconnecting.loading || starting.loading;
  // The second way: the person's own Google account (OAuth); Google sends the browser back here.
  const signInWithGoogle = () =>
    void run(async () => {
      const { data } = await startOAuth({ variables: { input: { kind: kind as IntegrationKind, target } } });
      if (data) leavePageFor(data.startGoogleOAuth.url);
    });

  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (kind === 'GA4') await connectGa4({ variables: { input: { propertyId: target, credentialsJson } } });
      else await connectGsc({ variables: { input: { siteUrl: target, credentialsJson } } });
      // The key file is sent once and stored sealed on the server; it is not kept in the form.
      setCredentials('');
    });
  };
  const kindInput = { kind: kind as IntegrationKind };
  return (
    <Panel title={title} description={description}>
      <Stack gap="3">
        <IntegrationStatus integration={integration} />
        <RoleFieldset min="ADMIN">
          <Stack as="form" gap="3" onSubmit={submit} aria-label={`Connect ${title}`}>
            <Field.Root required>
              <Field.Label>{field.label}</Field.Label>
              <Input
                value={target}
                placeholder={field.placeholder}
                onChange={(e) => setTarget(e.target.value)}
              />
              <Field.HelperText>{field.help}</Field.HelperText>
            </Field.Root>
            <Field.Root required>
              <Field.Label>Service account key (JSON)</Field.Label>
              <Textarea
                value={credentialsJson}
                rows={4}
                fontFamily="mono"
                placeholder='{"type": "service_account", …}'
                onChange={(e) => setCredentials(e.target.value)}
              />
              <Field.HelperText>
                Google Cloud console → IAM → Service accounts → Keys → Add key → JSON. Stored encrypted.
              </Field.HelperText>
            </Field.Root>
            {problem && (
              <Text color="red.fg" role="alert">
                {problem}
              </Text>
            )}
            <Wrap gap="2">
              <Button
                type="submit"
                size="sm"
                colorPalette="teal"
                loading={ga4.loading || gsc.loading}
                disabled={busy}
              >
                {integration ? 'Reconnect' : 'Connect'}
              </Button>
              <Button
                size="sm"
                variant="outline"
                loading={starting.loading}
                disabled={busy || target.trim() === ''}
                onClick={signInWithGoogle}
              >
                Connect with a Google account instead
              </Button>
              {integration && (
                <>
                  <Button
                    size="sm"
                    variant="outline"
                    loading={syncing.loading}
                    disabled={busy}
                    onClick={() => void run(() => sync({ variables: { input: kindInput } }))}
                  >
                    Sync now
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    disabled={busy}
                    onClick={() => void run(() => disconnect({ variables: { input: kindInput } }))}
                  >
                    Disconnect
                  </Button>
                </>
              )}
            </Wrap>
          </Stack>
        </RoleFieldset>
      </Stack>
    </Panel>
  );
}

function BingUpload({ integration }: { integration: IntegrationFieldsFragment | undefined }) {
  const [upload, { loading }] = useImportBingAiPerformanceMutation({
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  });
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    try {
      const csv = await file.text();
      const result = await upload({ variables: { input: { csv, fileName: file.name } } });
      setMessage({
        text: `${formatCount(result.data?.importBingAiPerformance.rows ?? 0)} rows stored.`,
        error: false,
      });
    } catch (error) {
      setMessage({ text: (error as Error).message, error: true });
    }
  };
  return (
    <Panel
      title="Bing Webmaster Tools"
      description="AI performance: the pages Bing's AI answers cited, from the report's CSV export (a page column and a citations column; date and query when present). Uploading replaces the last upload."
    >
      <Stack gap="3">
        <IntegrationStatus integration={integration} />
        <RoleFieldset min="ADMIN">
          <Field.Root>
            <Field.Label>Upload the export (CSV)</Field.Label>
            <Input
              type="file"
              accept=".csv,text/csv"
              disabled={loading}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </Field.Root>
        </RoleFieldset>
        {message && (
          <Text color={message.error ? 'red.fg' : 'fg.muted'} role={message.error ? 'alert' : 'status'}>
            {message.text}
          </Text>
        )}
      </Stack>
    </Panel>
  );
}

/**
 * /dashboard/settings/integrations: the brand's analytics connections (OWNER and ADMIN), each with its
 * status, last pull and the error Google gave in words; connecting queues the first pull, followed here
 * until it ends.
 */
export default function IntegrationsRoute() {
  const client = useApolloClient();
  const { data, loading, error, startPolling, stopPolling } = useIntegrationsRouteQuery();
  // A connection's first pull runs in the job queue after connecting: its status is followed until it ends.
  const syncing = data?.integrations.some((integration) => integration.status === 'SYNCING') ?? false;
  useEffect(() => {
    if (syncing) startPolling(SYNC_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [syncing, startPolling, stopPolling]);
  // Whenever a pull ended since this screen last looked (seen syncing or not: a quick one ends before the
  // first poll), the other screens' figures from the pulled rows are read again when next shown.
  const pulls = data?.integrations
    .map((integration) => `${integration.kind}:${integration.lastSyncAt}`)
    .join();
  const seenPulls = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (pulls === undefined) return;
    if (seenPulls.current !== undefined && seenPulls.current !== pulls) {
      for (const fieldName of PULLED_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
      client.cache.gc();
    }
    seenPulls.current = pulls;
  }, [pulls, client]);
  const header = (
    <PageHeader
      title="Integrations"
      description="Google Analytics 4, Search Console and Bing Webmaster Tools: what AI answers send to your site, page by page"
    />
  );
  if (loading && !data) return <LoadingState />;
  if (error && !data)
    return (
      <>
        {header}
        <LoadErrorState message={error.message} />
      </>
    );
  const of = (kind: IntegrationKind) => data?.integrations.find((i) => i.kind === kind);
  return (
    <Stack gap="4">
      {header}
      <GoogleConnect
        kind="GA4"
        title="Google Analytics 4"
        description="Sessions, engaged sessions, key events and revenue from AI assistants (the AI Assistant channel, or known AI sources), by landing page and day. Pulled daily."
        field={{
          name: 'propertyId',
          label: 'Property id',
          placeholder: '123456789',
          help: "GA4 Admin → Property details. Add the service account's e-mail as a Viewer under Property access management first.",
        }}
        integration={of('GA4')}
      />
      <GoogleConnect
        kind="SEARCH_CONSOLE"
        title="Search Console"
        description="Clicks and impressions by page, query and day. Pulled daily."
        field={{
          name: 'siteUrl',
          label: 'Property',
          placeholder: 'https://example.com/ or sc-domain:example.com',
          help: "As Search Console lists it. Add the service account's e-mail as a user of the property first.",
        }}
        integration={of('SEARCH_CONSOLE')}
      />
      <BingUpload integration={of('BING_WEBMASTER')} />
    </Stack>
  );
}
