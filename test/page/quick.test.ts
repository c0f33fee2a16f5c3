import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectTestBrowser, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';

let tb: TestBrowser;
beforeAll(async () => {
  tb = await connectTestBrowser();
});
afterAll(async () => tb.close());

it('prints', async () => {
  const page = await tb.newPage();
  const s = await snapshotOf(page);
  console.log(JSON.stringify(s, null, 1));
  expect(s.url).toContain('fixture');
});
