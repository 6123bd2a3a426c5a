/**
 * Which brands of a workspace a membership or an invitation opens, in the words the invitation e-mail, the
 * invitation's page and Settings → Members use: "every brand", "the brand Stride Labs", "the brands Stride Labs
 * and Peak Flask".
 */

/** A brand as a membership names it: its name is null until its onboarding names it. */
export interface NamedBrand {
  name: string | null;
}

const UNNAMED = 'a brand not named yet';

/** null: every brand of the workspace, now and later. */
export function brandAccessWords(brands: readonly NamedBrand[] | null): string {
  if (brands === null) return 'every brand';
  if (brands.length === 0) return 'no brand (its brands were deleted)';
  const names = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(
    brands.map((brand) => brand.name ?? UNNAMED),
  );
  return brands.length === 1 ? `the brand ${names}` : `the brands ${names}`;
}
