/**
 * npm run backup -- <file>
 *
 * Writes the embedded store (DATA_DIR/pglite) and the generated auth secret (DATA_DIR/auth-secret) to one
 * file, mode 0600: when a server runs on DATA_DIR it holds its store still (between transactions, for
 * about a second per 400 MB) while the files are copied; else this process opens the store itself. The file holds password hashes and the token signing secret: keep it as
 * private as DATA_DIR. With DATABASE_URL it refuses and names pg_dump.
 */
import path from 'node:path';
import { config as loadConfig } from '../../server/config';
import { backupDataDir } from '../../server/db/backup';
import { parseCommandLine, runOperatorCommand } from './operator-command';

runOperatorCommand(async () => {
  const { file } = parseCommandLine('npm run backup -- <file>');
  const config = loadConfig();
  const { manifest, serverHeldMs } = await backupDataDir(config, file);
  const how =
    serverHeldMs === null
      ? 'no server was running'
      : `through the running server, which held its store still for ${(serverHeldMs / 1000).toFixed(1)} s`;
  console.log(
    `Backed up ${config.dataDir} to ${file} (${how}; ${manifest.migrations.length} migrations, ` +
      `${manifest.authSecret ? 'with the auth secret' : 'no auth secret in DATA_DIR'}).\n` +
      `It holds password hashes${manifest.authSecret ? ' and the token signing secret' : ''}: keep it private. ` +
      `Restore it with npm run restore -- ${path.basename(file)}`,
  );
});
