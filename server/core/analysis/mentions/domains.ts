/** Tracked entities named by their domains in the text ("hubspot.com"). */
import { WEB_TLDS } from '../text/urls';
import type { EntityMatcher, Mention } from './types';

interface DomainIndex {
  /** domain -> entities with that website or host-name name. */
  exact: Map<string, number[]>;
  /** registrable host label -> entities named so. */
  labels: Map<string, number[]>;
}

const domainIndexes = new WeakMap<readonly EntityMatcher[], DomainIndex>();

/** The domains and host labels of every entity, built once per list of matchers. */
export function domainIndex(matchers: readonly EntityMatcher[]): DomainIndex {
  let index = domainIndexes.get(matchers);
  if (!index) {
    const add = (map: Map<string, number[]>, key: string, entity: number) =>
      map.set(key, [...(map.get(key) ?? []), entity]);
    index = { exact: new Map(), labels: new Map() };
    for (const [entity, matcher] of matchers.entries()) {
      for (const domain of matcher.domains) add(index.exact, domain, entity);
      for (const label of matcher.hostLabels) add(index.labels, label, entity);
    }
    domainIndexes.set(matchers, index);
  }
  return index;
}

/** Second-level labels under a country code ("co.uk", "com.au"). */
const SECOND_LEVEL_LABELS = new Set([
  'co',
  'com',
  'org',
  'net',
  'ac',
  'gov',
  'edu',
  'ltd',
  'plc',
  'ne',
  'or',
]);

/** The label a host is registered under: "hubspot" for "docs.hubspot.co.uk"; null for non-web hosts. */
function registrableLabel(host: string): string | null {
  // The last labels, read from the dots before them without splitting the host.
  const lastDot = host.lastIndexOf('.');
  if (lastDot < 0) return null;
  const tld = host.slice(lastDot + 1);
  if (!WEB_TLDS.has(tld)) return null;
  const dotBefore = lastDot > 0 ? host.lastIndexOf('.', lastDot - 1) : -1;
  const label = host.slice(dotBefore + 1, lastDot);
  if (dotBefore < 0 || tld.length !== 2 || !SECOND_LEVEL_LABELS.has(label)) return label;
  return host.slice((dotBefore > 0 ? host.lastIndexOf('.', dotBefore - 1) : -1) + 1, dotBefore);
}

const NON_ASCII_HOST_CHAR = /[\p{L}\p{N}]/u;

/** A character that can be part of a host name label: a letter, a digit or a hyphen. */
export function isHostChar(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 45) return true; // a-z 0-9 -
  if (code >= 65 && code <= 90) return true; // A-Z
  return code > 127 && NON_ASCII_HOST_CHAR.test(char);
}

/**
 * Host names in the text that are one of the domains or a subdomain of one, or are registered under an
 * entity's name; a host that only ends or starts with one is another's (mentions/examples.test.ts). One scan
 * for all entities: each dot between two label characters is expanded to the whole dotted name around it.
 */
export function findDomains(folded: string, { exact, labels }: DomainIndex): Mention[] {
  const found: Mention[] = [];
  if (exact.size === 0 && labels.size === 0) return found;
  let scannedUntil = 0;
  for (let dot = folded.indexOf('.'); dot >= 0; dot = folded.indexOf('.', dot + 1)) {
    if (dot < scannedUntil || !isHostChar(folded[dot - 1]) || !isHostChar(folded[dot + 1])) continue;
    let start = dot - 1;
    while (
      start > 0 &&
      (isHostChar(folded[start - 1]) || (folded[start - 1] === '.' && isHostChar(folded[start - 2])))
    ) {
      start--;
    }
    let end = dot + 1;
    while (
      end < folded.length &&
      (isHostChar(folded[end]) || (folded[end] === '.' && isHostChar(folded[end + 1])))
    )
      end++;
    scannedUntil = end;
    const host = folded.slice(start, end);
    const entities = exactDomainEntities(host, exact) ?? labels.get(registrableLabel(host) ?? '');
    if (entities) for (const entity of entities) found.push({ entity, start, end });
  }
  return found;
}

/** Entities whose domain is the host or one of its parent domains. */
function exactDomainEntities(host: string, exact: Map<string, number[]>): number[] | undefined {
  for (let at = -1; ;) {
    const entities = exact.get(at < 0 ? host : host.slice(at + 1));
    if (entities) return entities;
    at = host.indexOf('.', at + 1);
    if (at < 0) return undefined;
  }
}
