import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { system } from '../app/theme';
import { expect, test } from 'vitest';
import TrendLines from '../features/overview/TrendLines';

const data = ['2026-11-01', '2026-11-02', '2026-11-04', '2026-11-05'].map((date, i) => ({
  date,
  visibility: 40 + i,
}));

test('annotations are drawn as markers on their days, with what happened as the tooltip', () => {
  const { container } = render(
    <ChakraProvider value={system}>
      <TrendLines
        data={data}
        dataKey="visibility"
        name="Visibility"
        color="teal"
        format={(v) => `${v}%`}
        label="chart"
        axisUnit="%"
        annotations={[
          { day: '2026-11-02', kind: 'CHANGE_LOGGED', label: 'Change: Published the comparison page' },
          { day: '2026-11-02', kind: 'PROMPTS_CHANGED', label: '1 prompt added in API' },
          // No point that day: drawn at the next day with one.
          { day: '2026-11-03', kind: 'MODEL_CHANGED', label: 'ChatGPT now answers with gpt-5 (was gpt-4o)' },
          // Outside the chart's days: not drawn.
          { day: '2026-10-20', kind: 'CHANGE_LOGGED', label: 'Change: Old' },
        ]}
      />
    </ChakraProvider>,
  );
  const markers = [...container.querySelectorAll('[data-annotation]')];
  expect(markers.map((marker) => marker.getAttribute('data-annotation'))).toEqual([
    'CHANGE_LOGGED PROMPTS_CHANGED',
    'MODEL_CHANGED',
  ]);
  expect(markers[0]!.querySelector('title')!.textContent).toBe(
    'Change: Published the comparison page\n1 prompt added in API',
  );
  expect(markers[1]).toHaveAttribute('aria-label', 'ChatGPT now answers with gpt-5 (was gpt-4o)');
});
