// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { answerSections, sectionKindOf } from './structure';

describe('the sections of a long answer', () => {
  test.each([
    ['## Verdict', 'verdict'],
    ['### The bottom line', 'verdict'],
    ['**Fazit**', 'verdict'],
    ['## En résumé', 'verdict'],
    ['## Conclusión', 'verdict'],
    ['## 結論', 'verdict'],
    ['## まとめ：どれを選ぶべきか', 'verdict'],
    ['## Sammanfattning', 'verdict'],
    ['## What I would avoid for this use', 'avoid'],
    ['## À éviter', 'avoid'],
    ['## Finger weg', 'avoid'],
    ['## Top pick: Aviva', 'pick'],
    ['## Testsieger', 'pick'],
    ['## 1. Aviva – claims paid fastest', null],
    ['## How the plans compare', null],
  ])('%s reads as %s', (heading, kind) => {
    expect(sectionKindOf(heading)).toBe(kind);
  });

  test('a heading opens a section that the next heading closes; an opening label opens a verdict', () => {
    const text = [
      '## Avoid',
      '- **Zest:** late boxes.',
      '',
      '## Gousto',
      'Gousto has choice.',
      '',
      '**Bottom line:** pick Gousto.',
      'It is cheaper.',
    ].join('\n');
    const sections = answerSections(text);
    expect(sections.map(({ kind, title }) => ({ kind, title }))).toEqual([
      { kind: 'avoid', title: 'Avoid' },
      { kind: 'verdict', title: 'Bottom line' },
    ]);
    const [avoid, verdict] = sections;
    expect(text.slice(avoid!.start, avoid!.end)).toBe('## Avoid\n- **Zest:** late boxes.\n\n');
    expect(text.slice(verdict!.start, verdict!.end)).toBe('**Bottom line:** pick Gousto.\nIt is cheaper.');
  });
});
