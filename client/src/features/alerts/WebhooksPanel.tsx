import { Badge, Box, Button, Code, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { WebhookFormat, WebhooksPanel_WebhookFragment } from '../../__generated__/graphql';
import {
  useCreateAlertWebhookMutation,
  useDeleteAlertWebhookMutation,
  useTestAlertWebhookMutation,
} from '../../__generated__/hooks';
import { webhookUrl } from '../../../../graphql/shared/alert-rules';
import { firstProblem } from '../../../../graphql/shared/input-rules';
import { Disclosure } from '../../components/Disclosure';
import { ShownOnce } from '../../components/ShownOnce';
import { Panel } from '../../components/Panel';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { formatDay } from '../../lib/format';
import { fieldProblem } from './alertRules';
import { DeliveryLog } from './DeliveryLog';

const REFETCH = ['AlertSettingsRoute'];
const FORMATS: { value: WebhookFormat; label: string }[] = [
  { value: 'JSON', label: 'JSON' },
  { value: 'SLACK', label: 'Slack-compatible' },
];
const FORMAT_LABELS = Object.fromEntries(FORMATS.map((f) => [f.value, f.label])) as Record<
  WebhookFormat,
  string
>;

/** The secret of a webhook just added: shown this once, with how a receiver checks a signature. */
function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const check = `header = Sightline-Signature: t=<unix seconds>,v1=<hex>
expected = hex(HMAC-SHA256(secret, t + "." + raw request body))
accept the request when expected equals v1 and t is within 5 minutes of now;
drop a repeat by the body's id`;
  return (
    <ShownOnce
      title="Copy the signing secret now — it is shown only once."
      value={secret}
      testId="webhook-secret"
      onDone={onDone}
    >
      <Disclosure label="For your developer">
        <Text textStyle="xs" color="fg.muted">
          How the receiver checks a message:
        </Text>
        <Code as="pre" display="block" p="2" fontSize="xs" overflowX="auto" whiteSpace="pre">
          {check}
        </Code>
      </Disclosure>
    </ShownOnce>
  );
}

function WebhookItem({ webhook }: { webhook: WebhooksPanel_WebhookFragment }) {
  const [test, { loading: testing }] = useTestAlertWebhookMutation({ refetchQueries: REFETCH });
  const [remove, { loading: removing }] = useDeleteAlertWebhookMutation({ refetchQueries: REFETCH });
  const onTest = async () => {
    try {
      const { data } = await test({ variables: { input: { id: webhook.id } } });
      const delivery = data?.testAlertWebhook.delivery;
      if (delivery?.ok)
        toaster.create({
          type: 'success',
          title: 'Test sent',
          description: `The receiver answered ${delivery.statusCode}.`,
        });
      else
        toaster.create({ type: 'error', title: 'Test failed', description: delivery?.error ?? 'Not sent.' });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: (error as Error).message });
    }
  };
  const onDelete = async () => {
    try {
      await remove({ variables: { input: { id: webhook.id } } });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: (error as Error).message });
    }
  };
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="lg" p="3">
      <Flex
        gap="3"
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1" minW="0">
          <Code fontSize="sm" wordBreak="break-all" whiteSpace="normal" bg="transparent" px="0">
            {webhook.url}
          </Code>
          <HStack gap="2" textStyle="xs" color="fg.muted">
            <Badge variant="subtle" colorPalette="gray">
              {FORMAT_LABELS[webhook.format]}
            </Badge>
            <Text>Added {formatDay(webhook.createdAt)}</Text>
          </HStack>
        </Stack>
        <HStack gap="2" flexShrink={0}>
          <Button
            size="xs"
            variant="outline"
            loading={testing}
            onClick={() => void onTest()}
            aria-label={`Send test to ${webhook.url}`}
          >
            Send test
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            loading={removing}
            onClick={() => void onDelete()}
            aria-label={`Delete the webhook ${webhook.url}`}
          >
            Delete
          </Button>
        </HStack>
      </Flex>
      <Box mt="3">
        <DeliveryLog deliveries={webhook.deliveries} label={`Latest deliveries to ${webhook.url}`} />
      </Box>
    </Box>
  );
}

/** Settings → Alerts: webhooks (the secret shown once), a test delivery each, their latest attempts. */
export function WebhooksPanel({ webhooks }: { webhooks: readonly WebhooksPanel_WebhookFragment[] }) {
  const [url, setUrl] = useState('');
  const [format, setFormat] = useState<WebhookFormat>('JSON');
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [create, { loading }] = useCreateAlertWebhookMutation({ refetchQueries: REFETCH });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = firstProblem(webhookUrl, url);
    setProblem(found);
    if (found) return;
    try {
      const { data } = await create({ variables: { input: { url: url.trim(), format } } });
      if (data) {
        setSecret(data.createAlertWebhook.secret);
        setUrl('');
      }
    } catch (error) {
      const message = fieldProblem(error, 'url');
      if (message) setProblem(message);
      else toaster.create({ type: 'error', title: 'Error', description: (error as Error).message });
    }
  };

  return (
    <Panel
      title="Webhooks"
      description="Each alert is sent to these https addresses as JSON or in Slack’s format, signed so the receiver can tell it came from Sightline. A failed delivery is tried again, waiting longer each time."
    >
      <Stack gap="4">
        <form onSubmit={(event) => void onSubmit(event)} aria-label="Add a webhook">
          <HStack align="flex-start" gap="2" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
            <Field.Root invalid={problem !== null} flex="1" minW="56">
              <Field.Label>Address</Field.Label>
              <Input
                size="sm"
                value={url}
                placeholder="https://hooks.example.com/sightline"
                onChange={(event) => setUrl(event.target.value)}
              />
              <Field.ErrorText>{problem}</Field.ErrorText>
            </Field.Root>
            <Box w={{ base: 'full', md: '44' }}>
              <SelectField
                label="Format"
                value={format}
                options={FORMATS}
                onChange={(v) => setFormat(v as WebhookFormat)}
              />
            </Box>
            <Button type="submit" size="sm" colorPalette="teal" loading={loading} mt={{ base: '0', md: '6' }}>
              Add webhook
            </Button>
          </HStack>
        </form>
        {secret && <NewSecret secret={secret} onDone={() => setSecret(null)} />}
        {webhooks.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            No webhooks yet.
          </Text>
        ) : (
          <Stack as="ul" gap="3" m="0" p="0">
            {webhooks.map((webhook) => (
              <WebhookItem key={webhook.id} webhook={webhook} />
            ))}
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}
