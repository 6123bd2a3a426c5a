import { formatHost, formatPath } from '../../lib/format';

/**
 * A cited page as the facts lists name it: host, path and query ("youtube.com/watch?v=eb18ce3"), so that
 * two pages of one site read apart.
 */
export function pageName(url: string): string {
  try {
    return `${formatHost(url)}${formatPath(url)}${new URL(url).search}`;
  } catch {
    return url;
  }
}
