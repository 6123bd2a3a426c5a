/**
 * A Sightline backup file: a gzip-compressed tar (`tar -tzf` lists it) of
 *
 *   sightline-backup.json   the manifest: what made the file, when, the migrations its database had applied, and
 *                           the answers' evidence it holds or left out
 *   auth-secret             the generated access-token signing secret, when DATA_DIR held one
 *   pglite/…                the embedded store's folder, every file and folder in it
 *
 * in that order, so a restore reads the manifest and can refuse before reading the rest. The tar headers
 * give each entry's length, the manifest the number and size of the store's files, and gzip checks the
 * whole file (CRC-32 and length): a cut or damaged file is found before anything is restored from it.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { extract, pack, type Pack } from 'tar-stream';
import { z } from 'zod';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir';

export const BACKUP_FORMAT = 'sightline-backup';
/** Raised when the layout changes in a way an older restore could not read. */
export const BACKUP_FORMAT_VERSION = 1;

const MANIFEST_ENTRY = 'sightline-backup.json';
const AUTH_SECRET_ENTRY = 'auth-secret';
const STORE_ENTRY = 'pglite/';

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  /** The migrations the database had applied, in order: a restore refuses one this code does not know. */
  migrations: z.array(z.string()),
  postgresVersion: z.string(),
  /** Whether the file holds DATA_DIR/auth-secret (absent when AUTH_JWT_SECRET was used instead). */
  authSecret: z.boolean(),
  /**
   * The store's files (folders not counted), their bytes, and the SHA-256 of their paths and contents in
   * the archive's order (storeDigest; absent from backups written before it was kept).
   */
  store: z.object({
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  }),
  /**
   * The answers whose kept evidence (raw payloads, pages; issue 61) the store held when the backup was made,
   * its bytes as stored, and whether it was left out (npm run backup -- --without-evidence): then the
   * backup's database holds none of it. Absent from backups written before evidence was counted.
   */
  evidence: z
    .object({
      answers: z.number().int().nonnegative(),
      bytes: z.number().int().nonnegative(),
      leftOut: z.boolean(),
    })
    .optional(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A file or folder of the store, by its path inside the store's folder (with / between names). */
export interface StoreFile {
  path: string;
  /** null for a folder. */
  bytes: number | null;
}

/** The store's files, in a folder nothing writes to until the backup is written, and what the store said. */
export interface StoreSnapshot {
  migrations: string[];
  postgresVersion: string;
  /** The held store's own folder, or a copy made while it was held. */
  storeDir: string;
  /** What storeDir holds (listStoreFiles). */
  files: StoreFile[];
  /** The store's kept evidence and whether storeDir was emptied of it; absent when it was not counted. */
  evidence?: BackupManifest['evidence'];
}

/** The file cannot be read as a backup: not one at all, cut short, damaged, or from a newer Sightline. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/** Every folder and file under storeDir, a folder before what it holds; the caller keeps the store still. */
export function listStoreFiles(storeDir: string, under = ''): StoreFile[] {
  return fs
    .readdirSync(path.join(storeDir, under), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = under ? `${under}/${entry.name}` : entry.name;
      if (entry.isDirectory())
        return [{ path: relative, bytes: null }, ...listStoreFiles(storeDir, relative)];
      if (entry.isFile()) return [{ path: relative, bytes: fs.statSync(path.join(storeDir, relative)).size }];
      throw new Error(`${path.join(storeDir, relative)} is neither a file nor a folder`);
    });
}

/**
 * Copies the store's files into copyDir (created; it must not exist), file to file (a clone where the file
 * system makes them), never through this process's memory; what it copied. The caller keeps the store still.
 */
export async function copyStoreFiles(storeDir: string, copyDir: string): Promise<StoreFile[]> {
  const files = listStoreFiles(storeDir);
  await fs.promises.mkdir(copyDir, { mode: PRIVATE_DIR_MODE });
  for (const file of files) {
    const copy = path.join(copyDir, file.path);
    if (file.bytes === null) await fs.promises.mkdir(copy, { mode: PRIVATE_DIR_MODE });
    else
      await fs.promises.copyFile(
        path.join(storeDir, file.path),
        copy,
        fs.constants.COPYFILE_EXCL | fs.constants.COPYFILE_FICLONE,
      );
  }
  return files;
}

// ---------- writing ----------

/** What a file of the store adds to the digest before its contents: its path, then a NUL. */
const digestName = (relative: string) => `${relative}\0`;

/** The SHA-256 of the store's files, each its path and then its contents, in the order listed. */
async function storeDigest(snapshot: StoreSnapshot): Promise<string> {
  const digest = createHash('sha256');
  for (const { path: relative, bytes } of snapshot.files) {
    if (bytes === null) continue;
    digest.update(digestName(relative));
    for await (const chunk of fs.createReadStream(path.join(snapshot.storeDir, relative)))
      digest.update(chunk);
  }
  return digest.digest('hex');
}

/**
 * Adds the backup's entries to the archive, in order, each of the store's files streamed from
 * snapshot.storeDir; a file that is no longer the size listed fails it (tar-stream's "Size mismatch").
 */
async function addEntries(
  archive: Pack,
  manifest: BackupManifest,
  authSecret: string | null,
  snapshot: StoreSnapshot,
  mtime: Date,
) {
  const header = (name: string, type: 'file' | 'directory', size = 0) => ({
    name,
    type,
    size,
    mode: type === 'file' ? PRIVATE_FILE_MODE : PRIVATE_DIR_MODE,
    mtime,
  });
  archive.entry(header(MANIFEST_ENTRY, 'file'), JSON.stringify(manifest, null, 2) + '\n');
  if (authSecret !== null) archive.entry(header(AUTH_SECRET_ENTRY, 'file'), authSecret + '\n');
  archive.entry(header(STORE_ENTRY, 'directory'));
  for (const { path: relative, bytes } of snapshot.files) {
    const name = STORE_ENTRY + relative;
    if (bytes === null) archive.entry(header(`${name}/`, 'directory'));
    else
      await pipeline(
        fs.createReadStream(path.join(snapshot.storeDir, relative)),
        archive.entry(header(name, 'file', bytes)),
      );
  }
  archive.finalize();
}

/**
 * Writes the backup to `file` (mode 0600): first under a temporary name beside it, synced to disk, then
 * renamed, so a backup that fails leaves no file that looks whole (and an earlier backup of the same name
 * stays until the new one is complete). The store's files are read from disk as they are written.
 */
export async function writeBackupFile(
  file: string,
  snapshot: StoreSnapshot,
  authSecret: string | null,
  createdAt = new Date(),
): Promise<BackupManifest> {
  const storeBytes = snapshot.files.flatMap((entry) => (entry.bytes === null ? [] : [entry.bytes]));
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    migrations: snapshot.migrations,
    postgresVersion: snapshot.postgresVersion,
    authSecret: authSecret !== null,
    store: {
      files: storeBytes.length,
      bytes: storeBytes.reduce((sum, bytes) => sum + bytes, 0),
      sha256: await storeDigest(snapshot),
    },
    ...(snapshot.evidence ? { evidence: snapshot.evidence } : {}),
  };
  const archive = pack();
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  try {
    const written = pipeline(
      archive,
      // The fastest level: the demo's 418 MB became 76 MB in 6.1 s; the default level took 13.6 s for 63 MB.
      zlib.createGzip({ level: zlib.constants.Z_BEST_SPEED }),
      fs.createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
    );
    // A failure on either side destroys the archive, so `written` fails with the first one.
    const added = addEntries(archive, manifest, authSecret, snapshot, createdAt).catch((error: Error) =>
      archive.destroy(error),
    );
    await Promise.all([written, added]);
    const synced = await fs.promises.open(partial, 'r');
    try {
      await synced.sync();
    } finally {
      await synced.close();
    }
    await fs.promises.rename(partial, file);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return manifest;
}

// ---------- reading ----------

const notABackup = (file: string) =>
  new BackupFileError(`${file} is not a Sightline backup (npm run backup writes one).`);
const damaged = (file: string, why: string) =>
  new BackupFileError(`${file} is damaged or incomplete (${why}); nothing was restored from it.`);

/**
 * A system error (EIO, ENOSPC…) is the machine's; anything else met while reading a backup (gzip's and
 * the tar reader's errors, and the checks here) is the file's.
 */
const isSystemError = (error: unknown) => /^E[A-Z0-9]+$/.test((error as NodeJS.ErrnoException)?.code ?? '');

/** What is read of a tar-stream entry: its chunks are Buffers, and a type it does not know is null. */
type ArchiveEntry = AsyncIterable<Buffer> & { header: { name: string; type: string | null; size: number } };

async function concatenated(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

interface OpenBackup {
  manifest: BackupManifest;
  /** The entries after the manifest; each must be read to its end before the next. */
  entries: AsyncIterator<ArchiveEntry>;
  /** Settles when the whole file has been read: fails if gzip or tar found it cut short or damaged. */
  read: Promise<void>;
  /** Stops reading (the file is closed) before its end. */
  close(): Promise<void>;
}

/** The backup's manifest, and its entries after it; refuses a file that is not a backup. */
async function openBackup(file: string): Promise<OpenBackup> {
  const source = fs.createReadStream(file);
  try {
    await once(source, 'open');
  } catch (error) {
    throw new BackupFileError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const archive = extract();
  // A read, gzip or tar error also reaches whichever read of an entry meets it.
  const read = pipeline(source, zlib.createGunzip(), archive);
  read.catch(() => undefined);
  const entries = archive[Symbol.asyncIterator]() as AsyncIterator<ArchiveEntry>;
  const close = async () => {
    await entries.return?.();
  };
  try {
    const first = await entries.next().catch((error: unknown) => {
      if (isSystemError(error)) throw error;
      throw notABackup(file); // not gzip, or not a tar inside
    });
    const header = first.done ? null : first.value.header;
    if (header?.name !== MANIFEST_ENTRY || header.type !== 'file' || header.size > 1_000_000)
      throw notABackup(file);
    let manifest: BackupManifest;
    try {
      const parsed = JSON.parse((await concatenated(first.value as ArchiveEntry)).toString('utf8')) as {
        format?: unknown;
      };
      if (parsed.format !== BACKUP_FORMAT) throw notABackup(file);
      manifest = manifestSchema.parse(parsed);
    } catch (error) {
      if (error instanceof BackupFileError) throw error;
      throw damaged(file, 'its manifest cannot be read');
    }
    if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
      throw new BackupFileError(
        `${file} was written by a newer Sightline (backup format ${manifest.formatVersion}; this version reads ${BACKUP_FORMAT_VERSION}): upgrade Sightline to restore it.`,
      );
    return { manifest, entries, read, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The manifest alone (the start of the file): enough to refuse a backup before reading all of it. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  const { manifest, close } = await openBackup(file);
  await close();
  return manifest;
}

/** Where a store entry of the archive goes under storeDir; a name that would leave it is refused. */
function storePath(storeDir: string, name: string): string {
  const segments = name.slice(STORE_ENTRY.length).split('/').filter(Boolean);
  if (!name.startsWith(STORE_ENTRY) || segments.some((segment) => segment === '.' || segment === '..'))
    throw new Error(`an entry outside the store (${name})`);
  return path.join(storeDir, ...segments);
}

/**
 * Writes the backup's store into storeDir (which must not exist yet), checked to the last byte against
 * its manifest; the manifest and the auth secret it held. Only files and folders are taken: a link, a
 * device or any other kind of entry refuses the file.
 */
export async function extractBackupFile(
  file: string,
  storeDir: string,
): Promise<{ manifest: BackupManifest; authSecret: string | null }> {
  const { manifest, entries, read, close } = await openBackup(file);
  try {
    let authSecret: string | null = null;
    let files = 0;
    let bytes = 0;
    const digest = createHash('sha256');
    fs.mkdirSync(storeDir, { mode: PRIVATE_DIR_MODE });
    for (let next; !(next = await entries.next()).done;) {
      const entry = next.value;
      const { name, type, size } = entry.header;
      if (name === AUTH_SECRET_ENTRY && type === 'file' && size < 1024) {
        authSecret = (await concatenated(entry)).toString('utf8').trim();
      } else if (type === 'directory') {
        fs.mkdirSync(storePath(storeDir, name), { recursive: true, mode: PRIVATE_DIR_MODE });
      } else if (type === 'file') {
        const target = storePath(storeDir, name);
        digest.update(digestName(name.slice(STORE_ENTRY.length)));
        const digested = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            digest.update(chunk);
            done(null, chunk);
          },
        });
        await pipeline(
          entry,
          digested,
          fs.createWriteStream(target, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
        );
        files += 1;
        bytes += size;
      } else {
        throw new Error(`an entry of a kind a backup does not hold (${name}: ${type ?? 'unknown'})`);
      }
    }
    await read; // to the end of the file, so gzip has checked its length and CRC-32
    if (files !== manifest.store.files || bytes !== manifest.store.bytes)
      throw new Error(
        `its store has ${files} files of ${bytes} bytes where the manifest lists ${manifest.store.files} of ${manifest.store.bytes}`,
      );
    if (manifest.store.sha256 !== undefined && digest.digest('hex') !== manifest.store.sha256)
      throw new Error(
        "its store's contents are not those its manifest's SHA-256 names (a byte changed after it was written)",
      );
    if ((authSecret !== null) !== manifest.authSecret)
      throw new Error('its auth secret is not as the manifest says');
    return { manifest, authSecret };
  } catch (error) {
    await close();
    if (error instanceof BackupFileError || isSystemError(error)) throw error;
    throw damaged(file, (error as Error).message);
  }
}
