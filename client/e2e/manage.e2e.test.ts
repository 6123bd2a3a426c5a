/**
 * Managing topics and prompts in a real Chromium: the demo account creates a topic, adds a prompt, sees
 * both in the sidebar and on the prompts page, is refused a duplicate in the server's words, then archives
 * the topic.
 */
import { expect, test } from 'vitest';
import { signInAs } from './support';
import { withProductAndBrowser } from './e2e-session';

const e2e = withProductAndBrowser();

test('demo: create a topic, add a prompt, see it in the sidebar and on the page, archive it', async () => {
  const page = await e2e.context.newPage();
  await signInAs(page, e2e.server.url, 'demo@example.com');
  const sidebarTopics = page.getByRole('list', { name: 'Topics' });
  await sidebarTopics.getByRole('link', { name: 'API' }).waitFor();

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Prompts' }).click();
  await page.getByRole('tab', { name: 'Manage topics & engines' }).click();
  await page.waitForURL(/\/dashboard\/prompts\?view=manage$/);

  await page.getByRole('button', { name: 'New topic' }).click();
  let dialog = page.getByRole('dialog', { name: 'New topic' });
  await dialog.getByLabel('Topic name').fill('Developer Onboarding');
  await dialog.getByRole('button', { name: 'Create topic' }).click();
  await dialog.waitFor({ state: 'detached' });
  const card = page.getByRole('region', { name: 'Topic Developer Onboarding' });
  await card.waitFor();
  await sidebarTopics.getByRole('link', { name: 'Developer Onboarding' }).waitFor();

  // The same name in other casing is refused with the server's message, and nothing is created.
  await page.getByRole('button', { name: 'New topic' }).click();
  dialog = page.getByRole('dialog', { name: 'New topic' });
  await dialog.getByLabel('Topic name').fill('developer onboarding');
  await dialog.getByRole('button', { name: 'Create topic' }).click();
  await dialog.getByText('A topic named "developer onboarding" already exists.').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });

  const question = 'Which API platforms have the best onboarding docs?';
  await card.getByRole('textbox', { name: 'New prompt in Developer Onboarding' }).fill(question);
  await card.getByRole('button', { name: 'Add prompt' }).click();
  await card.getByText(question).waitFor();
  expect(await card.getByText('1 active prompt').count()).toBe(1);

  await page.getByRole('tab', { name: 'Visibility' }).click();
  const group = page.getByRole('button', { name: /^Developer Onboarding\s*1 prompt$/ });
  await group.click();
  await page.getByRole('table').getByText(question).waitFor();

  await page.getByRole('tab', { name: 'Manage topics & engines' }).click();
  await card.getByRole('button', { name: 'Actions for topic Developer Onboarding' }).click();
  await page.getByRole('menuitem', { name: 'Archive topic' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive "Developer Onboarding"?' });
  await confirm.getByText('The answers collected so far and their history are kept.').waitFor();
  await confirm.getByRole('button', { name: 'Archive topic' }).click();
  await card.waitFor({ state: 'detached' });
  await sidebarTopics.getByRole('link', { name: 'Developer Onboarding' }).waitFor({ state: 'detached' });

  await page.getByText('Show archived').click();
  const archived = page.getByRole('region', { name: 'Topic Developer Onboarding' });
  await archived.getByText('Archived').first().waitFor();
  await archived.getByText(question).waitFor();
  expect(await archived.getByRole('button').count()).toBe(0);
  await page.close();
});
