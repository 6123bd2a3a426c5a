/**
 * Security headers for every response (helmet): a Content-Security-Policy without inline script (the
 * client, GraphiQL and its Monaco workers are all files from this origin), no framing, nosniff, no
 * referrer, and HSTS only when the public address is https (on plain http it would be ignored or, worse,
 * pin a name that has no certificate).
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from './config';

export function securityHeaders(config: Pick<Config, 'publicUrl' | 'SUPABASE_URL'>): RequestHandler {
  const https = new URL(config.publicUrl).protocol === 'https:';
  // In Supabase mode the browser signs in against Supabase itself.
  const connectSrc = ["'self'", ...(config.SUPABASE_URL ? [new URL(config.SUPABASE_URL).origin] : [])];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Chakra (emotion) and Monaco insert style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc,
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  });
}
