/**
 * Postgres text cannot hold the NUL character (U+0000): a statement given one fails with a raw encoding
 * error. Each transport refuses such an argument up front, as bad input that names the argument.
 */
const NUL = '\u0000';

/** Where in `value` (strings, arrays, objects and their keys) a NUL character is, e.g. `input.name`; else null. */
export function nulCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, `${path}[${index}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return keyPath;
      const found = nulCharacterPath(item, keyPath);
      if (found !== null) return found;
    }
  }
  return null;
}

export function nulCharacterMessage(path: string): string {
  const what = path ? `The argument ${path.replace(/\0/g, '\\0')}` : 'The request';
  return `${what} contains a NUL character (U+0000), which text cannot hold; remove it and send it again.`;
}
