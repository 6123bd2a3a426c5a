/**
 * The client's numbers for `npm run bench`: gzipped JS per route (from the last `npm run build`) and how
 * long the overview takes to show its data after an in-app navigation, in headless Chromium.
 *
 *   npm run build && BASE_URL=http://127.0.0.1:3000 npx tsx client/e2e/bench-client.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeSizes } from './bundle-sizes';
import { launchBrowser } from './support';

export interface ClientBench {
  gzipKbByRoute: Record<string, number>;
  /** Milliseconds from clicking "Dashboard" in the sidebar to the overview's figures being visible. */
  overviewMs: number[];
}

export async function benchClient(baseUrl: string, runs = 5): Promise<ClientBench> {
  const context = await launchBrowser();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password').fill('sightline-demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('group', { name: 'Brand Visibility' }).waitFor();
    const overviewMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      // Reload on the prompts page so the overview's query is not in Apollo's cache.
      await page.goto(`${baseUrl}/dashboard/prompts`);
      await page.getByPlaceholder('Search prompts...').waitFor();
      const started = Date.now();
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('group', { name: 'Brand Visibility' }).getByText('%').first().waitFor();
      overviewMs.push(Date.now() - started);
    }
    return { gzipKbByRoute: routeSizes(), overviewMs };
  } finally {
    await context.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = await benchClient(process.env.BASE_URL ?? 'http://127.0.0.1:3000');
  for (const [route, kb] of Object.entries(result.gzipKbByRoute))
    console.log(`${route.padEnd(34)} ${kb} KB gzipped JS`);
  const sorted = [...result.overviewMs].sort((a, b) => a - b);
  console.log(
    `overview data shown after navigation: median ${sorted[Math.floor(sorted.length / 2)]} ms (${sorted.join(', ')})`,
  );
}
