// @vitest-environment jsdom
// jsdom, not the project's happy-dom: Recharts draws no annotation markers in happy-dom's SVG.
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render } from '@testing-library/react';
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
  expect(markers[0]).toHaveAttribute(
    'aria-label',
    'Change: Published the comparison page; 1 prompt added in API',
  );
  expect(markers[1]).toHaveAttribute('aria-label', 'ChatGPT now answers with gpt-5 (was gpt-4o)');
});

test('a marker shows its text on keyboard focus and on a tap, not only in a native <title>', () => {
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
        ]}
      />
    </ChakraProvider>,
  );
  const marker = container.querySelector<SVGGElement>('[data-annotation]')!;
  const note = () => document.querySelector('[data-annotation-note]');
  expect(marker.querySelector('title')).toBeNull();
  expect(note()).toBeNull();

  fireEvent.focus(marker);
  expect(note()).toHaveTextContent('Change: Published the comparison page1 prompt added in API');
  fireEvent.keyDown(marker, { key: 'Escape' });
  expect(note()).toBeNull();
  fireEvent.blur(marker);

  // A tap: the finger lifting does not hide it; the focus moving on does.
  fireEvent.click(marker);
  expect(note()).toBeVisible();
  // (React reads a pointer leaving from pointerout.)
  fireEvent.pointerOut(marker, { pointerType: 'touch', relatedTarget: document.body });
  expect(note()).toBeVisible();
  fireEvent.blur(marker);
  expect(note()).toBeNull();

  // A mouse: hovering shows it, leaving hides it.
  fireEvent.pointerOver(marker, { pointerType: 'mouse', relatedTarget: document.body });
  expect(note()).toBeVisible();
  fireEvent.pointerOut(marker, { pointerType: 'mouse', relatedTarget: document.body });
  expect(note()).toBeNull();
});
