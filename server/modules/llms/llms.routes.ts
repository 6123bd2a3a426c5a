/** GET /llms/{account-handle}/llms.txt: the account's saved llms.txt, public, as text/plain. */
import express from 'express';
import type { AppDeps } from '../../context';
import { publicLlmsTxt } from './llms.service';

export function createPublicLlmsTxtRouter(deps: AppDeps) {
  const router = express.Router();
  router.get('/llms/:handle/llms.txt', async (req, res) => {
    const file = await publicLlmsTxt(deps.db, req.params.handle);
    res.set('access-control-allow-origin', '*');
    if (!file) {
      res.status(404).type('text/plain').send('No LLMs.txt has been published for this account.\n');
      return;
    }
    res.set('cache-control', 'public, max-age=300');
    res.set('last-modified', new Date(file.updatedAt).toUTCString());
    res.type('text/plain; charset=utf-8').send(file.content);
  });
  return router;
}
