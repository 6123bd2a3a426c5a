/**
 * The answers export (GET /api/export/answers.csv, every answer of the active brand as CSV) downloaded
 * with the session's token and the active brand's header, as the dashboard's requests carry them.
 */
import type { AuthClient } from '../../app/supabase';
import { saveResponse } from '../../lib/save-file';
import { BRAND_HEADER } from '../workspace/activeBrand';

export async function downloadAnswersExport(
  auth: Pick<AuthClient, 'getSession'>,
  brandId: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const { data } = await auth.getSession();
  const token = data.session?.access_token;
  const response = await fetchImpl('/api/export/answers.csv', {
    headers: {
      accept: 'text/csv',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(brandId ? { [BRAND_HEADER]: brandId } : {}),
    },
  });
  if (!response.ok) {
    const text = await response.text();
    let message = `The export failed (HTTP ${response.status}).`;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // not JSON
    }
    throw new Error(message);
  }
  await saveResponse(response, 'sightline-answers.csv');
}
