// What `changes: true` answers on an app shaped like the real ones (a header and a navigation on
// every screen, a region per screen with a list inside): a move to another screen comes as a
// delta smaller than the full snapshot, and every delta, applied to what the agent held, gives
// exactly the full snapshot of the same state. The full snapshot to compare with is read in the
// page by the test, so that the server's baseline stays the agent's.

import fc from 'fast-check';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, inject, it } from 'vitest';
import type { Snapshot } from '../../src/page/types.js';
import { snapshotOf } from '../support/browser.js';
import { applyAnswer, comparable, viewOf } from '../support/delta-view.js';
import type { AgentView } from '../support/delta-view.js';
import { fixtureAppSession } from '../support/fixture-app-session.js';

const appUrl = () => `${inject('fixtureOrigin')}/fixtures/screens-app.html?screen=orders`;
const app = fixtureAppSession(appUrl);

const tokens = (value: unknown): number => countTokens(JSON.stringify(value));

/** Whether the agent's view, after an answer, is what a full snapshot of the page says now. */
async function expectViewIsPage(view: AgentView): Promise<Snapshot> {
  const full = await snapshotOf(app.page);
  expect(comparable(view)).toEqual(comparable(viewOf(full)));
  return full;
}

describe('a move to another screen that keeps the header and the navigation', () => {
  it('comes as a delta smaller than the full snapshot, the old screen said gone by a prefix or by what stayed', async () => {
    let view = viewOf(await app.snapshot());
    for (const screen of ['customers', 'dashboard', 'settings', 'orders']) {
      await app.clickUntil(`nav.${screen}`, screen);
      const answer = await app.changes();
      view = applyAnswer(view, answer);
      const full = await expectViewIsPage(view);
      expect(answer, screen).toMatchObject({ delta: true, screen: `${screen}.page` });
      expect(tokens(answer), screen).toBeLessThan(tokens(full));
      // The header and the navigation are not repeated; only the link that shows the screen changed.
      expect(JSON.stringify(answer['added'] ?? {})).not.toMatch(/"(header|nav)\./);
      expect(answer['changed']).toContainEqual({ id: `nav.${screen}`, state: 'active' });
      if (screen === 'customers') expect(answer['removed']).toEqual(['orders']);
      // The dashboard's parts have roots of their own: what stayed is shorter.
      if (screen === 'settings') {
        expect((answer['kept'] as string[]).toSorted()).toEqual(['header', 'nav']);
        expect(answer).not.toHaveProperty('removed');
      }
    }
  });
});

type Step =
  | { kind: 'insert'; at: number; status: string }
  | { kind: 'remove'; at: number }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'edit'; at: number; status: string }
  | { kind: 'count'; unread: number }
  | { kind: 'modal'; open: boolean }
  | { kind: 'go'; screen: string };

const status = fc.constantFrom('Paid', 'Shipped', 'Pending');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(20), status }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat(20) }),
  fc.record({ kind: fc.constant('move' as const), from: fc.nat(20), to: fc.nat(20) }),
  fc.record({ kind: fc.constant('edit' as const), at: fc.nat(20), status }),
  fc.record({ kind: fc.constant('count' as const), unread: fc.nat(9) }),
  fc.record({ kind: fc.constant('modal' as const), open: fc.boolean() }),
  // Screen moves weigh more: they are where most of a loop's tokens go.
  {
    arbitrary: fc.record({
      kind: fc.constant('go' as const),
      screen: fc.constantFrom('dashboard', 'orders', 'customers', 'settings'),
    }),
    weight: 3,
  },
);

/** Does `s` in the page as its own code would (positions wrap around the current list). */
async function perform(s: Step, serial: number): Promise<void> {
  await app.page.evaluate(
    ({ s, serial }) => {
      const app = (window as unknown as { app: Record<string, (...args: unknown[]) => unknown> }).app;
      const length = (app['rows']!() as unknown[]).length;
      const wrap = (at: number, extra = 0) => at % Math.max(1, length + extra);
      if (s.kind === 'insert')
        app['insert']!(wrap(s.at, 1), { key: `n${serial}`, name: `New ${serial}`, status: s.status, total: '£1.00' });
      else if (s.kind === 'remove' && length > 0) app['remove']!(wrap(s.at));
      else if (s.kind === 'move' && length > 0) app['move']!(wrap(s.from), wrap(s.to));
      else if (s.kind === 'edit' && length > 0) app['edit']!(wrap(s.at), s.status);
      else if (s.kind === 'count') app['setCount']!(String(s.unread));
      else if (s.kind === 'modal') app[s.open ? 'openModal' : 'closeModal']!();
      else if (s.kind === 'go') app['go']!(s.screen);
    },
    { s, serial },
  );
}

describe('every delta, applied to what the agent held', () => {
  it('gives the full snapshot of the same state, and is never larger than it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        await app.page.evaluate(() => (window as unknown as { app: { reset(): void } }).app.reset());
        let view = viewOf(await app.snapshot());
        for (const [serial, s] of steps.entries()) {
          await perform(s, serial);
          const answer = await app.changes();
          view = applyAnswer(view, answer);
          const full = await expectViewIsPage(view);
          if (answer['delta'] === true) expect(JSON.stringify(answer).length).toBeLessThan(JSON.stringify(full).length);
        }
      }),
      { seed: 26, numRuns: 16 },
    );
  });
});
