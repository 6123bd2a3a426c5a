/** Sends the browser to another site (Google's consent page); its own module, so tests can watch it. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
