import { Button, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAlertSettingsRouteQuery } from '../__generated__/hooks';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { LoadErrorState, LoadingState } from '../components/StateViews';
import { AlertEmailPanel } from '../features/alerts/AlertEmailPanel';
import { AlertRulesPanel } from '../features/alerts/AlertRulesPanel';
import { DeliveryLog } from '../features/alerts/DeliveryLog';
import { WebhooksPanel } from '../features/alerts/WebhooksPanel';
import { RoleFieldset, RoleHint, useRoleGate } from '../features/workspace/role';

/** /dashboard/settings/alerts: the rules, e-mail and the digest, webhooks and the delivery log. */
export default function AlertSettingsRoute() {
  const { data, loading, error } = useAlertSettingsRouteQuery();
  const gate = useRoleGate('EDITOR');
  const header = (
    <PageHeader
      title="Alert settings"
      description="What Sightline checks after every collection run, and where it tells you"
      above={
        <Link asChild textStyle="sm" color="teal.fg" mb="2">
          <RouterLink to="/dashboard/settings">← Settings</RouterLink>
        </Link>
      }
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
  if (!data) return null;
  const webhookNames = new Map(data.alertWebhooks.map((w) => [w.id, w.url]));
  return (
    <Stack gap="4">
      {header}
      <RoleHint gate={gate} />
      <RoleFieldset min="EDITOR" hint={false}>
        <Stack gap="4">
          <AlertRulesPanel rules={data.alertRules} />
          <AlertEmailPanel settings={data.alertSettings} />
          <WebhooksPanel webhooks={data.alertWebhooks} />
        </Stack>
      </RoleFieldset>
      <Panel
        title="Delivery log"
        description="Every try at sending alerts, tests and digests, newest first"
        extra={
          <Button asChild size="xs" variant="outline">
            <RouterLink to="/dashboard/alerts">Alert history</RouterLink>
          </Button>
        }
      >
        <DeliveryLog deliveries={data.alertDeliveries} webhookNames={webhookNames} label="Delivery log" />
      </Panel>
    </Stack>
  );
}
