import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startMock, type RunningMock } from './start-mock.js';

const CHROMIUM = '/usr/bin/chromium';
let mock: RunningMock;
let page: Server;
let pageUrl: string;
let browser: Browser;

/** A small app page on its own localhost origin: it fetches the webhook listing from the mock and renders it. */
const app = (mockUrl: string) => `<!doctype html><meta charset="utf-8"><title>webhooks</title>
<ul id="webhooks"></ul><p id="total"></p>
<script type="module">
  const response = await fetch('${mockUrl}/api/platform/v1/client-webhook', { headers: { Authorization: 'Bearer demo-token' } });
  const listing = await response.json();
  document.getElementById('total').textContent = 'total ' + listing.total + ' (' + typeof listing.total + ')';
  for (const hook of listing.data) {
    const li = document.createElement('li');
    li.textContent = hook.resource + ' -> ' + hook.webhookUrl;
    document.getElementById('webhooks').append(li);
  }
  document.body.dataset.done = 'yes';
</script>`;

beforeAll(async () => {
  mock = await startMock(['--stateless']);
  page = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(app(mock.url)));
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  const address = page.address();
  pageUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}/`;
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian's chromium`);
  // Playwright gives every launch a fresh, empty user-data-dir of its own.
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => page?.close(resolve));
  await mock?.stop();
});

test('a page on another localhost origin fetches a listing from the mock (CORS, the Authorization header) and renders it', async () => {
  const tab = await browser.newPage();
  const failures: string[] = [];
  tab.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
  await tab.goto(pageUrl);
  await tab.waitForSelector('body[data-done="yes"]', { timeout: 15_000 });
  const items = await tab.locator('#webhooks li').allTextContents();
  expect(failures).toEqual([]);
  expect(items.length).toBeGreaterThan(0);
  expect(items[0]).toMatch(/^channel_inventory -> https:\/\//);
  expect(await tab.locator('#total').textContent()).toBe(`total ${items.length} (string)`);
}, 60_000);
