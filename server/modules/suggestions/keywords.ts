/**
 * Search-topic suggestions from a homepage, without an AI provider: candidate phrases from the title,
 * meta description / keywords and h1-h3 headings, scored by where they appear and how often; and from the
 * answers an account has collected, the noun phrases they repeat.
 */
import { compromise } from '../../lib/compromise';

export interface PageText {
  title: string;
  description: string;
  metaKeywords: string[];
  headings: { level: 1 | 2 | 3; text: string }[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point =
        code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point < 0x110000 ? String.fromCodePoint(point) : ' ';
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const clean = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

function metaContent(html: string, name: string): string {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const key = /\b(?:name|property)\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    if (key !== name) continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    return clean(content?.[1] ?? content?.[2] ?? content?.[3] ?? '');
  }
  return '';
}

/** The parts of a page that say what a company does. */
export function pageText(html: string): PageText {
  const body = html.replace(/<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1>/gi, ' ');
  const title = clean(/<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1] ?? '');
  const description = metaContent(body, 'description') || metaContent(body, 'og:description');
  const metaKeywords = metaContent(body, 'keywords')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  const headings: PageText['headings'] = [];
  for (const match of body.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/gi)) {
    const text = clean(match[2] ?? '');
    if (text) headings.push({ level: Number(match[1]) as 1 | 2 | 3, text });
  }
  return { title, description, metaKeywords, headings: headings.slice(0, 40) };
}

const STOP_WORDS = new Set(
  `a about above after all also an and any are as at be because been before being best better between both but by can
  could did do does doing for from further get gets getting had has have having here how i if in into is it its just
  let like made make makes more most much my new no not now of off on once one only or other our out over own same
  so some such than that the their them then there these they this those through to too under until up us use used
  using very via was we well were what when where which while who whom why will with within without you your yours
  welcome home homepage official site website page learn read see click today get started sign login log free try
  start now discover explore introducing meet every world way ways everything anything something things thing help
  helps helping need needs team teams company companies inc llc ltd gmbh co corp corporation group
  compare consider choose check look evaluate pick want wants offer offers offering provide provides providing
  include includes including`
    .split(/\s+/)
    .filter(Boolean),
);

const SOURCE_WEIGHT = { title: 3, h1: 2.5, description: 2, h2: 1.5, h3: 1, meta: 4 } as const;
const LENGTH_BONUS = [0, 1, 1.7, 1.9];

/** Keeps acronyms ("API", "CRM", "APIs") as written and lowercases ordinary words. */
function displayWord(word: string): string {
  const acronym = word.length >= 2 && word === word.toUpperCase() && /[A-Z]/.test(word);
  return acronym || /^[A-Z]{2,}s$/.test(word) ? word : word.toLowerCase();
}

interface Candidate {
  phrase: string;
  score: number;
  first: number;
}

/**
 * Up to `max` search topics for a company from its homepage's text. The company's and competitors' own
 * names are left out (they are not topics); a phrase contained in a better-scored one is dropped. With
 * `namesAreNotTopics`, capitalised words (product and company names in running text) end a phrase too.
 */
export function extractKeywords(
  page: PageText,
  options: {
    companyName: string;
    competitors?: readonly string[];
    max?: number;
    namesAreNotTopics?: boolean;
    /** Only phrases this accepts are chosen (checked before a phrase can hide the ones it contains). */
    accept?: (phrase: string) => boolean;
  },
): string[] {
  const max = options.max ?? 5;
  const excluded = new Set(
    [options.companyName, ...(options.competitors ?? [])]
      .flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u))
      .filter(Boolean),
  );
  const candidates = new Map<string, Candidate>();
  let order = 0;
  const add = (words: string[], weight: number) => {
    const key = words.map((w) => w.toLowerCase()).join(' ');
    const score = weight * (LENGTH_BONUS[words.length] ?? 1);
    const existing = candidates.get(key);
    if (existing) existing.score += score;
    else candidates.set(key, { phrase: words.map(displayWord).join(' '), score, first: order++ });
  };

  const addText = (text: string, weight: number) => {
    // Separators end a phrase: "Acme | API gateway for teams" gives "API gateway".
    for (const segment of text.split(/[|–—:·•,.;!?()[\]"“”/]+|\s-\s/)) {
      const words = segment.split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''));
      let run: string[] = [];
      const flush = () => {
        for (let size = 1; size <= 3; size++) {
          for (let start = 0; start + size <= run.length; start++)
            add(run.slice(start, start + size), weight);
        }
        run = [];
      };
      for (const word of words) {
        const lower = word.toLowerCase();
        const aName = options.namesAreNotTopics === true && /^\p{Lu}\p{Ll}/u.test(word);
        const usable =
          word.length >= 2 && !aName && !STOP_WORDS.has(lower) && !excluded.has(lower) && !/^\d+$/.test(word);
        if (usable) run.push(word);
        else flush();
      }
      flush();
    }
  };

  for (const keyword of page.metaKeywords.slice(0, 20)) {
    const words = keyword.split(/\s+/).filter(Boolean);
    const lower = keyword.toLowerCase();
    if (words.length >= 1 && words.length <= 4 && ![...excluded].some((name) => lower === name)) {
      const key = words.map((w) => w.toLowerCase()).join(' ');
      const existing = candidates.get(key);
      if (existing) existing.score += SOURCE_WEIGHT.meta;
      else
        candidates.set(key, {
          phrase: words.map(displayWord).join(' '),
          score: SOURCE_WEIGHT.meta * 1.5,
          first: order++,
        });
    }
  }
  addText(page.title, SOURCE_WEIGHT.title);
  addText(page.description, SOURCE_WEIGHT.description);
  for (const heading of page.headings) addText(heading.text, SOURCE_WEIGHT[`h${heading.level}`]);

  const ranked = [...candidates.values()].sort((a, b) => b.score - a.score || a.first - b.first);
  const chosen: Candidate[] = [];
  const contains = (outer: string, inner: string) => ` ${outer} `.includes(` ${inner} `);
  for (const candidate of ranked) {
    if (options.accept && !options.accept(candidate.phrase)) continue;
    const key = candidate.phrase.toLowerCase();
    if (chosen.some((c) => contains(c.phrase.toLowerCase(), key) || contains(key, c.phrase.toLowerCase())))
      continue;
    chosen.push(candidate);
    if (chosen.length >= max) break;
  }
  return chosen.map((candidate) => candidate.phrase);
}

/** Answer text without its Markdown, links, URLs and citation markers: the words a reader sees. */
function readableText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\[\d+\]/g, ' ')
    .replace(/[*_`#>|]+/g, ' ');
}

/**
 * A category term as answers use one: two or three nouns ("API gateways", "feedback collection") or an
 * activity ("rate limiting"), by compromise's tagger (its lexicon ships in the package). Verbs and adverbs
 * ("integrates well", "helps teams") and lone words ("pricing") are phrases of running text, not topics.
 */
function isNounCompound(phrase: string): boolean {
  // After "the" the tagger reads a compound as a noun phrase ("rate" in "rate limiting" is no imperative).
  const tags =
    (compromise()(`the ${phrase}`).json()[0]?.terms as { tags: string[] }[] | undefined)
      ?.slice(1)
      .map((term) => term.tags) ?? [];
  const noun = (termTags: string[]) => termTags.includes('Noun') && !termTags.includes('Verb');
  const head = tags[tags.length - 1] ?? [];
  // Words before the head modify it, and a modifying noun is singular: "developer portals", not "helps
  // teams" or "combines roadmapping" (a verb of running text read as a plural).
  const modifiers = tags.slice(0, -1).every((termTags) => noun(termTags) && !termTags.includes('Plural'));
  // The head names a thing or, as a gerund, an activity ("rate limiting", "load balancing").
  return tags.length >= 2 && tags.length <= 3 && modifiers && (noun(head) || head.includes('Gerund'));
}

/**
 * Search topics from the answers an account has collected: the category phrases the platforms use most
 * ("API gateways", "developer portals"), never a company's or product's name (the brand's, a competitor's
 * or any other capitalised name) and none the account already tracks as a topic.
 */
export function answerKeywords(
  texts: readonly string[],
  options: { companyName: string; competitors: readonly string[]; topics: readonly string[]; max: number },
): string[] {
  // A sentence's first word is capitalised as a sentence's, not as a name's (names are excluded below).
  const sentences = texts
    .flatMap((text) => readableText(text).split(/(?<=[.!?])\s+|\n+/))
    .map((sentence) => sentence.trim().replace(/^(\p{Lu})(?=\p{Ll})/u, (first) => first.toLowerCase()));
  const page: PageText = {
    title: '',
    description: '',
    metaKeywords: [],
    headings: sentences.map((text) => ({ level: 3 as const, text })),
  };
  const tracked = options.topics.map((topic) => topic.toLowerCase());
  const overlaps = (phrase: string) =>
    tracked.some((topic) => ` ${topic} `.includes(` ${phrase} `) || ` ${phrase} `.includes(` ${topic} `));
  return extractKeywords(page, {
    companyName: options.companyName,
    competitors: options.competitors,
    max: options.max,
    namesAreNotTopics: true,
    accept: (phrase) => !overlaps(phrase.toLowerCase()) && isNounCompound(phrase),
  });
}
