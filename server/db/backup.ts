/**
 * Backing up and restoring the embedded store (`npm run backup`, `npm run restore`): DATA_DIR/pglite and
 * the generated signing secret, DATA_DIR/auth-secret, in one file (backup-file.ts). The mail outbox is left
 * out: it holds copies of e-mails already sent. With DATABASE_URL the data is in Postgres, and Postgres's
 * own tools back it up, the signing secret with it (table auth_signing_secret).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { SECRET_FILE_NAME } from '../modules/auth';
import {
  ADMIN_SOCKET_NAME,
  adminSocketPath,
  holdStore,
  whileRunningProcessHoldsStore,
  type HeldStore,
} from './admin-socket';
import { leaveEvidenceOut } from './backup-evidence';
import {
  BackupFileError,
  copyStoreFiles,
  extractBackupFile,
  listStoreFiles,
  readBackupManifest,
  writeBackupFile,
  type BackupManifest,
  type StoreSnapshot,
} from './backup-file';
import { PRIVATE_FILE_MODE, secureDataDir, tightenModes } from './data-dir';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';
import { appliedMigrations, loadMigrations } from './migrate';
import { openDatabase } from './open';
import { openPglite } from './pglite';

const STORE_DIR = 'pglite';

/** The command cannot do what was asked; its message says why and what to do instead. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

function refuseOnPostgres(config: Config) {
  if (!config.DATABASE_URL) return;
  throw new BackupRefused(
    'DATABASE_URL is set: the data is in that Postgres database, not in DATA_DIR, and this command backs up ' +
      'and restores the embedded store only. Use Postgres’s tools: pg_dump --format=custom --file=sightline.dump "$DATABASE_URL" ' +
      'to back up, pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" sightline.dump to restore. ' +
      'The generated auth signing secret is in the database (table auth_signing_secret), so it comes along.',
  );
}

export interface BackupResult {
  manifest: BackupManifest;
  /** How long the running process (the server) held its store for the copy; null when none ran. */
  serverHeldMs: number | null;
}

export interface BackupOptions {
  /**
   * Leave the answers' kept evidence (raw payloads and pages, answer_evidence) out of the backup: it is
   * removed from a copy of the store, which the backup is then written from. The live store keeps it.
   */
  withoutEvidence?: boolean;
}

/**
 * Writes a backup of DATA_DIR to `file`. The store's files are read while it is held still: by the
 * process that has it open when one runs (asked on its admin socket), else by this one, which opens it
 * (taking the folder's lock for the while). Neither way are they held in this process's memory. Without
 * evidence, the held store is copied, the copy emptied of it, and the backup written from the copy.
 */
export async function backupDataDir(
  config: Config,
  file: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  refuseOnPostgres(config);
  const storeDir = path.join(config.dataDir, STORE_DIR);
  const authSecret = readAuthSecret(config.dataDir);
  // A running server's store is held only while its files are copied beside the backup (file to file:
  // about a second for the demo's 400 MB), and compressed from the copy: compressing takes several times
  // as long, and every request would wait for it.
  const copyDir = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.store`);
  const copyHeldStore = async (store: HeldStore): Promise<StoreSnapshot> => ({
    migrations: store.migrations,
    postgresVersion: store.postgresVersion,
    storeDir: copyDir,
    files: await copyStoreFiles(storeDir, copyDir),
    ...(store.keptEvidence ? { evidence: { ...store.keptEvidence, leftOut: false } } : {}),
  });
  try {
    const running = await whileRunningProcessHoldsStore(config.dataDir, copyHeldStore);
    if (running)
      return {
        manifest: await writeBackupFile(file, await finishSnapshot(running.copied, options), authSecret),
        serverHeldMs: running.heldMs,
      };

    if (!fs.existsSync(path.join(storeDir, 'PG_VERSION')))
      throw new BackupRefused(`There is no embedded database in ${config.dataDir} to back up.`);
    let db;
    try {
      db = await openDatabase(config);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      throw new BackupRefused(
        `${error.message}\nIt did not answer the backup request on ${adminSocketPath(config.dataDir)}; if it is ` +
          'starting, try again in a moment.',
      );
    }
    let copied: StoreSnapshot;
    try {
      // No one else waits for this process's store: it is held while the file is written, straight from it,
      // unless the evidence is left out, which takes a copy to remove it from.
      if (!options.withoutEvidence) {
        const manifest = await holdStore(db, async (store) =>
          writeBackupFile(
            file,
            {
              migrations: store.migrations,
              postgresVersion: store.postgresVersion,
              storeDir,
              files: listStoreFiles(storeDir),
              ...(store.keptEvidence ? { evidence: { ...store.keptEvidence, leftOut: false } } : {}),
            },
            authSecret,
          ),
        );
        return { manifest, serverHeldMs: null };
      }
      copied = await holdStore(db, copyHeldStore);
    } finally {
      await db.close();
    }
    const manifest = await writeBackupFile(file, await finishSnapshot(copied, options), authSecret);
    return { manifest, serverHeldMs: null };
  } finally {
    await fs.promises.rm(copyDir, { recursive: true, force: true });
  }
}

/** A copy of the held store as the backup takes it: as copied, or emptied of the answers' evidence. */
async function finishSnapshot(copied: StoreSnapshot, options: BackupOptions): Promise<StoreSnapshot> {
  if (!options.withoutEvidence) return copied;
  const removed = await leaveEvidenceOut(copied.storeDir);
  return { ...copied, files: listStoreFiles(copied.storeDir), evidence: { ...removed, leftOut: true } };
}

function readAuthSecret(dataDir: string): string | null {
  try {
    return fs.readFileSync(path.join(dataDir, SECRET_FILE_NAME), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A database with migrations this code does not have was made by a newer Sightline. */
function refuseUnknownMigrations(file: string, migrations: string[]) {
  const known = new Set(loadMigrations().map((migration) => migration.version));
  const unknown = migrations.filter((version) => !known.has(version));
  if (unknown.length > 0)
    throw new BackupRefused(
      `${file} was made by a newer Sightline: its database has migrations this version does not know ` +
        `(${unknown.join(', ')}). Upgrade Sightline, then restore it.`,
    );
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** What was in DATA_DIR and was replaced (--force). */
  replaced: string[];
}

/**
 * Restores `file` into DATA_DIR, which must be empty unless `force`; refused while a process holds the
 * folder. The backup is read and checked whole, and its database opened, before DATA_DIR's own is
 * replaced: a bad file leaves the folder as it was.
 */
export async function restoreDataDir(
  config: Config,
  file: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  refuseOnPostgres(config);
  const manifest = await readBackupManifest(file).catch(refuseUnreadable);
  refuseUnknownMigrations(file, manifest.migrations);

  const { dataDir } = config;
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new BackupRefused(`${error.message}\nA backup is restored into a folder no process has open.`);
  }
  try {
    secureDataDir(dataDir);
    const present = fs
      .readdirSync(dataDir)
      .filter((name) => name !== LOCK_FILE_NAME && name !== ADMIN_SOCKET_NAME);
    if (present.length > 0 && !options.force)
      throw new BackupRefused(
        `${dataDir} is not empty (${present.join(', ')}): restore into an empty folder (DATA_DIR), ` +
          'or add --force to replace its database and auth secret.',
      );
    // Written and opened beside the live store first: a file or database that fails replaces nothing.
    const restoring = path.join(dataDir, `${STORE_DIR}.restoring`);
    fs.rmSync(restoring, { recursive: true, force: true });
    let authSecret;
    try {
      ({ authSecret } = await extractBackupFile(file, restoring).catch(refuseUnreadable));
      // PGlite would create a new, empty database in a folder without one.
      if (!fs.existsSync(path.join(restoring, 'PG_VERSION')))
        throw new BackupRefused(`${file} holds no database; nothing was replaced.`);
      const db = await openPglite(restoring);
      try {
        refuseUnknownMigrations(file, await appliedMigrations(db));
      } finally {
        await db.close();
      }
    } catch (error) {
      fs.rmSync(restoring, { recursive: true, force: true });
      if (error instanceof BackupRefused) throw error;
      throw new BackupRefused(
        `The database in ${file} could not be restored (${(error as Error).message}); nothing was replaced.`,
      );
    }
    tightenModes(restoring);
    replaceStore(dataDir, restoring);
    if (authSecret !== null) writeFileAtomically(path.join(dataDir, SECRET_FILE_NAME), authSecret + '\n');
    return { manifest, replaced: present };
  } finally {
    lock.release();
  }
}

function refuseUnreadable(error: unknown): never {
  if (error instanceof BackupFileError) throw new BackupRefused(error.message);
  throw error;
}

/** Puts the restored store in place of the live one (if any), which is removed once it is out of the way. */
function replaceStore(dataDir: string, restoring: string) {
  const live = path.join(dataDir, STORE_DIR);
  const previous = path.join(dataDir, `${STORE_DIR}.replaced`);
  fs.rmSync(previous, { recursive: true, force: true });
  if (fs.existsSync(live)) fs.renameSync(live, previous);
  fs.renameSync(restoring, live);
  fs.rmSync(previous, { recursive: true, force: true });
}

function writeFileAtomically(file: string, content: string) {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, content, { mode: PRIVATE_FILE_MODE });
  fs.renameSync(partial, file);
}
