/**
 * The report e-mail: a short HTML summary (inline styles, table layout, for mail clients) with a
 * plain-text part, linking to the full report page. Every visitor-supplied string is HTML-escaped.
 */
import { platformLabel } from '../../../graphql/shared/platforms';
import { escapeHtml } from '../../lib/html';
import { headerText, mailButton, mailDocument } from '../../core/mail';
import type { ReportResults } from './report.compute';

const pct = (value: number) => `${value.toFixed(1)}%`;
const score = (value: number | null) => (value === null ? '–' : value.toFixed(2));

export interface ReportEmailInput {
  companyName: string;
  reportUrl: string;
  results: ReportResults;
}

/** "A, B and C". */
const listed = (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * Who answered: when the simulated engine wrote some or all of the answers (no API key for their platforms),
 * the e-mail says so first, and never that those platforms were asked.
 */
function howAnswered(results: ReportResults) {
  const questions = `${results.prompts.length} ${results.prompts.length === 1 ? 'question' : 'questions'}`;
  const names = (platforms: readonly { platform: string }[]) =>
    listed(platforms.map((p) => platformLabel(p.platform)));
  const simulated = results.platforms.filter((p) => p.simulated);
  const asked = results.platforms.filter((p) => !p.simulated);
  const platforms = (n: number) => `${n} AI ${n === 1 ? 'platform' : 'platforms'}`;
  if (simulated.length === 0)
    return {
      simulatedNote: '',
      askedLine: `We asked ${questions} on ${platforms(asked.length)} (${names(asked)}) and read every answer.`,
    };
  if (asked.length === 0)
    return {
      simulatedNote:
        'These answers are simulated: no AI provider is configured on this server, so Sightline’s simulated answer engine wrote them and the figures are illustrative, not what the AI platforms say.',
      askedLine: `The simulated engine answered ${questions} for ${platforms(simulated.length)} (${names(simulated)}), and we read every answer.`,
    };
  return {
    simulatedNote: `Some answers are simulated: no API key is configured for ${names(simulated)} on this server, so Sightline’s simulated answer engine wrote ${simulated.length === 1 ? 'its' : 'their'} answers and those figures are illustrative.`,
    askedLine: `We asked ${questions} on ${platforms(asked.length)} (${names(asked)}), the simulated engine answered them for ${names(simulated)}, and we read every answer.`,
  };
}

export function renderReportEmail({ companyName, reportUrl, results }: ReportEmailInput) {
  const subject = headerText(`Your AI visibility report for ${companyName}`);
  // As on the report page: the headline counts the questions that do not name the company (unless every
  // question did), and the branded questions' visibility is given apart.
  const headlineKind = results.unbranded.prompts > 0 ? 'unbranded' : 'branded';
  const headline = results[headlineKind];
  const branded = headlineKind === 'unbranded' && results.branded.prompts > 0 ? results.branded : null;
  const questions = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;
  const basis =
    headlineKind === 'unbranded'
      ? `These figures count the ${questions(headline.prompts)} that do not name ${companyName}, where a mention is earned.`
      : `Every question named ${companyName}, so these figures come from branded questions.`;
  const brandedLine = branded
    ? `Branded questions, kept apart: ${pct(branded.visibility)} visibility (${branded.visibleAnswers} of ${branded.answers} answers to ${questions(branded.prompts)} that name ${companyName}). An answer to a question that names a company names it.`
    : '';
  const rivals = headline.competitors.filter((c) => !c.isBrand).slice(0, 3);
  const sources = results.sources.slice(0, 3);
  const name = escapeHtml(companyName);
  const url = escapeHtml(reportUrl);
  const { simulatedNote, askedLine } = howAnswered(results);

  const stat = (label: string, value: string, hint: string) => `
    <td style="padding:12px;border:1px solid #e4e4e7;border-radius:8px;vertical-align:top;width:33%">
      <div style="font-size:12px;color:#71717a;text-transform:uppercase;letter-spacing:.04em">${label}</div>
      <div style="font-size:26px;font-weight:700;color:#0f766e;margin-top:4px">${value}</div>
      <div style="font-size:12px;color:#71717a;margin-top:2px">${hint}</div>
    </td>`;

  const body = `
  ${simulatedNote ? `<p style="margin:0 0 12px;padding:10px 12px;border-radius:8px;background:#fef3c7;color:#78350f;font-size:14px">${simulatedNote}</p>` : ''}
  <p style="margin:0 0 8px;color:#52525b;font-size:14px">${askedLine}</p>
  <p style="margin:0 0 16px;color:#52525b;font-size:14px">${escapeHtml(basis)}</p>
  <table role="presentation" width="100%" cellpadding="0" cellspacing="8" style="border-collapse:separate">
    <tr>
      ${stat('Visibility', pct(headline.visibility), `${headline.visibleAnswers} of ${headline.answers} answers mention ${name}`)}
      ${stat('Sentiment', score(headline.sentiment), 'out of 100, where ' + name + ' is mentioned')}
      ${stat('Share of voice', pct(headline.shareOfVoice), `rank ${headline.companyRank} among tracked brands`)}
    </tr>
  </table>
  ${brandedLine ? `<p style="margin:12px 0 0;color:#52525b;font-size:13px">${escapeHtml(brandedLine)}</p>` : ''}
  ${
    rivals.length
      ? `<h2 style="font-size:16px;margin:20px 0 8px">Competitors named most</h2>
  <table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse">
    ${rivals.map((c) => `<tr><td style="border-bottom:1px solid #e4e4e7">${escapeHtml(c.name)}</td><td align="right" style="border-bottom:1px solid #e4e4e7;color:#52525b">${c.mentions} answers · ${pct(c.shareOfVoice)}</td></tr>`).join('')}
  </table>`
      : ''
  }
  ${
    sources.length
      ? `<h2 style="font-size:16px;margin:20px 0 8px">Top cited sources</h2>
  <table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse">
    ${sources.map((s) => `<tr><td style="border-bottom:1px solid #e4e4e7;word-break:break-all">${escapeHtml(s.domain)}${s.simulated ? ' (simulated)' : ''}</td><td align="right" style="border-bottom:1px solid #e4e4e7;color:#52525b">${s.count}×</td></tr>`).join('')}
  </table>`
      : ''
  }
  ${mailButton(url, 'View your full report')}
  <p style="margin:0;color:#71717a;font-size:12px;word-break:break-all" align="center">${url}</p>`;
  const html = mailDocument({
    title: escapeHtml(subject),
    heading: `Your AI visibility report for ${name}`,
    body,
    footer:
      'You receive this because someone requested a free report for this address at Sightline. No account was created.',
  });

  const text = [
    `Your AI visibility report for ${companyName}`,
    '',
    ...(simulatedNote ? [simulatedNote, ''] : []),
    askedLine,
    basis,
    '',
    `Visibility: ${pct(headline.visibility)} (${headline.visibleAnswers} of ${headline.answers} answers mention ${companyName})`,
    `Sentiment: ${score(headline.sentiment)} / 100`,
    `Share of voice: ${pct(headline.shareOfVoice)} (rank ${headline.companyRank})`,
    ...(brandedLine ? ['', brandedLine] : []),
    ...(rivals.length
      ? ['', 'Competitors named most:', ...rivals.map((c) => `- ${c.name}: ${c.mentions} answers`)]
      : []),
    ...(sources.length
      ? [
          '',
          'Top cited sources:',
          ...sources.map(
            (s) => `- ${s.url} (${s.count}x${s.simulated ? ', simulated: not a checked page' : ''})`,
          ),
        ]
      : []),
    '',
    `Full report: ${reportUrl}`,
  ].join('\n');

  return { subject, html, text };
}
