/** The Action Center's state rules and constants, as pure functions. */
import { CRAWLER_PAGES, CRAWLER_PROVIDERS, type LlmContentItem } from './data/fund';

// --- constants of the tools' sample screens ---
export const DELTA_THRESHOLD = 5;
export const EXAMPLES_PER_CONTENT_TYPE = 2;
export const TAGS_PER_ITEM = 3;
export const TEMPLATE_PREVIEW_CHARS = 200;
export const COPY_FEEDBACK_MS = 2000;
export const EDITOR_MIN_HEIGHT = '400px';
export const LIVE_TICK_MS = 5000;
export const LIVE_NEW_VISIT_CHANCE = 0.7;
export const LIVE_CAP = 50;
export const LIVE_SEEDED = 8;
export const LIVE_SEED_WINDOW_MS = 5 * 60_000;
export const WEEKLY_MENTIONS_BASE = 3420;
export const LIVE_FIXED = {
  conversion: '87.3%',
  aiTraffic: '34.7%',
  pagesIndexed: '847',
  vsLastWeek: '+12.3%',
};

/** Progress & Impact Tracker: each completed step adds 15 % visibility and 8 % citations. */
export function progressFor(completed: number, total: number) {
  return { percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

/** One open at a time: clicking the open item closes it, any other opens it instead. */
export const toggleOne = (open: string | null, id: string) => (open === id ? null : id);

export type Delta = 'up' | 'down' | 'equal';
/** Your article against the competitor's, on the 0-100 scale: up above +5, down below −5, else about equal. */
export function delta(yours: number, theirs: number): Delta {
  const d = yours - theirs;
  if (d > DELTA_THRESHOLD) return 'up';
  if (d < -DELTA_THRESHOLD) return 'down';
  return 'equal';
}

/** Partnership potential badge: 90+ High, 80-89 Medium, else Low. */
export const potentialBadge = (n: number) => (n >= 90 ? 'High' : n >= 80 ? 'Medium' : 'Low');

/** Sorting: clicking the active column flips the direction, another column starts ascending. */
export function nextSort<K extends string>(current: { key: K; dir: 'asc' | 'desc' }, key: K) {
  return current.key === key
    ? { key, dir: current.dir === 'asc' ? ('desc' as const) : ('asc' as const) }
    : { key, dir: 'asc' as const };
}

// --- LLMS.TXT editor ---
export interface EditorScores {
  conciseness: number;
  fluency: number;
  technicalAccuracy: number;
  citationPotential: number;
}

/**
 * Live scores while typing: conciseness +1 (max 100) when the text shrinks, −0.5 (min 50) when it grows;
 * fluency 90 when lines average more than 40 characters, else 70 (kept within 50-100).
 */
export function editorScoresOnChange(scores: EditorScores, previous: string, next: string): EditorScores {
  let conciseness = scores.conciseness;
  if (next.length < previous.length) conciseness = Math.min(100, conciseness + 1);
  else if (next.length > previous.length) conciseness = Math.max(50, conciseness - 0.5);
  const lines = next.split('\n').filter((l) => l.trim() !== '');
  const avg = lines.length ? lines.reduce((s, l) => s + l.length, 0) / lines.length : 0;
  const fluency = Math.max(50, Math.min(100, avg > 40 ? 90 : 70));
  return { ...scores, conciseness, fluency };
}

// --- fund LLMs.txt content manager ---
/** Word count: the pieces between single spaces. */
export const wordCount = (text: string) => text.split(' ').length;

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

export function saveItem(item: LlmContentItem, content: string, now = new Date()): LlmContentItem {
  return { ...item, content, lastModified: todayIso(now), wordCount: wordCount(content) };
}

export function filterItems(items: LlmContentItem[], search: string, category: string) {
  const q = search.trim().toLowerCase();
  return items.filter(
    (i) =>
      (category === 'all' || i.category === category) &&
      (!q ||
        i.title.toLowerCase().includes(q) ||
        i.content.toLowerCase().includes(q) ||
        i.tags.some((t) => t.toLowerCase().includes(q))),
  );
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The exported llms.txt: published items only, one "## " section per category, each item a link with notes. */
export function buildLlmsExport(items: LlmContentItem[], brand: string, site: string, summary: string) {
  const published = items.filter((i) => i.status === 'published');
  const categories = [...new Set(published.map((i) => i.category))];
  const out = [`# ${brand}`, '', `> ${summary}`, ''];
  for (const category of categories) {
    out.push(`## ${category}`, '');
    for (const i of published.filter((p) => p.category === category)) {
      out.push(
        `- [${i.title}](${site}/content/${slug(i.title)}.md): ${i.content.replace(/\s+/g, ' ').trim()}`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

// --- Email Outreach ---
export const canSend = (sourceId: string | null, subject: string, body: string) =>
  !!sourceId && subject.trim() !== '' && body.trim() !== '';

export function matchesSource(
  s: { name: string; category: string; topics: string[] },
  search: string,
): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return (
    s.name.toLowerCase().includes(q) ||
    s.category.toLowerCase().includes(q) ||
    s.topics.some((t) => t.toLowerCase().includes(q))
  );
}

// --- Live Mentions simulation ---
/** A small seeded PRNG (mulberry32): the live feed's randomness is injectable for tests. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SimVisit {
  id: string;
  userAgent: string;
  provider: string;
  timestamp: number;
  pageRoute: string;
  ipAddress: string;
  responseCode: number;
}

/** Status 200 at 95 %, otherwise 404 (80 %) or 500. */
export function simStatus(random: () => number): number {
  if (random() < 0.95) return 200;
  return random() < 0.8 ? 404 : 500;
}

/** About 60 % of visits come from the first provider, the rest spread evenly over the others. */
export function simProvider(random: () => number) {
  if (random() < 0.6) return CRAWLER_PROVIDERS[0]!;
  const rest = CRAWLER_PROVIDERS.slice(1);
  return rest[Math.min(rest.length - 1, Math.floor(random() * rest.length))]!;
}

let visitCounter = 0;
export function simVisit(random: () => number, timestamp: number): SimVisit {
  const p = simProvider(random);
  const page = CRAWLER_PAGES[Math.floor(random() * CRAWLER_PAGES.length)]!;
  const ip = `${20 + Math.floor(random() * 180)}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`;
  visitCounter += 1;
  return {
    id: `sim-${visitCounter}`,
    userAgent: p.userAgent,
    provider: p.provider,
    timestamp,
    pageRoute: page,
    ipAddress: ip,
    responseCode: simStatus(random),
  };
}

/** The 8 pre-seeded visits, within the last 5 minutes, newest first. */
export function seedVisits(random: () => number, now: number): SimVisit[] {
  return Array.from({ length: LIVE_SEEDED }, () =>
    simVisit(random, now - Math.floor(random() * LIVE_SEED_WINDOW_MS)),
  ).sort((x, y) => y.timestamp - x.timestamp);
}

/** One 5-second tick's outcome: a new visit with 70 % chance, else null. */
export function tickVisit(random: () => number, now: number): SimVisit | null {
  return random() < LIVE_NEW_VISIT_CHANCE ? simVisit(random, now) : null;
}

/** A new visit goes on top; the list keeps at most 50. */
export const addVisit = (visits: SimVisit[], visit: SimVisit) => [visit, ...visits].slice(0, LIVE_CAP);

/** One 5-second tick applied to the list. */
export function tick(visits: SimVisit[], random: () => number, now: number): SimVisit[] {
  const visit = tickVisit(random, now);
  return visit ? addVisit(visits, visit) : visits;
}

/** Weekly mentions figure: visits in the last 7 days plus 3,420. */
export function weeklyMentions(visits: { timestamp: number }[], now: number) {
  const weekAgo = now - 7 * 86_400_000;
  return visits.filter((v) => v.timestamp > weekAgo).length + WEEKLY_MENTIONS_BASE;
}

/** Change against the previous week in percent with one decimal and a sign, or "—" without a base. */
export function weekChange(week: number, previous: number): string {
  if (previous === 0) return week > 0 ? 'new' : '—';
  const pct = ((week - previous) / previous) * 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
}
