/**
 * Summarises a V8 .cpuprofile (as written by `npm run bench -- --profile` into tmp/bench-profiles):
 * self time per function and per package/file, top entries first.
 *   npx tsx tools/bench/profile-summary.ts tmp/bench-profiles/sightline-pglite.cpuprofile [top=25]
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

function where(url: string): string {
  if (!url) return '(native)';
  const nodeModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nodeModules) return nodeModules[1]!;
  const server = /\/(server\/.*)$/.exec(url);
  if (server) return server[1]!;
  return url.replace(/^.*\//, '');
}

export function summarize(profile: Profile, top = 25): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((sum, value) => sum + value, 0);
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    const place = where(frame.url);
    const fn = `${frame.functionName || '(anonymous)'} ${place}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  }
  const lines = [`total sampled ${(total / 1000).toFixed(0)} ms`];
  const list = (title: string, map: Map<string, number>) => {
    lines.push('', title);
    for (const [name, us] of [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      lines.push(
        `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`,
      );
    }
  };
  list('self time by package / file:', byPlace);
  list('self time by function:', byFunction);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: tsx tools/bench/profile-summary.ts <file.cpuprofile> [top]');
    process.exit(2);
  }
  console.log(summarize(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile, Number(process.argv[3] ?? 25)));
}
