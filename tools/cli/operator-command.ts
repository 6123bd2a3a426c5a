/** What the backup and restore commands share: their command line and how they end. */
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * One file and the given boolean flags, else the usage and exit 2. The file is taken from the folder npm
 * was run in: npm runs scripts in the project's.
 */
export function parseCommandLine(usage: string, flags: string[] = []): { file: string; flags: Set<string> } {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: Object.fromEntries(flags.map((flag) => [flag, { type: 'boolean' as const }])),
    });
    if (positionals.length === 1)
      return {
        file: path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!),
        flags: new Set(flags.filter((flag) => values[flag] === true)),
      };
  } catch {
    // an unknown option: the usage says what there is
  }
  process.stderr.write(`usage: ${usage}\n`);
  process.exit(2);
}

/** Runs the command; a refusal or failure is printed (its message only) and exits 1. */
export function runOperatorCommand(command: () => Promise<void>): void {
  command().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
