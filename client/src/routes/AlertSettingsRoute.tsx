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

/** /dashboard/settings/alerts: the rules, e-mail and the digest, webhooks and the delivery log. */
export default function AlertSettingsRoute() {
  const { data, loading, error } = useAlertSettingsRouteQuery();
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
      <AlertRulesPanel rules={data.alertRules} />
      <AlertEmailPanel settings={data.alertSettings} />
      <WebhooksPanel webhooks={data.alertWebhooks} />
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
