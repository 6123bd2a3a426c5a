import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * Clicks a CSV button and returns the document it hands to the browser, byte-order mark removed. Callers
 * restore the spied URL functions (vi.restoreAllMocks) after each test.
 */
export async function downloadedCsv(buttonName: string): Promise<string> {
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
    blob = value as Blob;
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
  expect(blob).toBeDefined();
  return (await blob!.text()).replace(/^\uFEFF/, '');
}
