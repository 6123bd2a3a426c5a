/**
 * The alerts' handlers on a working queue: a finished run's evaluation, each delivery (retried with
 * back-off by the queue), and the weekly digest's schedule, which queues one digest per opted-in account
 * and week (the week's row and the delivery job are written in one transaction: never twice).
 */
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { todayUtc, type Day } from '../../lib/dates';
import type { Resolver } from '../../lib/guarded-request';
import type { JobQueue } from '../../core/jobs';
import { createMailer, type Mailer } from '../../core/mail';
import { weekStartOf } from './alerts.digest';
import { deliverAlert } from './alerts.deliver';
import { evaluateRunAlerts } from './alerts.evaluate';
import { DELIVER_ALERT, DIGEST_SCHEDULE, EVALUATE_ALERTS, queueDeliveries } from './alerts.queue';
import { insertDigestNotification, listDigestAccounts } from './alerts.store';

export interface AlertJobOptions {
  db: Db;
  config: Config;
  mailer?: Mailer;
  resolveHost?: Resolver;
  log: (message: string) => void;
}

/** Queues this week's digest for every account that asked for it and has none yet; returns how many. */
export async function queueWeeklyDigests(
  deps: { db: Db; config: Config; jobs: JobQueue },
  today: Day = todayUtc(),
): Promise<number> {
  const weekStart = weekStartOf(today);
  let queued = 0;
  await deps.jobs.declare(DELIVER_ALERT);
  for (const { brandId } of await listDigestAccounts(deps.db)) {
    const sent = await deps.db.transaction(async (tx) => {
      const notificationId = await insertDigestNotification(tx, brandId, weekStart);
      if (notificationId)
        await queueDeliveries(tx, deps.jobs, deps.config, notificationId, [
          { channel: 'email', webhookId: null },
        ]);
      return notificationId !== null;
    });
    if (sent) queued++;
  }
  return queued;
}

export async function registerAlertJobs(queue: JobQueue, options: AlertJobOptions) {
  const { db, config, log } = options;
  const mailer = options.mailer ?? createMailer(config, log);
  queue.onStop(() => mailer.close());
  const deps = { db, config, jobs: queue };
  // Evaluations and digests queue deliveries inside transactions: pg-boss must know the kind before.
  await queue.declare(DELIVER_ALERT);

  await queue.work(EVALUATE_ALERTS, async ({ runId }) => {
    const fired = await evaluateRunAlerts(deps, runId);
    if (fired && fired.length > 0) log(`alerts: run ${runId} fired ${fired.length}`);
  });
  await queue.work(DELIVER_ALERT, async (job) => {
    const delivery = await deliverAlert({ ...deps, mailer, resolveHost: options.resolveHost, log }, job);
    if (delivery && !delivery.ok)
      log(
        `alert delivery ${job.notificationId} (${job.channel}) attempt ${delivery.attempt}: ${delivery.error}`,
      );
  });
  await queue.work(DIGEST_SCHEDULE, async () => {
    log(`weekly digest: queued ${await queueWeeklyDigests(deps)}`);
  });
  await queue.schedule(DIGEST_SCHEDULE, `0 ${config.DIGEST_HOUR_UTC} * * ${config.DIGEST_WEEKDAY_UTC}`);
  return { queueWeeklyDigests: (today?: Day) => queueWeeklyDigests(deps, today) };
}
