/**
 * The theme lists only the Chakra recipes the app draws (client/src/app/theme.ts); a component whose
 * recipe is missing renders unstyled, with no error. This reads the built client (the e2e project's global
 * setup builds it) for every recipe key Chakra's components ask for, and checks the theme has each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { expect, test } from 'vitest';
import { system } from '../src/app/theme';

const assets = fileURLToPath(new URL('../dist/assets', import.meta.url));

test('every Chakra recipe the built app asks for is in the theme', () => {
  const chakraKeys = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
  const asked = new Set<string>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    // Components ask by key: createRecipeContext({ key: "button" }), minified to {key:`button`}.
    for (const [, key] of code.matchAll(/\bkey:\s*["'`](\w+)["'`]/g))
      if (key && chakraKeys.has(key)) asked.add(key);
  }
  // The scan still recognises the built code (the app draws buttons, drawers and tables).
  expect([...asked]).toEqual(expect.arrayContaining(['button', 'drawer', 'table']));
  expect([...asked].filter((key) => !system.hasRecipe(key)).sort()).toEqual([]);
});
