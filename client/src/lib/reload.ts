/** Retry buttons reload the page, as the product always has (one place, so tests can replace it). */
export const reloadPage = (): void => window.location.reload();
