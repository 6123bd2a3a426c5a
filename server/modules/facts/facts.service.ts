/**
 * The brand's fact sheet: reading it, adding, changing, confirming and deleting facts, and replacing the
 * whole sheet (the REST PUT and the CSV import). Every write needs EDITOR or higher, leaves an audit entry
 * in its transaction, and is refused whole with the problem in words when a fact is not valid
 * (graphql/shared/brand-facts.ts holds the rules the client's form runs too).
 */
import {
  BRAND_FACT_LIMITS,
  brandFactInput,
  type BrandFactInput,
  type BrandFactStatus,
} from '../../../graphql/shared/brand-facts';
import { announceDataChanged } from '../../db/data-changed';
import type { Queryable } from '../../db/db';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { parseOrRefuse } from '../../lib/input';
import { requireRole, type BrandScope } from '../../scope';
import { recordAudit } from '../brands';
import { reanalysingOnChange } from '../reanalysis';
import {
  countBrandFacts,
  deleteBrandFact as deleteFactRow,
  deleteBrandFactsExcept,
  factKeyTaken,
  getBrandFact,
  insertBrandFact,
  listBrandFacts,
  setBrandFactStatus,
  updateBrandFact,
  upsertBrandFact,
  type BrandFactRow,
  type StoredFact,
} from './facts.store';

import { sheetRowsFromCsv, type SheetRow } from './facts.sheet';

export type { BrandFactRow };

const marketName = (country: string | null) => country ?? 'everywhere';

const tooMany = () =>
  badInput(
    `A brand holds at most ${BRAND_FACT_LIMITS.perBrand} facts: delete one (or dismiss a suggestion) first.`,
  );

/** The brand's whole sheet, confirmed and suggested facts, by key then country. */
export function brandFacts(scope: BrandScope): Promise<BrandFactRow[]> {
  return listBrandFacts(scope.db, scope.brandId);
}

const who = (scope: BrandScope) => scope.memberId;

/**
 * A write to the sheet, audited in its transaction; when it changes the confirmed facts answers are judged
 * against, the answers naming the brand are read again (their claims with them).
 */
const sheetWrite = <T>(
  scope: BrandScope,
  action: string,
  target: (result: T) => string,
  write: (tx: Queryable) => Promise<T>,
): Promise<T> =>
  reanalysingOnChange(scope, async (tx) => {
    const result = await write(tx);
    await recordAudit(tx, scope, action, target(result));
    return result;
  });

async function refuseTakenKey(tx: Queryable, scope: BrandScope, fact: StoredFact, exceptId: string | null) {
  if (await factKeyTaken(tx, scope.brandId, fact.key, fact.country, exceptId))
    throw badInput(`The brand already has a fact "${fact.key}" for ${marketName(fact.country)}.`);
}

/**
 * Adds a fact, or changes one by its id; a person's word, so it is CONFIRMED. Left out, previousValues
 * keeps the stored ones, and a changed value moves the old one to their front.
 */
export async function setBrandFact(
  scope: BrandScope,
  input: BrandFactInput & { id?: string | null },
): Promise<{ fact: BrandFactRow }> {
  requireRole(scope, 'EDITOR', 'changing the fact sheet');
  const id = input.id ?? null;
  if (id !== null && !isUuid(id)) throw badInput('id is not a valid fact id.');
  const fields = parseOrRefuse(brandFactInput, input);
  const fact = await sheetWrite<BrandFactRow>(
    scope,
    id === null ? 'fact.add' : 'fact.change',
    (row) => `${row.key} (${marketName(row.country)})`,
    async (tx) => {
      if (id === null) {
        if ((await countBrandFacts(tx, scope.brandId)) >= BRAND_FACT_LIMITS.perBrand) throw tooMany();
        const stored = { ...fields, status: 'CONFIRMED' as const };
        await refuseTakenKey(tx, scope, stored, null);
        return insertBrandFact(tx, scope.brandId, stored, who(scope));
      }
      const before = await getBrandFact(tx, scope.brandId, id);
      if (!before) throw notFound('Unknown fact.');
      const previousValues =
        input.previousValues != null
          ? fields.previousValues
          : before.value === fields.value
            ? before.previousValues
            : [before.value, ...before.previousValues.filter((value) => value !== before.value)];
      const stored = {
        ...fields,
        previousValues: previousValues
          .filter((value) => value !== fields.value)
          .slice(0, BRAND_FACT_LIMITS.previousValues),
        status: 'CONFIRMED' as const,
      };
      await refuseTakenKey(tx, scope, stored, id);
      return (await updateBrandFact(tx, scope.brandId, id, stored, who(scope)))!;
    },
  );
  await announceDataChanged(scope);
  return { fact };
}

export async function deleteBrandFact(scope: BrandScope, input: { id: string }): Promise<{ id: string }> {
  requireRole(scope, 'EDITOR', 'changing the fact sheet');
  if (!isUuid(input.id)) throw badInput('id is not a valid fact id.');
  await sheetWrite(
    scope,
    'fact.delete',
    () => input.id,
    async (tx) => {
      if (!(await deleteFactRow(tx, scope.brandId, input.id))) throw notFound('Unknown fact.');
    },
  );
  await announceDataChanged(scope);
  return { id: input.id };
}

/** A suggestion becomes a fact the analyzer counts. */
export async function confirmBrandFact(
  scope: BrandScope,
  input: { id: string },
): Promise<{ fact: BrandFactRow }> {
  requireRole(scope, 'EDITOR', 'changing the fact sheet');
  if (!isUuid(input.id)) throw badInput('id is not a valid fact id.');
  const fact = await sheetWrite<BrandFactRow>(
    scope,
    'fact.confirm',
    (row) => `${row.key} (${marketName(row.country)})`,
    async (tx) => {
      const row = await setBrandFactStatus(tx, scope.brandId, input.id, 'CONFIRMED', who(scope));
      if (!row) throw notFound('Unknown fact.');
      return row;
    },
  );
  await announceDataChanged(scope);
  return { fact };
}

const statusOf = (status: string | null | undefined): BrandFactStatus | null => {
  const word = status?.trim().toUpperCase() || 'CONFIRMED';
  return word === 'CONFIRMED' || word === 'SUGGESTED' ? word : null;
};

/** Each row checked; every problem named by its place, or the facts to store. */
function checkedSheet(rows: readonly SheetRow[]): StoredFact[] {
  const problems: string[] = [];
  const facts: StoredFact[] = [];
  const seen = new Map<string, string>();
  if (rows.length > BRAND_FACT_LIMITS.perBrand)
    problems.push(
      `A brand holds at most ${BRAND_FACT_LIMITS.perBrand} facts; this sheet has ${rows.length}.`,
    );
  for (const { place, fact } of rows) {
    const parsed = brandFactInput.safeParse(fact);
    const status = statusOf(fact.status);
    if (!parsed.success) {
      problems.push(`${place}: ${parsed.error.issues[0]?.message ?? 'Invalid fact.'}`);
      continue;
    }
    if (status === null) {
      problems.push(`${place}: The status must be CONFIRMED or SUGGESTED.`);
      continue;
    }
    const market = `${parsed.data.key} ${parsed.data.country ?? ''}`;
    const earlier = seen.get(market);
    if (earlier) {
      problems.push(
        `${place}: "${parsed.data.key}" for ${marketName(parsed.data.country)} is already on ${earlier.toLowerCase()}.`,
      );
      continue;
    }
    seen.set(market, place);
    facts.push({ ...parsed.data, status });
  }
  if (problems.length) throw badInput(`Nothing was changed. ${problems.join(' ')}`);
  return facts;
}

/**
 * Replaces the brand's whole sheet in one transaction: all of it or, when any row is not valid, none of it
 * (the refusal names every row's problem). A fact whose key and market stay keeps its id.
 */
export async function replaceBrandFacts(
  scope: BrandScope,
  rows: readonly SheetRow[],
): Promise<BrandFactRow[]> {
  requireRole(scope, 'EDITOR', 'changing the fact sheet');
  const facts = checkedSheet(rows);
  await sheetWrite(
    scope,
    'fact.replace',
    () => `${facts.length} facts`,
    async (tx) => {
      await deleteBrandFactsExcept(tx, scope.brandId, facts);
      for (const fact of facts) await upsertBrandFact(tx, scope.brandId, fact, who(scope));
    },
  );
  await announceDataChanged(scope);
  return brandFacts(scope);
}

/** Replaces the sheet with a CSV file's facts (the Facts screen's import), as replaceBrandFacts. */
export function importBrandFacts(scope: BrandScope, input: { csv: string }): Promise<BrandFactRow[]> {
  requireRole(scope, 'EDITOR', 'changing the fact sheet');
  return replaceBrandFacts(scope, sheetRowsFromCsv(input.csv));
}

/**
 * Stores what was read from the brand's website as SUGGESTED facts: a new key is added while the sheet has
 * room, a suggestion read before takes the new reading, and a confirmed fact is never touched.
 */
export async function storeSuggestedFacts(
  scope: BrandScope,
  suggestions: readonly StoredFact[],
): Promise<BrandFactRow[]> {
  const stored = await sheetWrite<BrandFactRow[]>(
    scope,
    'fact.suggest',
    (rows) => `${rows.length} suggestions`,
    async (tx) => {
      const sheet = await listBrandFacts(tx, scope.brandId);
      let room = BRAND_FACT_LIMITS.perBrand - sheet.length;
      const rows: BrandFactRow[] = [];
      for (const suggestion of suggestions) {
        const known = sheet.find(
          (fact) => fact.key === suggestion.key && fact.country === suggestion.country,
        );
        if (known?.status === 'CONFIRMED') continue;
        if (known) rows.push((await updateBrandFact(tx, scope.brandId, known.id, suggestion, who(scope)))!);
        else if (room-- > 0) rows.push(await insertBrandFact(tx, scope.brandId, suggestion, who(scope)));
      }
      return rows;
    },
  );
  if (stored.length) await announceDataChanged(scope);
  return stored;
}
