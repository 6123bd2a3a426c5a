/**
 * For load balancers and orchestrators: GET /api/health (liveness: the process answers; no database) and
 * GET /api/ready (the database answers and every migration is applied; else 503 with Retry-After).
 */
import express from 'express';
import type { AppDeps } from '../context';
import { DatabaseUnavailableError } from '../db/db';
import { loadMigrations, pendingMigrations } from '../db/migrate';
import { sendUnavailable } from './handler';

export function createHealthRouter(deps: Pick<AppDeps, 'db'>) {
  const router = express.Router();
  const migrations = loadMigrations();
  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      const pending = await pendingMigrations(deps.db, migrations);
      if (pending.length > 0) {
        sendUnavailable(res, { message: `Migrations not applied yet: ${pending.join(', ')}.` });
        return;
      }
      res.json({ status: 'ready' });
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) throw error;
      sendUnavailable(res, error);
    }
  });
  return router;
}
