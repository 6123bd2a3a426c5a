/**
 * DATA_DIR holds the embedded database, the auth signing secret and the mail outbox (report links): it is
 * the owner's alone. A process that uses it creates everything owner-only (umask 077) and, at start,
 * tightens what an earlier version or a copy left readable to others. (PGlite sets 0666 on the files it
 * creates whatever the umask; inside 0700 folders no one else reaches them, and openDatabase tightens
 * them again when the database is opened and closed.)
 */
import fs from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Sets folders under target to 0700 and takes group and other bits off files (symbolic links are left). */
export function tightenModes(target: string): void {
  const stat = fs.lstatSync(target);
  if (stat.isSymbolicLink()) return; // a link's target may be anyone's; leave it alone
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) fs.chmodSync(target, PRIVATE_DIR_MODE);
    for (const entry of fs.readdirSync(target)) tightenModes(path.join(target, entry));
  } else if ((stat.mode & 0o777 & ~PRIVATE_FILE_MODE) !== 0) {
    fs.chmodSync(target, stat.mode & PRIVATE_FILE_MODE);
  }
}

/** Creates dataDir owner-only, makes this process create files owner-only, and fixes existing modes. */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tightenModes(dataDir);
}
