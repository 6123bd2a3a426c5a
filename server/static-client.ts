import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Serves the built client. Every file the build compressed (client/precompress.ts) has `.br` and `.gz`
 * copies beside it: the copy the browser accepts is sent as it is, with `Content-Encoding` and
 * `Vary: Accept-Encoding`; nothing is compressed per request. Hashed files under /assets/ never change,
 * so they are cached for a year; everything else (index.html above all) is revalidated on every load.
 * Client-side routes get index.html; a missing /assets/ file is a 404, not the SPA shell.
 */
export function staticClient(clientDir: string): RequestHandler {
  const root = path.resolve(clientDir);
  // The files are fixed once built: list them once, so a request path is only ever looked up, never joined.
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.add(`/${path.relative(root, full).split(path.sep).join('/')}`);
    }
  };
  walk(root);

  const send = (req: Request, res: Response, urlPath: string) => {
    // Brotli whenever accepted (smaller than gzip at any equal preference), else gzip.
    const accepted: string[] = req.acceptsEncodings();
    const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity';
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
    const compressed = suffix !== '' && files.has(urlPath + suffix);
    const headers: Record<string, string> = {
      'Cache-Control': urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Content-Type':
        res.type(path.extname(urlPath) || 'bin').get('Content-Type') ?? 'application/octet-stream',
    };
    if (files.has(`${urlPath}.br`) || files.has(`${urlPath}.gz`)) headers.Vary = 'Accept-Encoding';
    if (compressed) headers['Content-Encoding'] = encoding;
    res.sendFile(path.join(root, compressed ? urlPath + suffix : urlPath), {
      headers,
      cacheControl: false,
      dotfiles: 'allow',
      // A byte range of compressed bytes is no range of the file: whole files only.
      acceptRanges: !compressed,
    });
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const urlPath = req.path;
    const hidden = urlPath.split('/').some((part) => part.startsWith('.'));
    if (!hidden && urlPath !== '/' && files.has(urlPath) && !/\.(br|gz)$/.test(urlPath))
      return send(req, res, urlPath);
    if (urlPath.startsWith('/assets/')) return next();
    send(req, res, '/index.html');
  };
}
