/**
 * Outgoing e-mail through nodemailer: real SMTP when SMTP_URL is set, otherwise each message is written
 * as an .eml file to DATA_DIR/outbox/ (and its path logged), so the embedded setup needs no mail server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { lazily } from '../../lib/lazily';

const nodemailer = lazily(async () => (await import('nodemailer')).default);

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A stable Message-ID (e.g. one per report) lets receivers drop a re-sent duplicate. */
  messageId?: string;
}

export interface SentMail {
  messageId: string;
  /** "smtp" or the .eml file written. */
  delivery: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>,
  log: (message: string) => void = (message) => console.log(message),
): Mailer {
  if (config.SMTP_URL) {
    const smtpUrl = config.SMTP_URL;
    let transport: Transporter | undefined;
    return {
      async send(message) {
        transport ??= (await nodemailer()).createTransport(smtpUrl);
        const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
        return { messageId: String(info.messageId), delivery: 'smtp' };
      },
      close: () => transport?.close(),
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  let transport: Transporter | undefined;
  return {
    async send(message) {
      transport ??= (await nodemailer()).createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
      });
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const id = String(info.messageId).replace(/[^\w.-]+/g, '');
      const file = path.join(outbox, `${stamp}-${id}.eml`);
      // Written under another name first: whoever reads the outbox's .eml files never sees half a message.
      await fs.writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.partial`, file);
      // The file name only: recipients are personal data and stay out of the log.
      log(`E-mail written to ${file} (SMTP_URL is not set)`);
      return { messageId: String(info.messageId), delivery: file };
    },
    close: () => transport?.close(),
  };
}
