import { Box, Button, Field, Flex, Input, List, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Dispatch } from 'react';
import { CAMPAIGNS, EMAIL_TEMPLATES, OUTREACH_TIPS, type OutreachSource } from '../data/fund';
import { SelectField } from '../../../components/SelectField';
import { CopyButton, SectionCard } from '../parts';
import { canSend } from '../rules';
import type { OutreachAction, OutreachState } from './outreachState';
import { useRoleGate } from '../../workspace/role';

const TEMPLATE_OPTIONS = [
  { value: '', label: 'No template' },
  ...EMAIL_TEMPLATES.map((t) => ({ value: t.id, label: t.name })),
];
const CAMPAIGN_OPTIONS = CAMPAIGNS.map((c) => ({ value: c.id, label: c.name }));

/** The chosen source, or a prompt to choose one; either way a button back to the sources. */
function Recipient({ source, onChange }: { source: OutreachSource | null; onChange: () => void }) {
  return source ? (
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
      <Button size="xs" variant="outline" onClick={onChange}>
        Change
      </Button>
    </Flex>
  ) : (
    <Flex bg="bg.muted" rounded="lg" p="3" justify="space-between" align="center" gap="2">
      <Text textStyle="sm" color="fg.muted">
        No source selected
      </Text>
      <Button size="xs" variant="outline" onClick={onChange}>
        Choose a source
      </Button>
    </Flex>
  );
}

function Preview({ to, subject, body }: { to: string | undefined; subject: string; body: string }) {
  return (
    <SectionCard title="Preview">
      <Stack gap="2" textStyle="sm">
        <Text>
          <Text as="span" color="fg.muted">
            To:{' '}
          </Text>
          {to ?? '—'}
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
  );
}

/** Compose Email: recipient, template, campaign, subject and body; Send needs all three of source, subject and body. */
export function ComposeTab({
  state,
  source,
  dispatch,
  onSend,
  sending,
}: {
  state: OutreachState;
  source: OutreachSource | null;
  dispatch: Dispatch<OutreachAction>;
  onSend: () => void;
  sending: boolean;
}) {
  const writeGate = useRoleGate('EDITOR');
  const { sourceId, templateId, campaignId, subject, body } = state;
  const ready = canSend(sourceId, subject, body);
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
      <Box gridColumn={{ lg: 'span 2' }}>
        <SectionCard title="Compose Email">
          <Stack gap="4">
            <Recipient source={source} onChange={() => dispatch({ type: 'showTab', tab: 'sources' })} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <SelectField
                label="Template"
                value={templateId}
                options={TEMPLATE_OPTIONS}
                onChange={(id) => dispatch({ type: 'applyTemplate', templateId: id })}
              />
              <SelectField
                label="Campaign"
                value={campaignId}
                options={CAMPAIGN_OPTIONS}
                onChange={(id) => dispatch({ type: 'chooseCampaign', campaignId: id })}
              />
            </SimpleGrid>
            <Field.Root>
              <Field.Label>Subject</Field.Label>
              <Input
                value={subject}
                onChange={(e) => dispatch({ type: 'editSubject', subject: e.target.value })}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>Body</Field.Label>
              <Textarea
                value={body}
                onChange={(e) => dispatch({ type: 'editBody', body: e.target.value })}
                minH="48"
              />
            </Field.Root>
            <Flex gap="2" wrap="wrap">
              <Button
                colorPalette="teal"
                onClick={onSend}
                disabled={!ready || !writeGate.allowed}
                title={writeGate.reason ?? undefined}
                loading={sending}
              >
                Send
              </Button>
              <Button variant="outline" disabled={!ready}>
                Schedule
              </Button>
              <CopyButton text={`Subject: ${subject}\n\n${body}`} disabled={!subject && !body} />
            </Flex>
          </Stack>
        </SectionCard>
      </Box>
      <Stack gap="6">
        <Preview to={source?.contactEmail} subject={subject} body={body} />
        <SectionCard title="Outreach Tips">
          <List.Root gap="1.5" pl="4" textStyle="sm">
            {OUTREACH_TIPS.map((t) => (
              <List.Item key={t}>{t}</List.Item>
            ))}
          </List.Root>
        </SectionCard>
      </Stack>
    </SimpleGrid>
  );
}
