import { Box, Button, Field, Flex, Input, Link, Stack, Table, Tabs, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useOutreachMessagesQuery,
  useSendOutreachEmailMutation,
  useOutreachSitesQuery,
} from '../../__generated__/hooks';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { LoadingState, MessageState } from '../../components/StateViews';
import { toaster } from '../../components/toaster';
import { shownAs, type CsvColumn } from '../../lib/csv';
import { formatCount, formatDay, formatPercent } from '../../lib/format';
import type { OutreachMessagesQuery, OutreachSitesQuery } from '../../__generated__/graphql';
import { LogChangeOffer } from '../changes/LogChangeOffer';
import { SectionCard, ToolHeader } from './parts';
import { keyColumn } from '../../components/keyColumn';
import { readOutreachSource } from './prefill';
import { canSend } from './rules';
import { useRoleGate } from '../workspace/role';
import { FilterLink } from '../filter/FilterLink';

interface Recipient {
  id: string;
  name: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sites the account's answers cite, one row per domain, each one a possible recipient. */
const SOURCE_CSV_COLUMNS: CsvColumn<OutreachSitesQuery['overview']['metrics']['topDomains'][number]>[] = [
  { header: 'source', value: (s) => s.domain },
  { header: 'citations', value: (s) => s.citations },
  { header: 'citation_share_pct', value: (s) => shownAs(s.citationShare) },
];

/** What the list counts, said above it and in its CSV. */
const SITES_PERIOD = 'Last 30 days, unbranded prompts';

const SENT_CSV_COLUMNS: CsvColumn<OutreachMessagesQuery['outreachMessages'][number]>[] = [
  { header: 'source', value: (m) => m.sourceName },
  { header: 'to', value: (m) => m.to },
  { header: 'subject', value: (m) => m.subject },
  { header: 'sent', value: (m) => formatDay(m.sentAt) },
];

function CitedSources({ onWrite }: { onWrite: (recipient: Recipient) => void }) {
  const { data, error } = useOutreachSitesQuery();
  const sources = data?.overview.metrics.topDomains;
  if (error && !sources) return <Text color="fg.error">Could not load your sources: {error.message}</Text>;
  if (!sources) return <LoadingState />;
  if (sources.length === 0)
    return (
      <MessageState
        title="No cited sources yet"
        message={
          <>
            The sources AI platforms cite in answers to your prompts appear here once answers are collected:
            start a run with Run now on the{' '}
            <Link asChild color="teal.fg">
              <FilterLink to="/dashboard/prompts">Prompts page</FilterLink>
            </Link>
            , or wait for the daily collection.
          </>
        }
      />
    );
  return (
    <Stack gap="2">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          Sites cited in answers to your prompts, one row per site · {SITES_PERIOD}
        </Text>
        <DownloadCsvButton
          table="Cited sources"
          filter={SITES_PERIOD}
          columns={SOURCE_CSV_COLUMNS}
          rows={sources}
        />
      </Flex>
      <Table.ScrollArea borderWidth="1px" rounded="lg">
        <Table.Root size="sm" aria-label="Cited sources">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader {...keyColumn}>Source</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Citations</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Share</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sources.map((s) => {
              const name = s.domain;
              return (
                <Table.Row key={s.domain}>
                  <Table.Cell {...keyColumn}>
                    <Link href={`https://${s.domain}/`} target="_blank" rel="noopener noreferrer">
                      {name}
                    </Link>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(s.citations)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatPercent(s.citationShare)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      colorPalette="teal"
                      aria-label={`Start Outreach to ${name}`}
                      onClick={() => onWrite({ id: s.domain, name })}
                    >
                      Start Outreach
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/**
 * Email Outreach for an account's own data: the sources its answers cite, an e-mail to one of them (the
 * address typed in: the dashboard knows no contacts) sent through the server, and the e-mails sent so far.
 */
export function OwnSourcesOutreach() {
  const [params] = useSearchParams();
  // A link from an answer gap names a source that cites competitors only: its e-mail is the one to write.
  const linkedSource = readOutreachSource(params);
  const [tab, setTab] = useState(linkedSource ? 'compose' : 'sources');
  const [recipient, setRecipient] = useState<Recipient | null>(
    linkedSource ? { id: linkedSource, name: linkedSource } : null,
  );
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [lastSent, setLastSent] = useState<string | null>(null);
  const sent = useOutreachMessagesQuery();
  const [send, sending] = useSendOutreachEmailMutation({ refetchQueries: ['OutreachMessages'] });
  const writeGate = useRoleGate('EDITOR');
  const ready = canSend(recipient?.id ?? null, subject, body) && EMAIL.test(to.trim());

  const onSend = async () => {
    if (!recipient || !ready) return;
    try {
      await send({
        variables: {
          input: { sourceId: recipient.id, sourceName: recipient.name, to: to.trim(), subject, body },
        },
      });
      toaster.create({ type: 'success', title: 'Email sent', description: `To ${to.trim()}` });
      setLastSent(recipient.name);
      setRecipient(null);
      setTo('');
      setSubject('');
      setBody('');
    } catch (e) {
      toaster.create({
        type: 'error',
        title: 'Error',
        description: e instanceof Error ? e.message : String(e),
      });
    }
  };

  const messages = sent.data?.outreachMessages ?? [];
  return (
    <Stack gap="6">
      {lastSent && <LogChangeOffer key={lastSent} what="Outreach sent" title={`Outreach to ${lastSent}`} />}
      <ToolHeader
        title="Email Outreach"
        description="Pitch the sources AI platforms cite in answers to your prompts"
      />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" colorPalette="teal">
        <Tabs.List overflowX="auto" overflowY="hidden">
          <Tabs.Trigger value="sources">Cited Sources</Tabs.Trigger>
          <Tabs.Trigger value="compose">Compose Email</Tabs.Trigger>
          <Tabs.Trigger value="sent">Sent</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sources">
          <CitedSources
            onWrite={(r) => {
              setRecipient(r);
              setTab('compose');
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="compose">
          <SectionCard title="Compose Email">
            <Stack gap="4">
              <Flex
                bg={recipient ? 'teal.subtle' : 'bg.muted'}
                rounded="lg"
                p="3"
                justify="space-between"
                gap="2"
              >
                <Text textStyle="sm" fontWeight={recipient ? 'medium' : undefined}>
                  {recipient ? recipient.name : 'No source selected'}
                </Text>
                <Button size="xs" variant="outline" onClick={() => setTab('sources')}>
                  {recipient ? 'Change' : 'Choose a source'}
                </Button>
              </Flex>
              <Field.Root>
                <Field.Label>To</Field.Label>
                <Input
                  type="email"
                  value={to}
                  onChange={(e) => setTo(e.target.value)}
                  placeholder="editor@…"
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>Subject</Field.Label>
                <Input value={subject} onChange={(e) => setSubject(e.target.value)} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Body</Field.Label>
                <Textarea value={body} onChange={(e) => setBody(e.target.value)} minH="48" />
              </Field.Root>
              <Box>
                <Button
                  colorPalette="teal"
                  onClick={() => void onSend()}
                  disabled={!ready || !writeGate.allowed}
                  title={writeGate.reason ?? undefined}
                  loading={sending.loading}
                >
                  Send
                </Button>
              </Box>
            </Stack>
          </SectionCard>
        </Tabs.Content>
        <Tabs.Content value="sent">
          {messages.length === 0 ? (
            <Text color="fg.muted">No e-mails sent yet. Choose a cited source and write to it.</Text>
          ) : (
            <Stack gap="2">
              <Flex justify="flex-end">
                <DownloadCsvButton table="Sent e-mails" columns={SENT_CSV_COLUMNS} rows={messages} />
              </Flex>
              <Table.ScrollArea borderWidth="1px" rounded="lg">
                <Table.Root size="sm" aria-label="Sent e-mails">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Source</Table.ColumnHeader>
                      <Table.ColumnHeader>To</Table.ColumnHeader>
                      <Table.ColumnHeader>Subject</Table.ColumnHeader>
                      <Table.ColumnHeader>Sent</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {messages.map((m) => (
                      <Table.Row key={m.id}>
                        <Table.Cell>{m.sourceName}</Table.Cell>
                        <Table.Cell>{m.to}</Table.Cell>
                        <Table.Cell>{m.subject}</Table.Cell>
                        <Table.Cell>{formatDay(m.sentAt)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Stack>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
