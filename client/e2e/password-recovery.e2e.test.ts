/**
 * "Forgot password?" end to end in Chromium against the product as `npm start` runs it (no SMTP_URL, so
 * mail goes to DATA_DIR/outbox): ask for a link, open the link from the outbox's e-mail, choose a new
 * password, sign in with it; the old password and a second use of the link are refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { parseMail } from '../../server/test/smtp.testkit';
import { launchBrowser, signInAs } from './support';
import { withProductAndBrowser } from './e2e-session';

const e2e = withProductAndBrowser();

const outboxMails = () => {
  const outbox = path.join(e2e.server.dataDir, 'outbox');
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
};

test('a forgotten password is replaced through the e-mailed one-time link', async () => {
  const page = await e2e.context.newPage();
  await page.goto(`${e2e.server.url}/auth`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
  expect(await page.title()).toBe('Forgot password · Sightline');
  const before = outboxMails().length;
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await page
    .getByText('If an account uses demo@example.com, a link to choose a new password is on its way.')
    .waitFor();

  await expect.poll(() => outboxMails().length, { timeout: 15_000 }).toBe(before + 1);
  const file = outboxMails().sort().at(-1)!;
  const mail = parseMail(fs.readFileSync(path.join(e2e.server.dataDir, 'outbox', file), 'utf8'));
  expect(mail.subject).toBe('Choose a new Sightline password');
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)![0];

  await page.goto(link);
  // supabase-js takes the session from the fragment and clears it.
  await page.waitForURL(/\/auth\/reset#?$/);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page.getByText('For demo@example.com').waitFor();
  // A weak password is refused beside the form, in GoTrue's words.
  await page.getByLabel('New password').fill('password1');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect
    .poll(() => page.locator('form').getByRole('alert').innerText())
    .toMatch(/weak and easy to guess/);
  await page.getByLabel('New password').fill('a-fresh-e2e-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await page.waitForURL(/\/dashboard/);

  // A fresh browser: the old password is refused beside the form, the new one signs in.
  const other = await launchBrowser();
  try {
    const signIn = await other.newPage();
    await signIn.goto(`${e2e.server.url}/auth`);
    await signIn.getByLabel('Email').fill('demo@example.com');
    await signIn.getByLabel('Password').fill('sightline-demo');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => signIn.locator('form').getByRole('alert').innerText())
      .toBe('Invalid login credentials');
    await signInAs(signIn, e2e.server.url, 'demo@example.com', 'a-fresh-e2e-password');

    // The link was used once; opened again it says so and offers a new one.
    const reuse = await other.newPage();
    await reuse.goto(link);
    await reuse.getByText('This link has expired or was already used.').waitFor();
    expect(await reuse.getByRole('link', { name: 'Send a new link' }).getAttribute('href')).toBe(
      '/auth/forgot',
    );
  } finally {
    await other.close();
  }
}, 120_000);
