/**
 * Sending generate-report jobs from the API process. One pg-boss client per database, used for sending
 * only (no polling, no maintenance: the worker does those), so a report row and its job are written in
 * one transaction - a request is either stored and queued, or not stored at all.
 */
import PgBoss from 'pg-boss';
import type { Db, Queryable, SqlParam } from '../../db/db';
import { pgBossAdapter } from '../jobs/queue';
import { GENERATE_REPORT, REPORT_QUEUE_OPTIONS, type GenerateReportJob } from './report.job';

const senders = new WeakMap<Db, Promise<PgBoss>>();

async function startSender(db: Db): Promise<PgBoss> {
  const boss = new PgBoss({
    db: pgBossAdapter(db),
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    migrate: true,
  });
  boss.on('error', (error: Error) => console.error(`report queue error: ${error.message}`));
  await boss.start();
  await boss.createQueue(GENERATE_REPORT, REPORT_QUEUE_OPTIONS);
  return boss;
}

/** The sender for this database, started on first use. Call it before opening the transaction. */
export function reportQueue(db: Db): Promise<PgBoss> {
  let started = senders.get(db);
  if (!started) {
    started = startSender(db);
    // A failed start is not cached: the next request tries again.
    started.catch(() => senders.delete(db));
    senders.set(db, started);
  }
  return started;
}

/** pg-boss's statements on our transaction, so the job commits or rolls back with the report row. */
const onTransaction = (tx: Queryable): PgBoss.Db => ({
  async executeSql(text, values) {
    return { rows: await tx.query(text, (values ?? []) as SqlParam[]) };
  },
});

/** Queues the report's job inside the caller's transaction; throws when it could not be queued. */
export async function enqueueReport(boss: PgBoss, tx: Queryable, job: GenerateReportJob): Promise<string> {
  const id = await boss.send(GENERATE_REPORT, job, { db: onTransaction(tx) });
  if (!id) throw new Error('The report job could not be queued');
  return id;
}
