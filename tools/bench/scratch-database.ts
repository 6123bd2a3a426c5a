/** A database of the bench's own on the Postgres server at `baseUrl`: made empty or kept, dropped when done. */
import pg from 'pg';

async function runAsAdmin(baseUrl: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

export function scratchDatabase(baseUrl: string, name: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await runAsAdmin(baseUrl, `drop database if exists ${name} with (force)`);
  };
  return {
    url: url.toString(),
    /** Drops what an earlier run left and makes it again, empty. */
    async create() {
      await drop();
      await runAsAdmin(baseUrl, `create database ${name}`);
    },
    /** Makes it unless it exists, keeping what an earlier run left in it. */
    async createIfMissing() {
      const { rowCount } = await runAsAdmin(baseUrl, `select 1 from pg_database where datname = $1`, [name]);
      if (!rowCount) await runAsAdmin(baseUrl, `create database ${name}`);
    },
    drop,
  };
}
