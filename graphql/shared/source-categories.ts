/** The kinds of cited source and their display names, for the server and the client. */
export const SOURCE_CATEGORY_LABELS = {
  owned: 'Your site',
  competitor: 'Competitors',
  editorial: 'Editorial',
  user_generated: 'User-generated',
  reference: 'Reference',
  other: 'Other',
} as const;

export type SourceCategoryId = keyof typeof SOURCE_CATEGORY_LABELS;

/** The display name of a GraphQL SourceCategory value (USER_GENERATED → User-generated). */
export const sourceCategoryLabel = (value: string) =>
  SOURCE_CATEGORY_LABELS[value.toLowerCase() as SourceCategoryId] ?? value;
