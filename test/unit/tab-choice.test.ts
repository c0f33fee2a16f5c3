// The tab choice (src/browser/choose-page.ts) on recorded activity alone: whatever sequence of
// tab opens, full navigations, same-document history changes and clicks happens, the tab chosen
// is the one that received the last; ties go to a tab showing a document, then to the browser's
// order. test/tools/tabs.test.ts checks the same in a real Chromium, recording included.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latestActivity, mostRecentlyActive } from '../../src/browser/choose-page.js';
import type { ActivityState } from '../../src/page/types.js';

type Step = { kind: 'open' } | { kind: 'navigate' | 'push' | 'hash' | 'click'; tab: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'open' }),
  ...(['navigate', 'push', 'hash', 'click'] as const).map((kind) =>
    fc.nat({ max: 4 }).map((tab): Step => ({ kind, tab })),
  ),
);

/** What each tab's page records of the steps, on a clock that moves forward by `gaps`; returns the tab that got the last step. */
function record(steps: Step[], gaps: number[]): { states: ActivityState[]; last: number } {
  const states: ActivityState[] = [];
  let now = 1_000;
  let last = 0;
  steps.forEach((s, i) => {
    now += gaps[i % gaps.length]!;
    if (s.kind === 'open' || states.length === 0) {
      states.push({ loadedAt: now });
      last = states.length - 1;
      if (s.kind === 'open') return;
    }
    last = s.tab % states.length;
    const state = states[last]!;
    // A full navigation loads a new document, which records afresh.
    if (s.kind === 'navigate') states[last] = { loadedAt: now };
    else if (s.kind === 'push' || s.kind === 'hash') state.navigatedAt = now;
    else state.inputAt = now;
  });
  return { states, last };
}

describe('mostRecentlyActive', () => {
  it('chooses the tab that received the last open, navigation or input', () => {
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 12 }),
        (steps, gaps) => {
          const { states, last } = record(steps, gaps);
          const tabs = states.map((state) => ({ lastActive: latestActivity(state), showsDocument: true }));
          expect(mostRecentlyActive(tabs)).toBe(last);
        },
      ),
      { seed: 20261130 },
    );
  });

  it('on a tie, prefers a tab that shows a document, then the first in the browser order', () => {
    expect(
      mostRecentlyActive([
        { lastActive: 5, showsDocument: false },
        { lastActive: 5, showsDocument: true },
        { lastActive: 5, showsDocument: true },
      ]),
    ).toBe(1);
    expect(
      mostRecentlyActive([
        { lastActive: 5, showsDocument: false },
        { lastActive: 4, showsDocument: true },
      ]),
    ).toBe(0);
    expect(
      mostRecentlyActive([
        { lastActive: 3, showsDocument: false },
        { lastActive: 3, showsDocument: false },
      ]),
    ).toBe(0);
  });

  it('chooses nothing among no tabs', () => {
    expect(mostRecentlyActive([])).toBeUndefined();
  });
});

describe('latestActivity', () => {
  it('is the latest of the load, the last same-document navigation and the last trusted input', () => {
    expect(latestActivity({ loadedAt: 10 })).toBe(10);
    expect(latestActivity({ loadedAt: 10, navigatedAt: 30, inputAt: 20 })).toBe(30);
    expect(latestActivity({ loadedAt: 10, navigatedAt: 15, inputAt: 40 })).toBe(40);
    expect(latestActivity({ loadedAt: 50, navigatedAt: 15, inputAt: 40 })).toBe(50);
  });
});
