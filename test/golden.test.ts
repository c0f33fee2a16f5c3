// The output format kept as golden files (test/golden/<page>.<tool>.json): each deterministic fixture
// page read once per tool through the real server (in process, over MCP), as an agent would.

import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { expectGolden, withPlaceholderOrigin } from './support/golden.js';
import { startInProcessServer } from './support/in-process-server.js';
import type { McpTestServer } from './support/mcp.js';

/** Each page, with a few representative ids to observe (unique on the page, of different roles). */
const PAGES: Record<string, string[]> = {
  products: ['nav.cart', 'products.grid.item.alpha.price', 'products.grid.item.alpha.remove'],
  gaps: ['nav.home', 'footer.help', 'promo.link'],
  modal: ['page.open', 'page.search', 'page.list.item.a'],
  shadow: ['nav.cart', 'checkout.email', 'cart.total'],
  companion: ['counter.increment', 'form.name', 'form.submit'],
  'readme-example': ['nav.cart', 'cart.lines.item.aurora.qty', 'cart.lines.item.aurora.subtotal'],
  secrets: ['secret.password', 'secret.otp', 'secret.as-observable'],
  hostile: ['hostile.buy', 'hostile.total', 'hostile.password'],
};

let server: McpTestServer;
const origin = () => inject('fixtureOrigin');

beforeAll(async () => {
  server = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: inject('cdpUrl') });
});
afterAll(async () => {
  await server.close();
});

describe('golden files of the output format', () => {
  for (const [page, ids] of Object.entries(PAGES)) {
    it(`${page}.html: semantic_snapshot, semantic_observe and semantic_review`, async () => {
      const url = `${origin()}/fixtures/${page}.html`;
      const snapshot = await server.ok('semantic_snapshot', { url });
      // No until: the answer holds no waitedMs, only the state of the ids.
      const observe = await server.ok('semantic_observe', { id: ids });
      const review = await server.ok('semantic_review', {});
      await expectGolden(`${page}.semantic_snapshot`, withPlaceholderOrigin(snapshot, origin()));
      await expectGolden(`${page}.semantic_observe`, withPlaceholderOrigin(observe, origin()));
      await expectGolden(`${page}.semantic_review`, withPlaceholderOrigin(review, origin()));
    });
  }
});
