import { Stack, Switch, Text } from '@chakra-ui/react';
import type { AlertEmailPanel_SettingsFragment } from '../../__generated__/graphql';
import { useUpdateAlertSettingsMutation } from '../../__generated__/hooks';
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
