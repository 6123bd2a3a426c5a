/**
 * npm run audit:verify -- <pack.zip>
 *
 * Checks an audit pack (GET /api/export/audit-pack): each file's SHA-256 against its manifest, and the
 * overview's figures the manifest says the dashboard showed against the same figures recomputed from the
 * pack's answers with the dashboard's formulas. Prints the figures; exits 1 on any difference or changed
 * byte, 0 when everything agrees. Reads the pack alone: no database, no server.
 */
import fs from 'node:fs';
import { describeFigures, verifyAuditPack } from '../../server/modules/evidence';
import { parseCommandLine, runOperatorCommand } from './operator-command';

runOperatorCommand(async () => {
  const { file } = parseCommandLine('npm run audit:verify -- <pack.zip>');
  const result = await verifyAuditPack(fs.readFileSync(file));
  const { manifest, recomputed } = result;
  if (manifest?.period)
    console.log(
      `Audit pack of ${manifest.period.from} to ${manifest.period.to} (previous period ${manifest.previous?.from} to ${manifest.previous?.to}), ${manifest.files?.length ?? 0} files.`,
    );
  if (recomputed) {
    console.log('Figures recomputed from the pack:');
    for (const text of describeFigures(recomputed)) console.log(`  ${text}`);
  }
  if (!result.ok) {
    for (const problem of result.problems) console.error(`✗ ${problem}`);
    throw new Error(`The pack does not verify: ${result.problems.length} problem(s).`);
  }
  console.log('✓ Every file matches its SHA-256, and every figure matches what the dashboard showed.');
});
