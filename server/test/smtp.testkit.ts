/**
 * Test support: a real SMTP server on loopback (smtp-server) that keeps every message it accepts, and a
 * small MIME reader for what nodemailer sends (headers, multipart/alternative, quoted-printable/base64).
 * (mailparser would do the reading, but its current releases need a mailsplit version this registry
 * mirror does not have.)
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the nth message (1-based) once it has arrived. */
  waitForMessage(count?: number, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * Holds every message sent from now on before accepting it (the sender waits for the server's answer to
   * its data) until the returned release is called: what a slow mail server does.
   */
  hold(): () => void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let held: Promise<void> | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          for (const wake of waiters) wake();
          callback();
        };
        if (held) void held.then(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(count = 1, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(messages[count - 1] as ReceivedMail);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No e-mail #${count} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    hold() {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const normalized = part.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end >= 0 ? normalized.slice(0, end) : normalized;
  const body = end >= 0 ? normalized.slice(end + 2) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = ''): string {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
      .replace(/%(?![0-9A-F]{2})/gi, '%25');
    try {
      return decodeURIComponent(bytes);
    } catch {
      return bytes;
    }
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  let text = '';
  let html = '';
  const visit = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        // The line break before a boundary belongs to the boundary (RFC 2046).
        const child = splitHeaders(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, ''));
        visit(child.headers, child.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders['content-transfer-encoding']);
    if (/^text\/html/i.test(type)) html = decoded;
    else if (/^text\/plain/i.test(type)) text = decoded;
  };
  visit(headers, body);
  return {
    headers,
    subject: decodeHeader(headers.subject ?? ''),
    messageId: headers['message-id'] ?? '',
    text: text.trim(),
    html,
  };
}
