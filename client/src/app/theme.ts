import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: `Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
        body: { value: `Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
      },
    },
    semanticTokens: {
      colors: {
        // The chart palette: one hue per series, readable on light and dark cards.
        chart: {
          visibility: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.300}' } },
          sentiment: { value: { _light: '{colors.purple.600}', _dark: '{colors.purple.300}' } },
          grid: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
          axis: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
          bar: { value: { _light: '{colors.teal.500}', _dark: '{colors.teal.400}' } },
        },
        sidebar: {
          bg: { value: { _light: 'white', _dark: '{colors.gray.950}' } },
          active: { value: { _light: '{colors.teal.50}', _dark: '{colors.teal.900}' } },
          activeFg: { value: { _light: '{colors.teal.800}', _dark: '{colors.teal.100}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

/** CSS variable of a semantic colour token, for SVG (recharts) props. */
export const cssColor = (token: string): string => `var(--chakra-colors-${token.replace(/\./g, '-')})`;
