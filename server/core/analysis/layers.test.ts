/**
 * The analyzer stays a library that reads text: no import circle among its files (type-only imports
 * included: shared shapes live in types.ts and mentions/types.ts), and nothing from the database, the
 * engines, the LLM judge (server/core/judge) or the domain modules. Its tests may use the tools they score
 * it with.
 */
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { expect, test } from 'vitest';

test('the analyzer imports no circle and nothing of the database, engines, judge or modules', async () => {
  const { output } = await cruise(
    ['server/core/analysis'],
    {
      validate: true,
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      includeOnly: '^server/',
      exclude: { path: String.raw`\.test\.ts$|examples\.fixture\.ts$` },
      ruleSet: {
        forbidden: [
          { name: 'no-circle', severity: 'error', from: {}, to: { circular: true } },
          {
            name: 'pure',
            severity: 'error',
            from: { path: '^server/core/analysis/' },
            to: { path: '^server/(db|core/engines|core/judge|modules)/' },
          },
        ],
      },
    },
    undefined,
    { tsConfig: extractTSConfig('tsconfig.json') },
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser gave a report, not a result');
  expect(output.summary.totalCruised).toBeGreaterThan(100);
  expect(output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`)).toEqual([]);
}, 60_000);
