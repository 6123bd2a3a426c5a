import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AnswerItem_AnswerFragment } from '../../__generated__/graphql';
import type { AuthClient } from '../../app/supabase';
import { useAuthClient } from '../auth/session';
import { saveResponse } from '../../lib/save-file';
import { BRAND_HEADER, useActiveBrandId } from '../workspace/activeBrand';

type Evidence = NonNullable<AnswerItem_AnswerFragment['vendorEvidence']>;

const kilobytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;

/** GET one of the evidence routes with the session's token and the active brand, as the app's requests go. */
export async function fetchEvidence(
  auth: Pick<AuthClient, 'getSession'>,
  brandId: string | null,
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const { data } = await auth.getSession();
  const token = data.session?.access_token;
  const response = await fetchImpl(url, {
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(brandId ? { [BRAND_HEADER]: brandId } : {}),
    },
  });
  if (!response.ok) {
    let message = `The evidence could not be loaded (HTTP ${response.status}).`;
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      // not JSON
    }
    throw new Error(message);
  }
  return response;
}

/**
 * What the vendor sent for an answer: its raw payload to download, and the page the app showed, drawn in a
 * sandboxed frame (no scripts, no access to this app, no navigation): a third party's HTML is untrusted.
 */
export function AnswerEvidence({ evidence }: { evidence: Evidence }) {
  const auth = useAuthClient();
  const brandId = useActiveBrandId();
  const [page, setPage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const showPage = async () => {
    if (!evidence.htmlUrl) return;
    setBusy(true);
    setProblem(null);
    try {
      setPage(await (await fetchEvidence(auth, brandId, evidence.htmlUrl)).text());
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const downloadPayload = async () => {
    if (!evidence.rawUrl) return;
    setProblem(null);
    try {
      await saveResponse(await fetchEvidence(auth, brandId, evidence.rawUrl), 'payload.json');
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const kept = [
    evidence.hasRawPayload ? `raw payload ${kilobytes(evidence.rawBytes)}` : null,
    evidence.hasHtml ? `page ${kilobytes(evidence.htmlBytes)}` : null,
  ].filter((part): part is string => part !== null);
  return (
    <Box>
      <Text textStyle="xs" fontWeight="semibold" mb="1">
        Evidence
      </Text>
      <Stack gap="2">
        <Text textStyle="xs" color="fg.muted">{`Kept: ${kept.join(', ')}.`}</Text>
        <HStack gap="2" wrap="wrap">
          {evidence.hasHtml &&
            (page === null ? (
              <Button size="xs" variant="outline" loading={busy} onClick={() => void showPage()}>
                Show the page
              </Button>
            ) : (
              <Button size="xs" variant="outline" onClick={() => setPage(null)}>
                Hide the page
              </Button>
            ))}
          {evidence.hasRawPayload && (
            <Button size="xs" variant="outline" onClick={() => void downloadPayload()}>
              Download the raw payload
            </Button>
          )}
        </HStack>
        {problem && (
          <Text textStyle="xs" color="fg.error" role="alert">
            {problem}
          </Text>
        )}
        {page !== null && (
          <Box borderWidth="1px" rounded="md" overflow="hidden">
            <Text textStyle="2xs" color="fg.muted" px="2" py="1" bg="bg.muted">
              The page as the provider gave it: shown sandboxed, without scripts or links out.
            </Text>
            <iframe
              title="The page the app showed"
              sandbox=""
              referrerPolicy="no-referrer"
              srcDoc={page}
              style={{ width: '100%', height: '24rem', border: 0, background: 'white' }}
            />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
