import { Alert, Button, Stack, Switch, Text } from '@chakra-ui/react';
import type { AlertEmailPanel_SettingsFragment } from '../../__generated__/graphql';
import {
  useSendAlertEmailConfirmationMutation,
  useUpdateAlertSettingsMutation,
} from '../../__generated__/hooks';
import { formatMoment } from '../../lib/format';
import { Panel } from '../../components/Panel';
import { toaster } from '../../components/toaster';

function Choice({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Stack gap="1">
      <Switch.Root
        colorPalette="teal"
        checked={checked}
        disabled={disabled}
        onCheckedChange={(e) => onChange(e.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label fontWeight="semibold">{label}</Switch.Label>
      </Switch.Root>
      <Text textStyle="sm" color="fg.muted">
        {hint}
      </Text>
    </Stack>
  );
}

/**
 * Whether mail goes out at all: nothing is e-mailed until the owner opens a link sent to the address
 * (double opt-in), and again after the address changes.
 */
function Confirmation({ settings }: { settings: AlertEmailPanel_SettingsFragment }) {
  const [send, { loading }] = useSendAlertEmailConfirmationMutation();
  const { status, sentAt } = settings.emailConfirmation;
  if (status === 'CONFIRMED' || !settings.email) return null;
  const request = async () => {
    try {
      await send();
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: (error as Error).message });
    }
  };
  return (
    <Alert.Root status={status === 'SENT' ? 'info' : 'warning'} variant="subtle" rounded="lg">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          {status === 'SENT' ? 'Confirmation sent' : 'Your address is not confirmed for alert e-mails'}
        </Alert.Title>
        <Alert.Description>
          {status === 'SENT'
            ? `We sent a link to ${settings.email}${sentAt ? ` at ${formatMoment(sentAt)}` : ''}. Open it and press Confirm; until then no alert or digest is e-mailed.`
            : `No alert or digest is e-mailed to ${settings.email} until you open a link we send there. Webhooks are not affected.`}
        </Alert.Description>
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          loading={loading}
          onClick={() => void request()}
        >
          {status === 'SENT' ? 'Send again' : 'Send confirmation e-mail'}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Settings → Alerts: alerts by e-mail, and the weekly digest (opt-in). */
export function AlertEmailPanel({ settings }: { settings: AlertEmailPanel_SettingsFragment }) {
  const [update, { loading }] = useUpdateAlertSettingsMutation();
  const to = settings.email ?? 'your address';
  const change = async (input: { emailAlerts?: boolean; weeklyDigest?: boolean }) => {
    try {
      await update({ variables: { input } });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: (error as Error).message });
    }
  };
  return (
    <Panel title="E-mail" description={`Sent to ${to}.`}>
      <Stack gap="4">
        <Confirmation settings={settings} />
        <Choice
          label="E-mail me alerts"
          hint="One message per collection run that fires anything, listing what it found."
          checked={settings.emailAlerts}
          disabled={loading}
          onChange={(emailAlerts) => void change({ emailAlerts })}
        />
        <Choice
          label="Weekly digest"
          hint="Once a week: the last 7 days’ figures against the 7 before, the prompts where competitors are named and you are not, and a link to your dashboard."
          checked={settings.weeklyDigest}
          disabled={loading}
          onChange={(weeklyDigest) => void change({ weeklyDigest })}
        />
      </Stack>
    </Panel>
  );
}
