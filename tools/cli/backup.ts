/**
 * npm run backup -- <file> [--without-evidence]
 *
 * Writes the embedded store (DATA_DIR/pglite) and the generated auth secret (DATA_DIR/auth-secret) to one
 * file, mode 0600: when a server runs on DATA_DIR it holds its store still (between transactions, for
 * about a second per 400 MB) while the files are copied; else this process opens the store itself. The file holds password hashes and the token signing secret: keep it as
 * private as DATA_DIR. It counts the answers' kept evidence (raw payloads and pages); --without-evidence
 * leaves it out (from a copy of the store: the live one keeps it). With DATABASE_URL it refuses and names
 * pg_dump.
 */
import path from 'node:path';
import { config as loadConfig } from '../../server/config';
import { backupDataDir } from '../../server/db/backup';
import type { BackupManifest } from '../../server/db/backup-file';
import { parseCommandLine, runOperatorCommand } from './operator-command';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const answersWord = (answers: number) =>
  `${answers.toLocaleString('en-US')} answer${answers === 1 ? '' : 's'}`;

/** What the backup says of the answers' evidence: kept, or left out. */
function evidenceNote(evidence: BackupManifest['evidence']): string {
  if (!evidence) return '';
  if (evidence.leftOut)
    return `; the evidence of ${answersWord(evidence.answers)} (${megabytes(evidence.bytes)}) left out, as asked`;
  return `; with the evidence of ${answersWord(evidence.answers)} (${megabytes(evidence.bytes)})`;
}

runOperatorCommand(async () => {
  const { file, flags } = parseCommandLine('npm run backup -- <file> [--without-evidence]', [
    'without-evidence',
  ]);
  const config = loadConfig();
  const { manifest, serverHeldMs } = await backupDataDir(config, file, {
    withoutEvidence: flags.has('without-evidence'),
  });
  const how =
    serverHeldMs === null
      ? 'no server was running'
      : `through the running server, which held its store still for ${(serverHeldMs / 1000).toFixed(1)} s`;
  console.log(
    `Backed up ${config.dataDir} to ${file} (${how}; ${manifest.migrations.length} migrations, ` +
      `${manifest.authSecret ? 'with the auth secret' : 'no auth secret in DATA_DIR'}` +
      `${evidenceNote(manifest.evidence)}).\n` +
      `It holds password hashes${manifest.authSecret ? ' and the token signing secret' : ''}: keep it private. ` +
      `Restore it with npm run restore -- ${path.basename(file)}`,
  );
});
