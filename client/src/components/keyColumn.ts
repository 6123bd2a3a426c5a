/**
 * A wide table's first column stays in place while the rest scrolls sideways (on a phone), so every
 * row keeps saying what it is. Spread on the column's header and cells; the header gets its row's colour.
 */
export const keyColumn = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg.panel' } as const;
export const keyColumnHeader = { ...keyColumn, bg: 'bg.subtle' } as const;
