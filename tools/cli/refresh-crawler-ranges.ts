/**
 * Fetches the AI-crawler operators' published IP ranges (the sources named in
 * server/modules/crawlers/ip-ranges/*.json) and writes them, dated, where the server reads them:
 *
 *   npm run crawlers:refresh                      # into DATA_DIR/crawler-ip-ranges
 *   npm run crawlers:refresh -- --dir <folder>    # anywhere else (the shipped files: server/modules/crawlers/ip-ranges)
 *
 * Needs a machine that reaches the operators. A list that fails keeps its previous file and is reported;
 * the command exits 1 when any failed. The server reads the files again within 5 minutes.
 */
import { parseArgs } from 'node:util';
import { buildConfig } from '../../server/config';
import { rangesDir, refreshIpRangeLists, type RefreshOutcome } from '../../server/modules/crawlers';

export async function refreshCrawlerRanges(options: {
  dir: string;
  fetchImpl?: typeof fetch;
  /** Every source asked at `${origin}/${host}${path}` instead (a loopback stub in tests). */
  origin?: string;
  now?: Date;
}): Promise<RefreshOutcome[]> {
  const origin = options.origin?.replace(/\/$/, '');
  return refreshIpRangeLists({
    dir: options.dir,
    fetchImpl: options.fetchImpl,
    now: options.now,
    fetchUrl: origin
      ? (source) => {
          const url = new URL(source);
          return `${origin}/${url.host}${url.pathname}${url.search}`;
        }
      : undefined,
  });
}

async function main() {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.error('Usage: npm run crawlers:refresh -- [--dir <folder>]');
    process.exit(0);
  }
  const dir = values.dir ?? rangesDir(buildConfig(process.env));
  const outcomes = await refreshCrawlerRanges({ dir });
  for (const o of outcomes)
    console.log(
      o.ok
        ? `${o.name}: ${o.prefixes} ranges from ${o.source}`
        : `${o.name}: failed (${o.error}) at ${o.source}`,
    );
  console.log(`Written to ${dir}.`);
  if (outcomes.some((o) => !o.ok)) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
