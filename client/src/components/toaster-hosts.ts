/*
 * How many Toasters are on the page. The auth pages load no Chakra; a toast they show needs a Toaster of
 * its own only where none is mounted already (the dashboard's, or a test's).
 */
let mounted = 0;

export const toasterOnPage = () => mounted > 0;

/** An effect: counts a Toaster while it is mounted. */
export function countToaster() {
  mounted += 1;
  return () => {
    mounted -= 1;
  };
}
