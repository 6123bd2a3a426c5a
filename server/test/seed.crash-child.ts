/**
 * Child process for seed.crash.test.ts: seeds the demo accounts (SEED_DAYS days of history) into a
 * database that outlives the process (a PGlite directory or a Postgres URL), so the test can kill it in
 * the middle. Prints "BATCH <account> <last day>" after each stored batch and "SEEDED <true|false>" at
 * the end (false: the seed was already complete).
 */
import { buildConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { seedDemoData } from '../db/seed/demo';
import { createAuth } from '../modules/auth';

async function main() {
  const config = buildConfig({ ...process.env, SEED_DEMO: 'true' });
  const db = await openDatabase(config);
  await migrate(db);
  const auth = await createAuth({ db, config });
  const seeded = await seedDemoData(
    { db, config, createUser: auth.createUser },
    {
      days: Number(process.env.SEED_DAYS ?? '90'),
      onBatch: ({ account, days }) => console.log(`BATCH ${account.id} ${days[days.length - 1]}`),
    },
  );
  console.log(`SEEDED ${seeded}`);
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
