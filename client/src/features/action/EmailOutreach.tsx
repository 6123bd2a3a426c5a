import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useOutreachMessagesQuery, useSendOutreachEmailMutation } from '../../__generated__/hooks';
import { toaster } from '../../components/toaster';
import { formatCompact } from '../../lib/format';
import {
  CAMPAIGNS,
  EMAIL_TEMPLATES,
  OUTREACH_SOURCES,
  OUTREACH_TIPS,
  type OutreachSource,
} from './data/fund';
import { CopyButton, SectionCard, ToolHeader } from './parts';
import { canSend, matchesSource, potentialBadge } from './rules';

const POTENTIAL_PALETTE = { High: 'green', Medium: 'yellow', Low: 'gray' } as const;
const STATUS_PALETTE = { active: 'green', completed: 'blue', draft: 'gray' } as const;

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="4" role="group" aria-label={label}>
      <Text textStyle="2xl" fontWeight="bold">
        {value}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}

function SourceCard({ s, onStart }: { s: OutreachSource; onStart: () => void }) {
  const potential = potentialBadge(s.partnershipPotential);
  return (
    <Card.Root variant="outline" bg="bg.panel" rounded="xl" role="article" aria-label={s.name}>
      <Card.Body gap="2">
        <Flex justify="space-between" gap="2" align="flex-start">
          <Box minW="0">
            <Heading as="h3" size="sm">
              {s.name}
            </Heading>
            <Text textStyle="xs" color="fg.muted">
              {s.domain} · {s.category}
            </Text>
          </Box>
          <Badge colorPalette={POTENTIAL_PALETTE[potential]}>
            {potential} · {s.partnershipPotential}%
          </Badge>
        </Flex>
        <Text textStyle="sm">{s.reasonUnderrated}</Text>
        <HStack gap="4" textStyle="xs" color="fg.muted" wrap="wrap">
          <span>Reach {formatCompact(s.reach)}</span>
          <span>Engagement {s.engagement}%</span>
          <span>Authority {s.authorityScore}</span>
        </HStack>
        <HStack gap="1" wrap="wrap">
          {s.topics.map((t) => (
            <Badge key={t} variant="outline" size="sm">
              {t}
            </Badge>
          ))}
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {s.keyContact}, {s.role}
        </Text>
        <Flex>
          <Button size="sm" colorPalette="teal" onClick={onStart}>
            Start Outreach
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** Email Outreach: Send really sends through the server's mail transport and records it on the campaign. */
export function EmailOutreach() {
  const [tab, setTab] = useState('sources');
  const [search, setSearch] = useState('');
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [templateId, setTemplateId] = useState('');
  const [campaignId, setCampaignId] = useState(CAMPAIGNS[0]!.id);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [previewId, setPreviewId] = useState<string | null>(null);
  const sent = useOutreachMessagesQuery();
  const [send, sending] = useSendOutreachEmailMutation({ refetchQueries: ['OutreachMessages'] });
  const source = OUTREACH_SOURCES.find((s) => s.id === sourceId) ?? null;
  const sources = OUTREACH_SOURCES.filter((s) => matchesSource(s, search));
  const sentPerCampaign = new Map<string, number>();
  for (const m of sent.data?.outreachMessages ?? [])
    if (m.campaignId) sentPerCampaign.set(m.campaignId, (sentPerCampaign.get(m.campaignId) ?? 0) + 1);

  const applyTemplate = (id: string) => {
    const t = EMAIL_TEMPLATES.find((x) => x.id === id);
    setTemplateId(id);
    if (t) {
      setSubject(t.subject);
      setBody(t.body);
    }
  };

  const onSend = async () => {
    if (!source || !canSend(sourceId, subject, body)) return;
    try {
      const res = await send({
        variables: {
          input: {
            sourceId: source.id,
            sourceName: source.name,
            to: source.contactEmail,
            subject,
            body,
            campaignId,
          },
        },
      });
      const m = res.data?.sendOutreachEmail.message;
      toaster.create({
        type: 'success',
        title: 'Email sent',
        description: `To ${m?.to ?? source.contactEmail}${m?.delivery === 'outbox' ? ' (written to the outbox)' : ''}`,
      });
      setSourceId(null);
      setSubject('');
      setBody('');
      setTemplateId('');
    } catch (e) {
      toaster.create({
        type: 'error',
        title: 'Error',
        description: e instanceof Error ? e.message : String(e),
      });
    }
  };

  return (
    <Stack gap="6">
      <ToolHeader
        title="Email Outreach"
        description="Pitch underrated sources that AI platforms already trust"
      />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" colorPalette="teal">
        <Tabs.List overflowX="auto" overflowY="hidden">
          <Tabs.Trigger flexShrink={0} whiteSpace="nowrap" value="sources">
            Underrated Sources
          </Tabs.Trigger>
          <Tabs.Trigger flexShrink={0} whiteSpace="nowrap" value="compose">
            Compose Email
          </Tabs.Trigger>
          <Tabs.Trigger flexShrink={0} whiteSpace="nowrap" value="templates">
            Templates
          </Tabs.Trigger>
          <Tabs.Trigger flexShrink={0} whiteSpace="nowrap" value="campaigns">
            Campaigns
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="sources">
          <Stack gap="4">
            <Input
              placeholder="Search by name, category or topic..."
              aria-label="Search sources"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              <Tile label="Underrated Sources" value={String(sources.length)} />
              <Tile label="Avg. Potential" value="87%" />
              <Tile label="Combined Reach" value="5.2M" />
              <Tile label="Recent Coverage" value="0" />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {sources.map((s) => (
                <SourceCard
                  key={s.id}
                  s={s}
                  onStart={() => {
                    setSourceId(s.id);
                    setTab('compose');
                  }}
                />
              ))}
            </SimpleGrid>
            {sources.length === 0 && <Text color="fg.muted">No sources match your search.</Text>}
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="compose">
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
            <Box gridColumn={{ lg: 'span 2' }}>
              <SectionCard title="Compose Email">
                <Stack gap="4">
                  {source ? (
                    <Flex
                      bg="teal.subtle"
                      rounded="lg"
                      p="3"
                      justify="space-between"
                      align="center"
                      gap="2"
                      role="note"
                      aria-label="Selected source"
                    >
                      <Box minW="0">
                        <Text fontWeight="medium">{source.name}</Text>
                        <Text textStyle="xs" color="fg.muted">
                          {source.keyContact} · {source.contactEmail}
                        </Text>
                      </Box>
                      <Button size="xs" variant="outline" onClick={() => setTab('sources')}>
                        Change
                      </Button>
                    </Flex>
                  ) : (
                    <Flex bg="bg.muted" rounded="lg" p="3" justify="space-between" align="center" gap="2">
                      <Text textStyle="sm" color="fg.muted">
                        No source selected
                      </Text>
                      <Button size="xs" variant="outline" onClick={() => setTab('sources')}>
                        Choose a source
                      </Button>
                    </Flex>
                  )}
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                    <Field.Root>
                      <Field.Label>Template</Field.Label>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field
                          value={templateId}
                          onChange={(e) => applyTemplate(e.target.value)}
                        >
                          <option value="">No template</option>
                          {EMAIL_TEMPLATES.map((t) => (
                            <option key={t.id} value={t.id}>
                              {t.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>Campaign</Field.Label>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field
                          value={campaignId}
                          onChange={(e) => setCampaignId(e.target.value)}
                        >
                          {CAMPAIGNS.map((c) => (
                            <option key={c.id} value={c.id}>
                              {c.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  </SimpleGrid>
                  <Field.Root>
                    <Field.Label>Subject</Field.Label>
                    <Input value={subject} onChange={(e) => setSubject(e.target.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Body</Field.Label>
                    <Textarea value={body} onChange={(e) => setBody(e.target.value)} minH="48" />
                  </Field.Root>
                  <Flex gap="2" wrap="wrap">
                    <Button
                      colorPalette="teal"
                      onClick={() => void onSend()}
                      disabled={!canSend(sourceId, subject, body)}
                      loading={sending.loading}
                    >
                      Send
                    </Button>
                    <Button variant="outline" disabled={!canSend(sourceId, subject, body)}>
                      Schedule
                    </Button>
                    <CopyButton text={`Subject: ${subject}\n\n${body}`} disabled={!subject && !body} />
                  </Flex>
                </Stack>
              </SectionCard>
            </Box>
            <Stack gap="6">
              <SectionCard title="Preview">
                <Stack gap="2" textStyle="sm">
                  <Text>
                    <Text as="span" color="fg.muted">
                      To:{' '}
                    </Text>
                    {source?.contactEmail ?? '—'}
                  </Text>
                  <Text>
                    <Text as="span" color="fg.muted">
                      Subject:{' '}
                    </Text>
                    {subject || '—'}
                  </Text>
                  <Text whiteSpace="pre-wrap" borderTopWidth="1px" pt="2">
                    {body || 'Your message will appear here.'}
                  </Text>
                </Stack>
              </SectionCard>
              <SectionCard title="Outreach Tips">
                <List.Root gap="1.5" pl="4" textStyle="sm">
                  {OUTREACH_TIPS.map((t) => (
                    <List.Item key={t}>{t}</List.Item>
                  ))}
                </List.Root>
              </SectionCard>
            </Stack>
          </SimpleGrid>
        </Tabs.Content>

        <Tabs.Content value="templates">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {EMAIL_TEMPLATES.map((t) => (
              <Card.Root key={t.id} variant="outline" bg="bg.panel" rounded="xl">
                <Card.Body gap="2">
                  <Flex justify="space-between" gap="2">
                    <Heading as="h3" size="sm">
                      {t.name}
                    </Heading>
                    <Badge>{t.type}</Badge>
                  </Flex>
                  <Text textStyle="sm" color="fg.muted">
                    {t.subject}
                  </Text>
                  {previewId === t.id && (
                    <Text textStyle="sm" whiteSpace="pre-wrap" bg="bg.muted" p="2" rounded="md">
                      {t.body}
                    </Text>
                  )}
                  <Flex gap="2" mt="auto">
                    <Button
                      size="sm"
                      colorPalette="teal"
                      onClick={() => {
                        applyTemplate(t.id);
                        setTab('compose');
                      }}
                    >
                      Use Template
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setPreviewId((p) => (p === t.id ? null : t.id))}
                    >
                      Preview
                    </Button>
                  </Flex>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Tabs.Content>

        <Tabs.Content value="campaigns">
          <Stack gap="3">
            <Flex justify="flex-end">
              <Button size="sm" variant="outline">
                New Campaign
              </Button>
            </Flex>
            {CAMPAIGNS.map((c) => {
              const extra = sentPerCampaign.get(c.id) ?? 0;
              return (
                <Card.Root
                  key={c.id}
                  variant="outline"
                  bg="bg.panel"
                  rounded="xl"
                  role="article"
                  aria-label={c.name}
                >
                  <Card.Body>
                    <Flex justify="space-between" gap="3" wrap="wrap" align="center">
                      <Box>
                        <Heading as="h3" size="sm">
                          {c.name}
                        </Heading>
                        <Text textStyle="xs" color="fg.muted">
                          Created {c.createdAt}
                        </Text>
                      </Box>
                      <Badge colorPalette={STATUS_PALETTE[c.status]}>{c.status}</Badge>
                    </Flex>
                    <HStack gap="6" mt="3" textStyle="sm" wrap="wrap">
                      <span>{c.sourceCount} sources</span>
                      <span data-testid="sent-count">{c.sentCount + extra} sent</span>
                      <span>{c.responseRate}% response rate</span>
                    </HStack>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
