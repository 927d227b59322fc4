import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { operatorConsole, salesChannelEvents, salesChannelPlatform, salesChannelWms } from './consumer-pacts.js';

/** `npm run pacts` writes the committed files; otherwise the pacts go to a scratch folder and are compared. */
const COMMITTED = fileURLToPath(new URL('../../contracts/pacts', import.meta.url));
const dir = process.env['PACT_UPDATE'] ? COMMITTED : mkdtempSync(join(tmpdir(), 'fh-pacts-'));

describe.sequential('consumer tests exercise the clients against Pact mock servers and write the pacts', () => {
  test('sales-channel-app -> fulfillment-platform', () => salesChannelPlatform(dir));
  test('sales-channel-app -> fulfillment-wms', () => salesChannelWms(dir));
  test('operator-console -> fulfillment-platform', () => operatorConsole(dir));
  test('sales-channel-app <- fulfillment-platform-events (messages)', () => salesChannelEvents(dir));

  test('the committed pacts in contracts/pacts are current (run `npm run pacts` after changing a consumer test)', () => {
    const files = readdirSync(dir).sort();
    expect(files).toEqual(readdirSync(COMMITTED).sort());
    // The pact core stamps its own version into metadata: compare everything else.
    const content = (folder: string, file: string) => {
      const pact = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { metadata?: unknown };
      delete pact.metadata;
      return pact;
    };
    for (const file of files) expect(content(dir, file), file).toEqual(content(COMMITTED, file));
  });
});
