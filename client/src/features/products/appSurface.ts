/**
 * Which platforms give app answers (the APP surface) under a page filter, and which of them are simulated:
 * ChatGPT, Perplexity and Gemini when the brand asks them through their app (appPlatforms; a scraping
 * provider reads those in realAppPlatforms, the simulated app answers the others), and Google's AI Overview
 * and AI Mode, whose answers are always pages (simulated without a DataForSEO login: realPlatforms).
 */
import type { AppSurfaceNote_SettingsFragment, Platform } from '../../__generated__/graphql';

const GOOGLE_PAGES: readonly Platform[] = ['GOOGLE_AI_OVERVIEW', 'GOOGLE_AI_MODE'];

export interface AppSurfacePlatforms {
  /** Platforms answering on the app surface now, within the filter's platforms. */
  answering: Platform[];
  /** Of them, those whose app answers the simulated engine writes. */
  simulated: Platform[];
  /** Of them, those that can show product carousels (the chat apps asked through their app). */
  apps: Platform[];
}

export function appSurfacePlatforms(
  settings: AppSurfaceNote_SettingsFragment,
  filterPlatforms: readonly Platform[],
): AppSurfacePlatforms {
  const inFilter = (p: Platform) => filterPlatforms.length === 0 || filterPlatforms.includes(p);
  const apps = settings.appPlatforms.filter(inFilter);
  const google = settings.platforms.filter((p) => GOOGLE_PAGES.includes(p) && inFilter(p));
  return {
    answering: [...apps, ...google],
    simulated: [
      ...apps.filter((p) => !settings.realAppPlatforms.includes(p)),
      ...google.filter((p) => !settings.realPlatforms.includes(p)),
    ],
    apps,
  };
}
