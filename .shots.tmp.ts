import { mkdirSync } from 'node:fs';
import { launchBrowser, signInAs } from './client/e2e/support';

const BASE = 'http://127.0.0.1:3917';
const OUT = '/tmp/alerts-shots';
mkdirSync(OUT, { recursive: true });
const pages = (process.env.PAGES ?? 'alerts,settings/alerts').split(',');
for (const [name, viewport] of [
  ['1440', { width: 1440, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  const context = await launchBrowser(viewport);
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (m) => m.type() === 'error' && console.log(`[${name}]`, m.text()));
  await signInAs(page, BASE, 'demo@example.com');
  for (const mode of ['light', 'dark']) {
    await page.evaluate((m) => localStorage.setItem('sightline-color-mode', m), mode);
    for (const path of pages) {
      await page.goto(`${BASE}/dashboard/${path}`);
      await page.locator('main').first().waitFor();
      await page.waitForFunction(() => !document.body.innerText.includes('Loading data...'));
      await page.waitForTimeout(700);
      const file = `${OUT}/${path.replace('/', '-')}-${name}-${mode}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      if (process.env.SLICES === '1') {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, i = 0; y < height; y += viewport.height, i++)
          await page.screenshot({
            path: file.replace('.png', `-s${i}.png`),
            fullPage: true,
            clip: { x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y) },
          });
      }
      console.log(file, await page.title());
    }
  }
  if (process.env.DRAWER === '1') {
    await page.goto(`${BASE}/dashboard/alerts`);
    await page.getByRole('button', { name: 'Show answers' }).first().click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${OUT}/drawer-${name}.png` });
  }
  await context.close();
}
