/**
 * Measures the demo seed on a fresh database: `npx tsx server/db/seed/time-seed.ts` (in-memory PGlite)
 * or with TEST_DATABASE_URL=postgres://… to run against a new database on that server (dropped after).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildConfig } from '../../config';
import type { Db } from '../db';
import { migrate } from '../migrate';
import { openPglite } from '../pglite';
import { openPostgres } from '../postgres';
import { seedDemoData } from './demo';

async function open(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const db = await openPglite(undefined);
    return { db, drop: () => db.close() };
  }
  const name = `sightline_seed_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 5);
  return {
    db,
    drop: async () => {
      await db.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const { db, drop } = await open();
await migrate(db);
const config = buildConfig({ SEED_DEMO: 'true' });
const started = performance.now();
const cpu = process.cpuUsage();
await seedDemoData({
  db,
  config,
  createUser: async (input) => {
    const id = input.id ?? randomUUID();
    await db.query('insert into public.profiles (id, username, email) values ($1, $2, $3)', [
      id,
      input.username,
      input.email,
    ]);
    return { id };
  },
});
const elapsed = performance.now() - started;
const cpuUsed = process.cpuUsage(cpu);
const [counts] = await db.query<{ answers: number; failed: number; visible: number }>(
  `select count(*) as answers, count(*) filter (where status = 'failed') as failed,
    count(*) filter (where visible) as visible from public.answers`,
);
console.log(
  `${db.kind}: seeded in ${(elapsed / 1000).toFixed(2)} s (this process used ${((cpuUsed.user + cpuUsed.system) / 1e6).toFixed(2)} s CPU)`,
  counts,
);
await drop();
