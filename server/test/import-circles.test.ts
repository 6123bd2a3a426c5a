/**
 * No runtime import circle in the server, the tools or the client: a module of a circle runs before the
 * module it imports has finished loading, so it can meet an `undefined` export. Circles through type-only
 * imports vanish when TypeScript compiles and are allowed (ARCHITECTURE.md says where they remain).
 * dependency-cruiser reads the imports as TypeScript does (tsconfig paths, `import type`, dynamic imports).
 */
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, expect, test } from 'vitest';
import { fromRepoRoot } from '../code-location';

let result: ICruiseResult;

beforeAll(async () => {
  const reported = await cruise(
    ['server', 'tools', 'client/src', 'build'],
    {
      validate: true,
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      exclude: { path: ['node_modules', '__generated__'] },
      ruleSet: {
        forbidden: [
          {
            name: 'no-runtime-circle',
            severity: 'error',
            from: {},
            to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
          },
          { name: 'type-only-circle', severity: 'info', from: {}, to: { circular: true } },
        ],
      },
    },
    undefined,
    { tsConfig: extractTSConfig(fromRepoRoot('tsconfig.json')) },
  );
  if (typeof reported.output === 'string') throw new Error('dependency-cruiser gave a report, not a result');
  result = reported.output;
}, 120_000);

const circles = (rule: string) =>
  result.summary.violations
    .filter((violation) => violation.rule.name === rule)
    .map((violation) => [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' -> '))
    .sort();

test('the whole tree was read', () => {
  expect(result.modules.length).toBeGreaterThan(500);
});

test('no runtime import circle', () => {
  expect(circles('no-runtime-circle')).toEqual([]);
});
