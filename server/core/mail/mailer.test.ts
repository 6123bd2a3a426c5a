import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { testConfig } from '../../test/harness';
import { createMailer } from './mailer';
import { parseMail, startSmtpServer } from '../../test/smtp.testkit';

const message = {
  to: 'ada@example.com',
  subject: 'Your AI visibility report for Quillstack & Co',
  html: '<p>Visibility: <b>41.4%</b> — €</p>',
  text: 'Visibility: 41.4% — €',
  messageId: '<report-1@sightline.report>',
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

test('without SMTP_URL each message is written as an .eml file to DATA_DIR/outbox', async () => {
  const config = testConfig();
  dirs.push(config.dataDir);
  const logged: string[] = [];
  const mailer = createMailer(config, (line) => logged.push(line));
  const sent = await mailer.send(message);
  expect(sent.messageId).toBe('<report-1@sightline.report>');
  expect(path.dirname(sent.delivery)).toBe(path.join(config.dataDir, 'outbox'));
  expect(logged[0]).toContain(sent.delivery);
  // The recipient is personal data: never in the log.
  expect(logged.join('\n')).not.toContain(message.to);
  const parsed = parseMail(fs.readFileSync(sent.delivery, 'utf8'));
  expect(parsed.subject).toBe(message.subject);
  expect(parsed.text).toBe(message.text);
  expect(parsed.html).toBe(message.html);
});

test('an .eml file in the outbox is whole from the moment it appears', async () => {
  const config = testConfig();
  dirs.push(config.dataDir);
  const outbox = path.join(config.dataDir, 'outbox');
  fs.mkdirSync(outbox, { recursive: true });
  const subjects: string[] = [];
  // Read each message as soon as its name shows up, as the e2e tests and an operator's tools do.
  const watcher = fs.watch(outbox, (_event, name) => {
    const file = path.join(outbox, String(name));
    if (String(name).endsWith('.eml') && fs.existsSync(file))
      subjects.push(parseMail(fs.readFileSync(file, 'utf8')).subject ?? '');
  });
  try {
    const mailer = createMailer(config, () => {});
    for (let i = 0; i < 20; i++)
      await mailer.send({ ...message, messageId: `<whole-${i}@sightline.report>` });
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    watcher.close();
  }
  expect(subjects.length).toBeGreaterThanOrEqual(20);
  expect(subjects.filter((subject) => subject !== message.subject)).toEqual([]);
  expect(fs.readdirSync(outbox).filter((name) => !name.endsWith('.eml'))).toEqual([]);
});

test('with SMTP_URL the message goes to the SMTP server, HTML and plain text', async () => {
  const smtp = await startSmtpServer();
  try {
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Sightline <reports@example.org>' });
    dirs.push(config.dataDir);
    const mailer = createMailer(config, () => {});
    await mailer.send(message);
    const received = await smtp.waitForMessage(1, 10_000);
    expect(received.from).toBe('reports@example.org');
    expect(received.to).toEqual(['ada@example.com']);
    const parsed = parseMail(received.raw);
    expect(parsed.messageId).toBe('<report-1@sightline.report>');
    expect(parsed.html).toBe(message.html);
    expect(parsed.text).toBe(message.text);
    mailer.close();
  } finally {
    await smtp.close();
  }
});
