import { platformName } from '../../lib/platforms';

/** "A, B and C" for a short list of names. */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The platforms of `platforms` no API key is configured for on this server (the simulated engine answers them). */
export const simulatedPlatforms = (settings: {
  platforms: readonly string[];
  realPlatforms: readonly string[];
}): string[] => settings.platforms.filter((p) => !settings.realPlatforms.includes(p));

/**
 * What is said first where Sightline promises to ask the AI platforms (onboarding, the report wizard) while
 * some are simulated: "Answers will be simulated: …". Null when every platform is asked for real.
 */
export function simulatedAnswersNote(simulated: readonly string[], figures: string): string | null {
  if (simulated.length === 0) return null;
  const one = simulated.length === 1;
  return `Answers will be simulated: this server has no API key for ${listNames(simulated.map(platformName))}, so Sightline's simulated engine answers for ${one ? 'it' : 'them'} and ${figures} will be illustrative, not what ${one ? 'that platform says' : 'those platforms say'}.`;
}
