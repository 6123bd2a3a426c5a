/**
 * What the simulated engine says of a name's aspects (issue 57): in a share of the answers naming the brand,
 * and separately in a share of those naming each competitor, one or two sentences about an aspect of that
 * name (its price, its customer service, how easy it is to deal with…). Every name has a tone per aspect for
 * a seed, the same on every day, question and platform (the brand praised for its service and criticised on
 * price, each competitor with a profile of its own), which each sentence follows with a little randomness, so
 * the themes tell a consistent story with some noise. Drawn from streams of their own ('aspects',
 * 'aspect-lean', 'aspect-weight'), so the rest of an answer, and every answer without these sentences, reads
 * as it did before they existed.
 */
import { ASPECTS, type Aspect } from '../../../graphql/shared/aspects';
import type { AskInput } from './engine.types';
import { seededRandom } from './prng';
import { ASPECT_FRAMES, type Tone } from './simulated.phrases';

/** One sentence an answer says about an aspect of a name. */
export interface SpokenAspect {
  /** The name spoken of: the brand's or a competitor's. */
  name: string;
  aspect: Aspect;
  tone: Tone;
  sentence: string;
}

/** Share of the answers speaking of a name's aspects that speak of two. */
const TWO_ASPECTS_RATE = 0.3;

/** Whatever the lean, this share of a name's sentences on an aspect is neutral. */
const NEUTRAL_WEIGHT = 0.2;

/** Whatever the lean, the tone against it keeps this weight: no name is praised or criticised by everyone. */
const DISSENT_WEIGHT = 0.06;

/**
 * How answers lean on an aspect of a name for a seed, in [-1, 1] (-1: criticised, 1: praised): the same on
 * every day, question and platform. Spread away from 0, so most aspects have a side.
 */
export function aspectLean(seed: string, name: string, aspect: Aspect): number {
  const draw = seededRandom('aspect-lean', seed, name, aspect).next() * 2 - 1;
  return Math.sign(draw) * Math.sqrt(Math.abs(draw));
}

/** How much answers speak of an aspect of a name for a seed, relative to its other aspects: 0.4-1.6. */
function aspectWeight(seed: string, name: string, aspect: Aspect): number {
  return 0.4 + 1.2 * seededRandom('aspect-weight', seed, name, aspect).next();
}

/** The weights of a sentence's tones on an aspect with this lean. */
export function toneWeights(lean: number): Record<Tone, number> {
  const praise = (1 + lean) / 2;
  const spread = 1 - NEUTRAL_WEIGHT - 2 * DISSENT_WEIGHT;
  return {
    positive: DISSENT_WEIGHT + spread * praise,
    neutral: NEUTRAL_WEIGHT,
    negative: DISSENT_WEIGHT + spread * (1 - praise),
  };
}

/**
 * What one answer says of a name's aspects where it names it: none, or one or two sentences on different
 * aspects, each with the tone drawn from the name's lean on that aspect. `rate`: the share of the answers
 * naming it that say any.
 */
export function spokenAspects(
  rate: number,
  platform: string,
  input: Pick<AskInput, 'prompt' | 'day' | 'sample' | 'brand'>,
  seed: string,
  name: string,
): SpokenAspect[] {
  const random = seededRandom(
    'aspects',
    seed,
    platform,
    input.prompt,
    input.day,
    String(input.sample),
    input.brand.name,
    name,
  );
  if (!random.chance(rate)) return [];
  const count = random.chance(TWO_ASPECTS_RATE) ? 2 : 1;
  const left = ASPECTS.map((aspect) => [aspect, aspectWeight(seed, name, aspect)] as const);
  const spoken: SpokenAspect[] = [];
  for (let i = 0; i < count; i++) {
    const aspect = random.weighted(left);
    left.splice(
      left.findIndex(([other]) => other === aspect),
      1,
    );
    const weights = toneWeights(aspectLean(seed, name, aspect));
    const tone = random.weighted(Object.entries(weights) as [Tone, number][]);
    const frame = random.pick(ASPECT_FRAMES[aspect][tone]);
    spoken.push({ name, aspect, tone, sentence: sentenceAbout(frame, name) });
  }
  return spoken;
}

/** A frame said of a name: "{B}'s" is "Stride Labs'" where the name ends in s. */
function sentenceAbout(frame: string, name: string): string {
  return frame.replaceAll("{B}'s", /s$/.test(name) ? `${name}'` : `${name}'s`).replaceAll('{B}', name);
}
