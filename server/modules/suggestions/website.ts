/** Website guesses from a company name: "Acme Robotics, Inc." → acmerobotics.com, .io, .ai, .co. */

const LEGAL_SUFFIXES =
  /\b(incorporated|inc|llc|l\.l\.c|ltd|limited|gmbh|ag|sa|sas|bv|nv|plc|corp|corporation|co|company|pty|srl|oy|ab)\.?$/i;

export const WEBSITE_TLDS = ['com', 'io', 'ai', 'co'] as const;

/** The name as a domain label, or null when nothing usable is left. */
export function domainLabel(companyName: string): string | null {
  let name = companyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
  // A name that is already a domain ("acme.io") keeps its own label.
  const asDomain = /^(?:https?:\/\/)?(?:www\.)?([a-z0-9-]+)\.[a-z]{2,}(?:\/.*)?$/i.exec(name);
  if (asDomain?.[1]) return asDomain[1].toLowerCase();
  for (let i = 0; i < 2; i++)
    name = name
      .replace(/[,\s]+$/, '')
      .replace(LEGAL_SUFFIXES, '')
      .trim();
  const label = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
  return label.length >= 2 && label.length <= 63 ? label : null;
}

/** Candidate home pages in the order they are preferred. */
export function websiteCandidates(companyName: string): string[] {
  const label = domainLabel(companyName);
  return label ? WEBSITE_TLDS.map((tld) => `https://${label}.${tld}`) : [];
}
