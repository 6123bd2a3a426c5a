import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { reloadPage } from '../lib/reload';
import { isChunkLoadError, reloadOnceFor } from './chunkLoading';

/** The pauses between asking whether the server answers again; a browser coming online asks at once. */
const CHECK_PAUSES_MS = [2000, 4000, 8000, 15000];

const serverAnswers = (): Promise<boolean> =>
  fetch('/api/health', { cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );

/**
 * What became of a chunk that failed to load: being checked; the server does not answer (retrying);
 * or the server answers but the chunk is still missing after one reload.
 */
type ChunkRecovery = 'checking' | 'unreachable' | 'missing';

/**
 * Asks the server whether it answers. When it does, a reload brings the page back: React Router keeps a
 * route's failed chunk until then. If it answered from the start, the chunk itself is missing (an upgrade
 * renamed it) and the page reloads once only (reloadOnceFor).
 */
function useChunkRecovery(failure: Error): ChunkRecovery {
  const [recovery, setRecovery] = useState<ChunkRecovery>('checking');
  useEffect(() => {
    let stopped = false;
    let checking = false;
    let wasUnreachable = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      if (checking) return;
      checking = true;
      clearTimeout(timer);
      const answers = await serverAnswers();
      checking = false;
      if (stopped) return;
      if (answers) {
        if (wasUnreachable) reloadPage();
        else if (!reloadOnceFor(failure)) setRecovery('missing');
        return;
      }
      wasUnreachable = true;
      setRecovery('unreachable');
      timer = setTimeout(check, CHECK_PAUSES_MS[Math.min(attempt++, CHECK_PAUSES_MS.length - 1)]);
    };
    const checkNow = () => void check();
    window.addEventListener('online', checkNow);
    checkNow();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', checkNow);
    };
  }, [failure]);
  return recovery;
}

const reloadButton = (
  <button type="button" className="sl-button" onClick={reloadPage}>
    Reload
  </button>
);

function ChunkFailure({ failure, inline }: { failure: Error; inline: boolean }) {
  const recovery = useChunkRecovery(failure);
  if (recovery === 'checking')
    return (
      <div className="sl-boot" data-inline={inline || undefined} role="status" aria-live="polite">
        <div className="sl-spinner" />
        Reconnecting…
      </div>
    );
  if (recovery === 'missing')
    return (
      <div className="sl-boot sl-boot-error sl-plain" data-inline={inline || undefined} role="alert">
        <h2>This page couldn’t load</h2>
        <p>Sightline may have been updated since this tab opened. Reload to get the new version.</p>
        {reloadButton}
      </div>
    );
  return (
    <div className="sl-boot sl-plain" data-inline={inline || undefined} role="alert">
      <h2>Sightline can’t reach the server</h2>
      <p>Retrying… This page comes back by itself once the connection does.</p>
      {reloadButton}
    </div>
  );
}

/**
 * The app's error screen, in place of React Router's developer page. A code chunk that failed to load
 * (the network or the server is down, or an upgrade renamed it) gets a "can't reach the server" screen that
 * recovers by itself; any other error says so in plain words, with Reload. `inline` draws it in the
 * dashboard's page area, so the sidebar and top bar stay.
 */
export function RouteErrorScreen({ inline = false }: { inline?: boolean }) {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkFailure failure={error} inline={inline} />;
  return (
    <div className="sl-boot sl-boot-error sl-plain" data-inline={inline || undefined} role="alert">
      <h2>Something went wrong</h2>
      <p>This page stopped on an error. Reload to try again.</p>
      {error instanceof Error && <p className="sl-boot-detail">{error.message}</p>}
      {reloadButton}
    </div>
  );
}
