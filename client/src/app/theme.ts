import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  progressSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with the recipes of the components the app draws, not all 76 (`defaultConfig`):
 * the unused ones were a third of the script every signed-in page loads first. A component whose recipe is
 * missing draws unstyled; the e2e suite's theme test fails when the built app asks for one not listed here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      numberInput: numberInputSlotRecipe,
      progress: progressSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
    // A visible ring on whatever the keyboard reaches, also where a component sets none of its own.
    ':where(a, button, input, select, textarea, summary, [tabindex]):focus-visible': {
      outline: '2px solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '2px',
    },
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
        // Text tokens at WCAG AA (4.5:1) on the page and card backgrounds in both modes; Chakra's defaults
        // (gray.400 labels, green.600 gains, red.500 errors, white on teal.600) fall below it.
        fg: {
          subtle: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          info: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
        },
        // The primary palette: white on teal.700 is 5.5:1 (teal.600 was 3.7:1).
        teal: {
          solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } },
          focusRing: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
        },
        // Palette text on its own subtle badge background stays readable.
        green: { fg: { value: { _light: '{colors.green.800}', _dark: '{colors.green.200}' } } },
        red: { fg: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        orange: { fg: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.200}' } } },
        yellow: { fg: { value: { _light: '{colors.yellow.800}', _dark: '{colors.yellow.200}' } } },
        blue: { fg: { value: { _light: '{colors.blue.800}', _dark: '{colors.blue.200}' } } },
        purple: { fg: { value: { _light: '{colors.purple.800}', _dark: '{colors.purple.200}' } } },
        // The chart palette: one hue per series, readable on light and dark cards.
        chart: {
          visibility: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.300}' } },
          sentiment: { value: { _light: '{colors.purple.600}', _dark: '{colors.purple.300}' } },
          grid: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
          axis: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
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

export const system = createSystem(defaultBaseConfig, chakraTheme, config);

/** CSS variable of a semantic colour token, for SVG (recharts) props. */
export const cssColor = (token: string): string => `var(--chakra-colors-${token.replace(/\./g, '-')})`;
