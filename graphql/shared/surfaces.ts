/**
 * Where an answer was read (issue 61): a platform's API, or the page its consumer app shows people. Written
 * once for the server and the client; dependency-free. Google's AI Overview and AI Mode are result pages, so
 * their answers are always APP; ChatGPT, Perplexity and Gemini answer through their API and, when a brand
 * chooses it, through their app as well.
 */
import type { PlatformId } from './platforms';

export type Surface = 'API' | 'APP';
export const SURFACES: readonly Surface[] = ['API', 'APP'];

/** The platforms that can also be asked through their consumer app (CollectionSettings.appPlatforms). */
export const APP_SURFACE_PLATFORMS = [
  'chatgpt',
  'perplexity',
  'gemini',
] as const satisfies readonly PlatformId[];
export type AppSurfacePlatform = (typeof APP_SURFACE_PLATFORMS)[number];

export function isAppSurfacePlatform(platform: string): platform is AppSurfacePlatform {
  return (APP_SURFACE_PLATFORMS as readonly string[]).includes(platform);
}

/** The surface a platform's usual engine answers on: the page for Google's, the API for the others. */
export function defaultSurface(platform: string): Surface {
  return platform === 'google_ai_overview' || platform === 'google_ai_mode' ? 'APP' : 'API';
}

/**
 * The app platforms a brand chose, each once in the product's order, or the problem with the choice (a
 * platform no provider reads through its app).
 */
export function appSurfacePlatformsOf(chosen: readonly string[]): AppSurfacePlatform[] | string {
  const unknown = chosen.find((platform) => !isAppSurfacePlatform(platform));
  if (unknown !== undefined)
    return `${unknown} cannot be asked through its app: only ChatGPT, Perplexity and Gemini can.`;
  return APP_SURFACE_PLATFORMS.filter((platform) => chosen.includes(platform));
}
