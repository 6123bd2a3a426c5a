/**
 * npm run restore -- <file> [--force]
 *
 * Restores a backup written by `npm run backup` into DATA_DIR, which must be empty (--force replaces its
 * database and auth secret) and not in use by a running server. Refuses a file that is not a backup, is
 * cut short, or comes from a newer Sightline. Says so when the backup left the answers' evidence out. With
 * DATABASE_URL it refuses and names pg_restore.
 */
import { config as loadConfig } from '../../server/config';
import { restoreDataDir } from '../../server/db/backup';
import { parseCommandLine, runOperatorCommand } from './operator-command';

runOperatorCommand(async () => {
  const { file, flags } = parseCommandLine('npm run restore -- <file> [--force]', ['force']);
  const config = loadConfig();
  const { manifest, replaced } = await restoreDataDir(config, file, { force: flags.has('force') });
  console.log(
    `Restored ${file} (made ${manifest.createdAt}, ${manifest.migrations.length} migrations) into ${config.dataDir}` +
      (replaced.length > 0
        ? `, replacing its database${manifest.authSecret ? ' and auth secret' : ''}.`
        : '.'),
  );
  if (manifest.evidence?.leftOut)
    console.log(
      `Evidence was left out of this backup (npm run backup -- --without-evidence): the raw payloads and pages ` +
        `of ${manifest.evidence.answers.toLocaleString('en-US')} answers are not in it. The answers, their readings ` +
        'and every figure are; the answers drawer shows no evidence for them.',
    );
  if (!manifest.authSecret)
    console.log(
      'The backup holds no generated auth secret (its server used AUTH_JWT_SECRET): set the same AUTH_JWT_SECRET, ' +
        'or sign-ins made before the backup end and everyone signs in again.',
    );
  console.log('Start the server (npm start): it applies any newer migrations.');
});
