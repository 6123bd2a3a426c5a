/** A database of the bench's own on the Postgres server at `baseUrl`: made empty, dropped when done. */
import pg from 'pg';

async function runAsAdmin(baseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function scratchDatabase(baseUrl: string, name: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = () => runAsAdmin(baseUrl, `drop database if exists ${name} with (force)`);
  return {
    url: url.toString(),
    /** Drops what an earlier run left and makes it again, empty. */
    async create() {
      await drop();
      await runAsAdmin(baseUrl, `create database ${name}`);
    },
    drop,
  };
}
