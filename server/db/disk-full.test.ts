/**
 * A full disk under the embedded database: writes answer a clear "disk is full" error in each transport's
 * shape (REST 507, GraphQL INSUFFICIENT_STORAGE), reads keep answering and the process keeps serving. The
 * data folder sits on a small tmpfs of its own, filled up by the test.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSightline } from '../main';
import { getJson, graphql, postJson, signUp } from '../test/http';
import { testConfig, testDbKind } from '../test/harness';
import { DiskFullError, toDatabaseError } from './db';
import { openPglite, type PgliteDb } from './pglite';

test('SQLSTATE 53100 and ENOSPC are a DiskFullError; other refusals stay what they were', () => {
  expect(
    toDatabaseError(Object.assign(new Error('could not extend file'), { code: '53100' }), 'x'),
  ).toBeInstanceOf(DiskFullError);
  expect(toDatabaseError(Object.assign(new Error('write failed'), { code: 'ENOSPC' }), 'x')).toBeInstanceOf(
    DiskFullError,
  );
  expect(toDatabaseError(new Error('could not write to file: No space left on device'), 'x')).toBeInstanceOf(
    DiskFullError,
  );
  expect(toDatabaseError(Object.assign(new Error('dup'), { code: '23505' }), 'x')).not.toBeInstanceOf(
    DiskFullError,
  );
  expect(new DiskFullError().message).toMatch(/^The server's disk is full: /);
});

// A fresh embedded database takes about 40 MB; the rest of the mount is filled by the test.
const MOUNT_SIZE = '64m';
let mountPoint = '';

function mountTmpfs(): string | null {
  mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-disk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${MOUNT_SIZE}`, 'tmpfs', mountPoint], {
      stdio: 'pipe',
    });
    return null;
  } catch (error) {
    fs.rmSync(mountPoint, { recursive: true, force: true });
    return error instanceof Error ? error.message.split('\n')[0]! : String(error);
  }
}

const mountRefusal =
  testDbKind === 'pglite' ? mountTmpfs() : 'the Postgres variant has no embedded data folder';

describe.skipIf(mountRefusal !== null)(
  `a full disk under the embedded database${mountRefusal ? ` (skipped: cannot mount a tmpfs: ${mountRefusal})` : ''}`,
  () => {
    let db: PgliteDb;
    let running: Awaited<ReturnType<typeof startSightline>>;
    let token: string;
    const config = testConfig();

    beforeAll(async () => {
      db = await openPglite(path.join(mountPoint, 'pglite'));
      running = await startSightline(config, {
        db,
        clientDir: path.join(config.dataDir, 'no-client'),
        log: () => {},
      });
      ({ token } = await signUp(running.url, 'diskfull'));
      await db.query('update public.workspaces set action_center = true');
      fillDisk(path.join(mountPoint, 'filler'));
    });
    afterAll(async () => {
      await running?.close();
      await db?.close().catch(() => {});
      execFileSync('umount', ['-l', mountPoint]);
      fs.rmSync(mountPoint, { recursive: true, force: true });
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    });

    test('a REST write answers 507 with the reason, in the REST error shape', async () => {
      // A batch big enough that the table must grow on disk.
      const visits = Array.from({ length: 1000 }, (_, i) => ({
        userAgent: 'GPTBot/1.2',
        path: `/${'p'.repeat(800)}/${i}`,
        status: 200,
      }));
      const res = await postJson(`${running.url}/api/crawler-visits`, { visits }, token);
      expect(res.status).toBe(507);
      expect(res.body).toEqual({
        status: 'error',
        message: expect.stringMatching(/^The server's disk is full: /),
      });
    });

    test('a GraphQL write answers INSUFFICIENT_STORAGE with the reason', async () => {
      const res = await graphql(
        running.url,
        `
          mutation ($input: UpdateBrandInput!) {
            updateBrand(input: $input) {
              brand {
                name
              }
            }
          }
        `,
        {
          input: {
            name: 'Full Disk Brand',
            aliases: Array.from({ length: 10 }, (_, i) => `${'a'.repeat(59)}${i}`),
          },
        },
        token,
      );
      expect(res.status).toBe(507);
      expect(res.body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/^The server's disk is full: /),
        extensions: { code: 'INSUFFICIENT_STORAGE' },
      });
    });

    test('reads still answer, and the server is still up', async () => {
      const viewer = await graphql<{ viewer: { profile: { username: string } } }>(
        running.url,
        '{ viewer { profile { username } } }',
        {},
        token,
      );
      expect(viewer.status).toBe(200);
      expect(viewer.body.data?.viewer.profile.username).toBe('diskfull');
      expect((await getJson(`${running.url}/api/health`)).status).toBe(200);
    });
  },
);

/** Writes until the file system refuses: first in 1 MiB pieces, then in pages, so nothing is left. */
function fillDisk(file: string): void {
  const fd = fs.openSync(file, 'w');
  try {
    for (const size of [1 << 20, 4096, 1]) {
      const chunk = Buffer.alloc(size);
      try {
        for (;;) fs.writeSync(fd, chunk);
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}
