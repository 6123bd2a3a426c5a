/**
 * The weekly digest e-mail: the overview's own figures for the last 7 days against the 7 before (the
 * metrics services, the overview's default kind of prompt: unbranded), the brand's rank and share of
 * voice, the top gaps (prompts whose answers name competitors and not the brand), the wrong facts about the
 * brand still in circulation (open fact issues) and a link to the dashboard showing the same figures. E-mail-safe HTML (tables, inline styles, every text escaped) with a
 * plain-text part.
 */
import { presetDays } from '../../../graphql/shared/period-rules';
import { addDays, proseDay, type Day } from '../../lib/dates';
import { escapeHtml } from '../../lib/html';
import { viewerBrand } from '../brands';
import { type BrandScope } from '../../scope';
import { competitorRankings, kpiChanges, resolveFilter, type PageFilter } from '../metrics';
import { aggregateTopic } from '../topics';
import { answerGaps, competitiveScope } from '../competitive';
import { factIssues } from '../fact-issues';
import { headerText, MAIL_COLORS, mailButton, mailDocument } from '../../core/mail';

/** The Monday (UTC) of the week a day is in: a digest is sent at most once per account and week. */
export function weekStartOf(day: Day): Day {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export const DIGEST_GAPS = 5;
export const DIGEST_FACT_ISSUES = 5;
const DIGEST_DAYS = presetDays('LAST_7_DAYS')!;

/**
 * The period's top answer gaps as the competitors page ranks them (prompts whose answers name competitors
 * and not the brand: most competitors first, then most such answers), in the digest's words.
 */
async function topGaps(scope: BrandScope, filter: PageFilter) {
  const gaps = await answerGaps(await competitiveScope(scope, filter), DIGEST_GAPS);
  return gaps.map((gap) => ({
    question: gap.question,
    topic: gap.topicName || null,
    answers: gap.answers,
    competitors: gap.competitors.map((competitor) => competitor.name),
  }));
}

/**
 * The wrong or out-of-date values answers still state (open and reopened issues, most answers first) and
 * how many fixes are waiting for the answers to follow.
 */
async function wrongFacts(scope: BrandScope) {
  const issues = await factIssues(scope, null);
  const open = issues.filter((issue) => issue.state === 'OPEN' || issue.state === 'REOPENED');
  return {
    open: open.length,
    listed: open.slice(0, DIGEST_FACT_ISSUES).map((issue) => ({
      label: issue.label,
      stated: issue.stated,
      expected: issue.expected,
      outdated: issue.status === 'OUTDATED',
      reopened: issue.state === 'REOPENED',
      answers: issue.answers,
      lastSeen: issue.lastSeen,
    })),
    fixesWaiting: issues.filter((issue) => issue.state === 'FIX_SENT').length,
  };
}

export async function weeklyDigest(scope: BrandScope) {
  const filter = resolveFilter(scope.today, { preset: 'LAST_7_DAYS' }, null, 'UNBRANDED');
  const from = filter.from ?? addDays(scope.today, -(DIGEST_DAYS - 1));
  const [overall, brand, gaps, facts] = await Promise.all([
    aggregateTopic(scope),
    viewerBrand(scope),
    topGaps(scope, filter),
    wrongFacts(scope),
  ]);
  const [changes, rankings] = overall
    ? await Promise.all([
        kpiChanges(scope, overall.id, filter),
        competitorRankings(scope, overall.id, filter.range),
      ])
    : [null, null];
  return {
    brand: brand?.name ?? 'your brand',
    from,
    to: filter.to,
    changes,
    companyRank: rankings?.companyRank ?? 0,
    shareOfVoice: rankings?.shareOfVoice ?? null,
    gaps,
    facts,
  };
}

export type WeeklyDigest = Awaited<ReturnType<typeof weeklyDigest>>;
type Change = NonNullable<WeeklyDigest['changes']>['visibility'];

const fixed = (value: number | null, decimals: number, unit = '') =>
  value === null ? '–' : `${value.toFixed(decimals)}${unit}`;

/** "+3.2", "−1.0", "no change", or "–" when there is nothing to compare with. */
function signed(value: number | null, decimals: number): string {
  if (value === null) return '–';
  if (value === 0) return 'no change';
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(decimals)}`;
}

interface FigureLine {
  label: string;
  value: string;
  change: string;
  /** Better (true), worse (false) or neither (null), for the change's colour. */
  better: boolean | null;
  note: string;
}

function figureLines(digest: WeeklyDigest): FigureLine[] {
  const c = digest.changes;
  if (!c) return [];
  const direction = (change: Change, lowerIsBetter = false) =>
    change.change === null || change.change === 0 ? null : change.change > 0 !== lowerIsBetter;
  return [
    {
      label: 'Visibility',
      value: fixed(c.visibility.current, 1, ' %'),
      change: `${signed(c.visibility.change, 1)} points`,
      // A change the test cannot tell from chance is neither better nor worse.
      better: c.visibility.significant === false ? null : direction(c.visibility),
      note:
        c.visibility.significant === null
          ? ''
          : c.visibility.significant
            ? 'a real change (beyond the 95 % intervals)'
            : 'within the 95 % intervals: could be chance',
    },
    {
      label: 'Sentiment',
      value: fixed(c.sentiment.current, 2),
      change: signed(c.sentiment.change, 2),
      better: direction(c.sentiment),
      note: 'out of 100',
    },
    {
      label: 'Average position',
      value: fixed(c.position.current, 2),
      change: signed(c.position.change, 2),
      better: direction(c.position, true),
      note: 'lower is better',
    },
    {
      label: 'Impressions',
      value: String(c.impressions.current ?? 0),
      change: signed(c.impressions.change, 0),
      better: direction(c.impressions),
      note: 'answers mentioning you',
    },
  ];
}

/** One open fact issue in the digest's words. */
const factLine = (issue: WeeklyDigest['facts']['listed'][number]) =>
  `${issue.label}: “${issue.stated}” where your fact sheet says ${issue.expected}${issue.outdated ? ' (an old value)' : ''}, in ${issue.answers} ${issue.answers === 1 ? 'answer' : 'answers'}, last on ${proseDay(issue.lastSeen)}${issue.reopened ? ', back after it was resolved' : ''}`;

/** What the digest says of the fact issues: how many, and the fixes waiting. */
function factSummary(facts: WeeklyDigest['facts']): string {
  const waiting =
    facts.fixesWaiting === 0
      ? ''
      : ` ${facts.fixesWaiting} ${facts.fixesWaiting === 1 ? 'fix is' : 'fixes are'} waiting for the answers to follow.`;
  if (facts.open === 0) return `No wrong fact about you is in circulation.${waiting}`;
  const shown = facts.listed.length < facts.open ? ` (the ${facts.listed.length} stated most)` : '';
  return `${facts.open} wrong or out-of-date ${facts.open === 1 ? 'value is' : 'values are'} still stated${shown}.${waiting}`;
}

export function renderDigestEmail(digest: WeeklyDigest, publicUrl: string) {
  const brand = digest.brand;
  const days = `${proseDay(digest.from)} to ${proseDay(digest.to)}`;
  const subject = headerText(`Your week in AI answers: ${brand}, ${days}`);
  const dashboardUrl = `${publicUrl.replace(/\/$/, '')}/dashboard?period=7d`;
  const factsUrl = `${publicUrl.replace(/\/$/, '')}/dashboard/facts`;
  const facts = factSummary(digest.facts);
  const lines = figureLines(digest);
  const standing =
    digest.shareOfVoice === null
      ? 'No tracked brand was named this week.'
      : `Share of voice ${digest.shareOfVoice.toFixed(1)} %${digest.companyRank > 0 ? `, rank ${digest.companyRank} among the brands you track` : ''}.`;
  const basis = `Last ${DIGEST_DAYS} days (${days}) against the ${DIGEST_DAYS} days before, unbranded prompts, as your overview counts them.`;
  const colour = (better: boolean | null) =>
    better === null ? MAIL_COLORS.muted : better ? MAIL_COLORS.good : MAIL_COLORS.bad;

  const figureRows = lines
    .map(
      (line) => `<tr>
      <td style="padding:8px 0;border-bottom:1px solid ${MAIL_COLORS.border};font-size:14px">${escapeHtml(line.label)}</td>
      <td align="right" style="padding:8px 0;border-bottom:1px solid ${MAIL_COLORS.border};font-size:18px;font-weight:700">${escapeHtml(line.value)}</td>
      <td align="right" style="padding:8px 0 8px 12px;border-bottom:1px solid ${MAIL_COLORS.border};font-size:14px;color:${colour(line.better)};white-space:nowrap">${escapeHtml(line.change)}</td>
      <td style="padding:8px 0 8px 12px;border-bottom:1px solid ${MAIL_COLORS.border};font-size:12px;color:${MAIL_COLORS.subtle}">${escapeHtml(line.note)}</td>
    </tr>`,
    )
    .join('');
  const gapRows = digest.gaps
    .map(
      (gap) => `<tr><td style="padding:8px 0;border-bottom:1px solid ${MAIL_COLORS.border};font-size:14px">
      <div style="font-weight:600">${escapeHtml(gap.question)}</div>
      <div style="color:${MAIL_COLORS.muted};font-size:13px">${escapeHtml(gap.competitors.join(', '))} named in ${gap.answers} ${gap.answers === 1 ? 'answer' : 'answers'} without ${escapeHtml(brand)}${gap.topic ? ` · ${escapeHtml(gap.topic)}` : ''}</div>
    </td></tr>`,
    )
    .join('');
  const body = `<p style="margin:0 0 12px;color:${MAIL_COLORS.muted};font-size:14px">${escapeHtml(basis)}</p>
  ${
    lines.length
      ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${figureRows}</table>`
      : `<p style="margin:0;font-size:14px">No answers were collected this week.</p>`
  }
  <p style="margin:12px 0 0;font-size:14px">${escapeHtml(standing)}</p>
  <h2 style="font-size:16px;margin:20px 0 4px">Where competitors are named and you are not</h2>
  ${
    gapRows
      ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${gapRows}</table>`
      : `<p style="margin:0;font-size:14px;color:${MAIL_COLORS.muted}">No prompt this week named a competitor without ${escapeHtml(brand)}.</p>`
  }
  <h2 style="font-size:16px;margin:20px 0 4px">What answers get wrong about you</h2>
  <p style="margin:0 0 4px;font-size:14px">${escapeHtml(facts)}</p>
  ${
    digest.facts.listed.length
      ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${digest.facts.listed
          .map(
            (issue) =>
              `<tr><td style="padding:8px 0;border-bottom:1px solid ${MAIL_COLORS.border};font-size:14px">${escapeHtml(factLine(issue))}</td></tr>`,
          )
          .join('')}</table>
  <p style="margin:8px 0 0;font-size:14px"><a href="${escapeHtml(factsUrl)}" style="color:${MAIL_COLORS.accent}">Send a fix from the Facts page</a></p>`
      : ''
  }
  ${mailButton(escapeHtml(dashboardUrl), 'Open your dashboard')}`;
  const html = mailDocument({
    title: escapeHtml(subject),
    heading: escapeHtml(`Your week in AI answers: ${brand}`),
    body,
    footer: escapeHtml(
      'You receive this digest because you turned it on in Settings → Alerts; turn it off there.',
    ),
  });
  const text = [
    `Your week in AI answers: ${brand}`,
    basis,
    '',
    ...(lines.length
      ? lines.map(
          (line) => `${line.label}: ${line.value} (${line.change}${line.note ? `; ${line.note}` : ''})`,
        )
      : ['No answers were collected this week.']),
    standing,
    '',
    'Where competitors are named and you are not:',
    ...(digest.gaps.length
      ? digest.gaps.map(
          (gap) =>
            `- ${gap.question} (${gap.competitors.join(', ')}; ${gap.answers} ${gap.answers === 1 ? 'answer' : 'answers'})`,
        )
      : [`No prompt this week named a competitor without ${brand}.`]),
    '',
    'What answers get wrong about you:',
    facts,
    ...digest.facts.listed.map((issue) => `- ${factLine(issue)}`),
    ...(digest.facts.listed.length ? [`Send a fix from the Facts page: ${factsUrl}`] : []),
    '',
    `Open your dashboard: ${dashboardUrl}`,
    '',
    'Turn this digest off in Settings → Alerts.',
  ].join('\n');
  return { subject, html, text };
}
