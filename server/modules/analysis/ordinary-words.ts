/**
 * Brand names that are also ordinary words (Apple the fruit, Amazon the river, Slack the adjective, Square
 * the shape, Sunday the weekday, ...). A mention of such a name counts as the brand only when
 *   1. it is capitalised as a name (when the configured name has a capital letter): "an apple a day" and
 *      "cut some slack" are not the brands; and
 *   2. no cue of the ordinary sense is next to it: a word right before or right after ("on Sunday",
 *      "Apple pie", "square feet", "Times Square") or a sense word within a few words in the same
 *      sentence ("the Amazon rainforest", "Apple is a healthy fruit").
 * Cues are folded (lower case, no accents) whole words.
 */
export interface OrdinarySense {
  /** Words right before the name that mark the ordinary sense. */
  before?: readonly string[];
  /** Words right after the name that mark the ordinary sense. */
  after?: readonly string[];
  /** Words anywhere within NEAR_WORDS words in the same sentence that mark the ordinary sense. */
  near?: readonly string[];
}

/** How many words either side of the mention `near` cues are looked for. */
export const NEAR_WORDS = 4;

const WEEKDAY: OrdinarySense = {
  before: [
    'on',
    'every',
    'last',
    'next',
    'this',
    'each',
    'until',
    'till',
    'by',
    'since',
    'through',
    'easter',
    'super',
    'palm',
    'cyber',
    'blue',
    'black',
    'lazy',
    'rainy',
    'sunny',
  ],
  after: [
    'morning',
    'mornings',
    'afternoon',
    'afternoons',
    'evening',
    'evenings',
    'night',
    'nights',
    'brunch',
    'roast',
    'school',
    'service',
    'services',
    'paper',
    'papers',
    'best',
    'blues',
    'through',
    'to',
  ],
  near: ['weekend', 'weekends', 'weekday', 'weekdays', 'saturday', 'friday', 'holiday', 'holidays'],
};

export const ORDINARY_WORDS: ReadonlyMap<string, OrdinarySense> = new Map<string, OrdinarySense>([
  [
    'apple',
    {
      before: ['an', 'green', 'red', 'baked', 'candied', 'caramel', 'crab', 'big', 'rotten', 'bad'],
      after: [
        'pie',
        'pies',
        'juice',
        'cider',
        'tree',
        'trees',
        'orchard',
        'orchards',
        'sauce',
        'crumble',
        'crisp',
        'slices',
        'seeds',
        'vinegar',
        'peel',
        'varieties',
        'variety',
        'a',
        'of',
      ],
      near: [
        'fruit',
        'fruits',
        'orchard',
        'eat',
        'eating',
        'ate',
        'banana',
        'bananas',
        'pear',
        'pears',
        'orange',
        'oranges',
        'snack',
        'snacks',
        'fiber',
        'fibre',
        'calories',
        'vitamin',
        'ripe',
        'harvest',
        'recipe',
        'grocery',
        'apples',
      ],
    },
  ],
  [
    'amazon',
    {
      before: ['upper', 'lower', 'peruvian', 'brazilian', 'central', 'southern'],
      after: [
        'river',
        'rainforest',
        'basin',
        'jungle',
        'delta',
        'rain',
        'region',
        'warrior',
        'warriors',
        'parrot',
      ],
      near: [
        'river',
        'rivers',
        'rainforest',
        'rainforests',
        'jungle',
        'basin',
        'tributary',
        'tributaries',
        'deforestation',
        'species',
        'wildlife',
        'indigenous',
        'flows',
        'flow',
        'amazonian',
        'mythology',
        'warriors',
      ],
    },
  ],
  [
    'slack',
    {
      before: ['cut', 'pick', 'picked', 'take', 'took', 'little'],
      after: [
        'off',
        'season',
        'water',
        'tide',
        'jaw',
        'jawed',
        'line',
        'rope',
        'time',
        'periods',
        'period',
        'in',
      ],
      near: ['rope', 'tension', 'tide', 'schedule', 'lazy', 'loose', 'tighten'],
    },
  ],
  [
    'square',
    {
      before: [
        'times',
        'town',
        'market',
        'public',
        'city',
        'village',
        'red',
        'perfect',
        'fair',
        'back',
        'one',
        'central',
        'main',
      ],
      after: [
        'feet',
        'foot',
        'meter',
        'meters',
        'metre',
        'metres',
        'mile',
        'miles',
        'kilometers',
        'kilometres',
        'inch',
        'inches',
        'yards',
        'root',
        'roots',
        'one',
        'meal',
        'meals',
        'dance',
        'brackets',
        'shape',
        'footage',
        'in',
        'off',
      ],
      near: [
        'shape',
        'shapes',
        'triangle',
        'circle',
        'rectangle',
        'corners',
        'sides',
        'geometry',
        'area',
        'tiles',
        'grid',
        'plaza',
        'fountain',
        'downtown',
      ],
    },
  ],
  ['sunday', WEEKDAY],
  ['monday', WEEKDAY],
  [
    'notion',
    {
      before: ['no', 'vague', 'common', 'popular', 'false'],
      after: ['that', 'of'],
    },
  ],
  [
    'zoom',
    {
      after: ['in', 'out', 'level', 'levels', 'lens', 'lenses', 'factor', 'into'],
      before: ['optical', 'digital', 'pinch', 'to'],
      near: ['camera', 'lens', 'magnification', 'photo', 'photos'],
    },
  ],
  [
    'target',
    {
      before: ['sales', 'revenue', 'price', 'easy', 'moving'],
      after: [
        'audience',
        'audiences',
        'market',
        'markets',
        'customer',
        'customers',
        'keyword',
        'keywords',
        'price',
        'group',
        'groups',
        'date',
        'of',
        'users',
      ],
    },
  ],
  [
    'shell',
    {
      before: ['sea', 'egg', 'turtle', 'bash', 'unix', 'login', 'hard', 'outer'],
      after: ['script', 'scripts', 'command', 'commands', 'shock', 'out', 'game', 'prompt', 'company'],
      near: ['beach', 'bash', 'zsh', 'terminal', 'egg', 'eggs', 'turtle', 'oyster'],
    },
  ],
  [
    'visa',
    {
      before: ['work', 'student', 'tourist', 'travel', 'golden', 'business', 'transit', 'entry'],
      after: ['application', 'applications', 'requirements', 'sponsorship', 'holder', 'holders', 'interview'],
      near: ['passport', 'embassy', 'consulate', 'immigration', 'visas', 'border'],
    },
  ],
  [
    'subway',
    {
      before: ['nyc', 'new'],
      after: [
        'station',
        'stations',
        'line',
        'lines',
        'train',
        'trains',
        'map',
        'car',
        'cars',
        'ride',
        'system',
      ],
      near: ['metro', 'commute', 'tunnel', 'platform', 'fare', 'underground'],
    },
  ],
  [
    'signal',
    {
      before: ['strong', 'weak', 'wifi', 'cell', 'cellular', 'radio', 'buy', 'sell', 'clear', 'traffic'],
      after: ['strength', 'processing', 'noise', 'loss', 'boost', 'booster', 'bars', 'to', 'that'],
      near: ['noise', 'antenna', 'reception', 'frequency'],
    },
  ],
  [
    'ring',
    {
      before: ['wedding', 'engagement', 'diamond', 'boxing', 'key', 'onion', 'inner'],
      after: ['finger', 'size', 'light', 'road', 'binder', 'true'],
      near: ['wedding', 'diamond', 'finger', 'jewelry', 'jewellery', 'boxing'],
    },
  ],
  [
    'nest',
    {
      before: ['bird', 'birds', 'empty', 'hornet', 'hornets', 'wasp', 'eagle'],
      after: ['egg', 'eggs', 'box', 'boxes'],
      near: ['bird', 'birds', 'eggs', 'twigs', 'hatch'],
    },
  ],
  [
    'jaguar',
    {
      before: ['wild', 'black'],
      near: ['cat', 'cats', 'predator', 'species', 'jungle', 'rainforest', 'prey', 'wildlife', 'endangered'],
    },
  ],
  [
    'mercury',
    {
      before: ['planet', 'liquid'],
      after: ['retrograde', 'poisoning', 'levels', 'thermometer', 'vapor', 'exposure'],
      near: ['planet', 'sun', 'orbit', 'toxic', 'fish', 'thermometer', 'element', 'metal', 'tuna'],
    },
  ],
  [
    'oracle',
    {
      before: ['delphic'],
      after: ['of', 'bones'],
      near: ['delphi', 'prophecy', 'prophecies', 'greek', 'temple', 'ancient'],
    },
  ],
  [
    'clover',
    {
      before: ['four', 'leaf', 'red', 'white', 'sweet'],
      after: ['leaf', 'leaves', 'honey', 'field', 'fields'],
      near: ['leaf', 'luck', 'lucky', 'shamrock', 'grass', 'bees', 'meadow'],
    },
  ],
  [
    'coda',
    {
      after: ['to'],
      near: ['song', 'songs', 'music', 'symphony', 'sonata', 'movement', 'novel', 'chapter', 'finale'],
    },
  ],
  [
    'obsidian',
    {
      before: ['volcanic', 'black'],
      after: ['rock', 'glass', 'stone', 'knife', 'blade', 'arrowhead'],
      near: ['volcanic', 'glass', 'rock', 'stone', 'lava', 'mineral', 'gemstone'],
    },
  ],
  [
    'stripe',
    {
      before: ['racing', 'white', 'red', 'blue', 'black', 'yellow', 'pin', 'thin', 'wide'],
      after: ['pattern', 'patterns'],
      near: ['zebra', 'stripes', 'shirt', 'paint', 'fabric', 'tiger'],
    },
  ],
  [
    'discord',
    {
      before: ['sow', 'sowing', 'internal', 'marital', 'political', 'family'],
      after: ['among', 'between', 'within'],
      near: ['harmony', 'conflict'],
    },
  ],
  ['confluence', { after: ['of'], near: ['river', 'rivers', 'stream', 'streams', 'creek'] }],
  [
    'readme',
    {
      before: ['project', 'repository', 'repo', 'github'],
      after: ['file', 'files', 'md', 'txt'],
      near: ['repository', 'repo', 'markdown'],
    },
  ],
  [
    'toast',
    {
      before: ['french', 'avocado', 'cinnamon', 'melba', 'raise'],
      after: ['with', 'and', 'bread'],
      near: ['bread', 'butter', 'breakfast', 'jam', 'toaster', 'wedding', 'champagne'],
    },
  ],
]);

/** The sense cues for a folded name, or undefined when the name is not an ordinary word. */
export function ordinarySense(foldedName: string): OrdinarySense | undefined {
  return ORDINARY_WORDS.get(foldedName.trim());
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** Folded words before and after a span, within the span's sentence (line and . ! ? bounded). */
function neighbourWords(folded: string, start: number, end: number, count: number) {
  let from = start;
  while (from > 0 && !/[\n.!?|]/.test(folded[from - 1] as string)) from--;
  let to = end;
  while (
    to < folded.length &&
    !/[\n!?|]/.test(folded[to] as string) &&
    !/\.\s/.test(folded.slice(to, to + 2))
  )
    to++;
  const before = [...folded.slice(from, start).matchAll(WORD)].map((m) => m[0]).slice(-count);
  const after = [...folded.slice(end, to).matchAll(WORD)].map((m) => m[0]).slice(0, count);
  return { before, after };
}

/**
 * Whether an ordinary-word name at [start, end) is used as the brand's name. `original` is the answer as
 * written (for capitalisation), `folded` the same text folded; `needsCapital` is true when the configured
 * name is written with a capital letter.
 */
export function isNameUse(
  sense: OrdinarySense,
  original: string,
  folded: string,
  start: number,
  end: number,
  needsCapital: boolean,
): boolean {
  const written = original.slice(start, end);
  if (needsCapital && written === written.toLowerCase()) return false;
  const { before, after } = neighbourWords(folded, start, end, NEAR_WORDS);
  const previous = before[before.length - 1];
  const next = after[0];
  if (previous !== undefined && sense.before?.includes(previous)) {
    // "the Apple Watch" is fine: an article before the name only marks the ordinary sense when the name
    // is not followed by another capitalised word.
    if (!isArticle(previous) || !followedByCapitalisedWord(original, end)) return false;
  }
  if (next !== undefined && sense.after?.includes(next)) return false;
  if (sense.near) {
    for (const word of before) if (sense.near.includes(word)) return false;
    for (const word of after) if (sense.near.includes(word)) return false;
    // A list item is read with the line that introduces the list ("Healthy fruits to pack: - Apple").
    const intro = listIntroduction(folded, start);
    if (intro) for (const [word] of intro.matchAll(WORD)) if (sense.near.includes(word)) return false;
  }
  return true;
}

const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;

/** The line before a list when the mention sits in one of its items; null elsewhere. */
function listIntroduction(folded: string, at: number): string | null {
  let lineStart = folded.lastIndexOf('\n', at - 1) + 1;
  if (!LIST_ITEM.test(folded.slice(lineStart, at + 1))) return null;
  while (lineStart > 0) {
    const previousStart = folded.lastIndexOf('\n', lineStart - 2) + 1;
    const line = folded.slice(previousStart, lineStart - 1);
    lineStart = previousStart;
    if (line.trim() === '' || LIST_ITEM.test(line)) continue;
    return line;
  }
  return null;
}

const isArticle = (word: string) => word === 'a' || word === 'an' || word === 'the';

function followedByCapitalisedWord(original: string, end: number): boolean {
  const match = /^[\s*_]+(\p{Lu})/u.exec(original.slice(end, end + 8));
  return match !== null;
}
