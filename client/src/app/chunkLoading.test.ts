import { afterEach, expect, test, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { retryingChunk, withChunkRetries } from './chunkLoading';

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/CompetitorsRoute-x.js');

afterEach(() => vi.useRealTimers());

test('a chunk that fails to load is tried again after short pauses, and loads once the network is back', async () => {
  vi.useFakeTimers();
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(chunkFailure())
    .mockRejectedValueOnce(chunkFailure())
    .mockResolvedValue('screen');
  const loading = retryingChunk(load)();
  await vi.advanceTimersByTimeAsync(500);
  expect(load).toHaveBeenCalledTimes(2);
  // Back online: the next try does not wait out its pause.
  window.dispatchEvent(new Event('online'));
  await expect(loading).resolves.toBe('screen');
  expect(load).toHaveBeenCalledTimes(3);
});

test('after the last try the failure stands; an error of the screen itself is not retried', async () => {
  vi.useFakeTimers();
  const missing = vi.fn<() => Promise<string>>().mockRejectedValue(chunkFailure());
  const loading = retryingChunk(missing)();
  const failed = expect(loading).rejects.toThrow(/dynamically imported module/);
  await vi.advanceTimersByTimeAsync(5000);
  await failed;
  expect(missing).toHaveBeenCalledTimes(4);

  const broken = vi.fn<() => Promise<string>>().mockRejectedValue(new ReferenceError('x is not defined'));
  await expect(retryingChunk(broken)()).rejects.toThrow('x is not defined');
  expect(broken).toHaveBeenCalledTimes(1);
});

test('every lazy route, at any depth, retries its chunk', async () => {
  vi.useFakeTimers();
  const load = vi
    .fn<() => Promise<{ Component: () => null }>>()
    .mockRejectedValueOnce(chunkFailure())
    .mockResolvedValue({ Component: () => null });
  const [root] = withChunkRetries([{ path: '/', children: [{ path: 'deep', lazy: load }] }]);
  const deep = root!.children![0]! as RouteObject & { lazy: () => Promise<unknown> };
  const loading = deep.lazy();
  await vi.advanceTimersByTimeAsync(500);
  await expect(loading).resolves.toHaveProperty('Component');
  expect(load).toHaveBeenCalledTimes(2);
});
