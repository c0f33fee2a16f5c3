/// <reference lib="dom" />
// Property: what the page code derives from the page-wide facts and keeps between calls (the parts
// of the page shut out around a layer, which every observe asks about) never differs from what a
// fresh computation gives. After every step of random DOM changes (shutters and hints added,
// removed, moved, changed while detached, attributes set and removed, shadow roots attached late),
// an observe of every hint, read with the kept values, equals the same observe right after a
// snapshot, which recomputes the facts and so everything derived from them.

import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { worldOf } from '../../harness/page-world.js';
import type { ObservedElement } from '../../src/page/types.js';
import { changeIndex, sharedChanges } from '../support/dom-change-arbitraries.js';
import type { SharedChange } from '../support/dom-change-arbitraries.js';
import { BLANK_URL, withBlankTab } from './helpers.js';

let page: Page;
withBlankTab((opened) => (page = opened));

type Change =
  | { kind: 'add'; at: number; tag: string; attrs: Array<[string, string]>; hints: number }
  | SharedChange
  | { kind: 'attach-shadow'; at: number; hints: number };

/** `data-semtag-id` gets a fresh id in the page, so that every hint is observed alone. */
const ATTRIBUTES: Array<[string, string]> = [
  ['aria-hidden', 'true'],
  ['aria-hidden', 'false'],
  ['inert', ''],
  ['data-semtag-id', ''],
  ['role', 'dialog'],
];

const change: fc.Arbitrary<Change> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      at: changeIndex,
      tag: fc.constantFrom('div', 'section', 'span'),
      attrs: fc.array(fc.constantFrom(...ATTRIBUTES), { maxLength: 2 }),
      hints: fc.nat({ max: 2 }),
    }),
    weight: 4,
  },
  ...sharedChanges(ATTRIBUTES, { moveWeight: 2 }),
  {
    arbitrary: fc.record({ kind: fc.constant('attach-shadow' as const), at: changeIndex, hints: fc.nat({ max: 2 }) }),
    weight: 1,
  },
);

/**
 * A page under a cover that holds no hint: every part shut out (`aria-hidden`) that holds a
 * visible hint is covered, so which parts are shut out decides which hints are in use.
 */
async function coveredPage(): Promise<void> {
  await page.goto(BLANK_URL());
  await page.evaluate(() => {
    document.body.innerHTML =
      '<main data-k="root"></main><div data-k="cover" style="position:fixed;inset:0;z-index:10;background:#fff"></div>';
  });
}

/**
 * Applies changes in the page's own world, as the page's scripts would, and answers the ids of
 * every hint the page then holds, shadow trees included, from the same evaluate: one round trip a
 * step, not two. Reading them here rather than in an evaluate of their own reads the same DOM:
 * nothing changes it before the page code is asked (the blank page runs no script, every change
 * here is synchronous, the shadow signal only fires an event).
 */
async function applyChanges(changes: Change[]): Promise<string[]> {
  return page.evaluate((changes) => {
    const state = window as unknown as { made?: number };
    const next = () => (state.made = (state.made ?? 0) + 1);
    const hint = (): Element => {
      const element = document.createElement('button');
      element.textContent = 'go';
      element.setAttribute('data-k', `k${next()}`);
      element.setAttribute('data-semtag-id', `h${state.made}`);
      return element;
    };
    const set = (element: Element, [name, value]: [string, string]) =>
      element.setAttribute(name, name === 'data-semtag-id' ? `h${next()}` : value);
    /** Every keyed element but the cover, and every open shadow root, in composed order. */
    const places = (): Array<Element | ShadowRoot> => {
      const out: Array<Element | ShadowRoot> = [];
      const visit = (node: Element | ShadowRoot) => {
        if (node instanceof ShadowRoot || (node.hasAttribute('data-k') && node.getAttribute('data-k') !== 'cover'))
          out.push(node);
        if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
        for (const child of node.children) visit(child);
      };
      visit(document.querySelector('main')!);
      return out;
    };
    const pick = (at: number): Element | ShadowRoot => {
      const all = places();
      return all[at % all.length]!;
    };
    const pickElement = (at: number): Element => {
      const chosen = pick(at);
      return chosen instanceof ShadowRoot ? chosen.host : chosen;
    };
    const root = document.querySelector('main')!;
    for (const change of changes) {
      try {
        if (change.kind === 'add') {
          const element = document.createElement(change.tag);
          element.setAttribute('data-k', `k${next()}`);
          element.textContent = 'text';
          for (const attr of change.attrs) set(element, attr);
          for (let i = 0; i < change.hints; i++) element.append(hint());
          pick(change.at).append(element);
        } else if (change.kind === 'remove') {
          const element = pickElement(change.at);
          if (element !== root) element.remove();
        } else if (change.kind === 'move') {
          const element = pickElement(change.at);
          const target = pick(change.to);
          if (element !== root && !(target instanceof Element && element.contains(target))) target.append(element);
        } else if (change.kind === 'detach-change-reattach') {
          const element = pickElement(change.at);
          if (element === root) continue;
          const parent = element.parentNode!;
          const after = element.nextSibling;
          element.remove();
          set(element.querySelector('[data-k]') ?? element, change.attr);
          element.append(hint());
          parent.insertBefore(element, after);
        } else if (change.kind === 'set') {
          set(pickElement(change.at), change.attr);
        } else if (change.kind === 'unset') {
          const element = pickElement(change.at);
          if (element !== root) element.removeAttribute(change.name);
        } else if (change.kind === 'attach-shadow') {
          const host = pickElement(change.at);
          if (host.shadowRoot || host === root) continue;
          const shadow = host.attachShadow({ mode: 'open' });
          shadow.append(document.createElement('slot'));
          for (let i = 0; i < change.hints; i++) shadow.append(hint());
        }
      } catch {
        // A change the DOM refuses (a shadow root on a button) changes nothing.
      }
    }

    const ids: string[] = [];
    const visitHints = (node: Element | ShadowRoot) => {
      if (node instanceof Element) {
        const id = node.getAttribute('data-semtag-id');
        if (id) ids.push(id);
        if (node.shadowRoot) visitHints(node.shadowRoot);
      }
      for (const child of node.children) visitHints(child);
    };
    visitHints(document.documentElement);
    return ids;
  }, changes);
}

async function observeAll(ids: string[]): Promise<ObservedElement[]> {
  const result = await worldOf(page).call('watch', { ids, timeoutMs: 0 });
  if (!result.ok) throw new Error(`watch failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

it('keeps what it derives from the page-wide facts equal to a fresh computation after every step', async () => {
  let checks = 0;
  let shutOut = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(change, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }),
      async (steps) => {
        await coveredPage();
        let { builds } = await worldOf(page).call('pageFacts', { key: 'data-k' });
        for (const step of steps) {
          const ids = await applyChanges(step);
          if (ids.length === 0) continue;
          const kept = await observeAll(ids);
          // Read with what was kept, not recomputed.
          expect((await worldOf(page).call('pageFacts', { key: 'data-k' })).builds).toBe(builds);
          const snapshot = await worldOf(page).call('snapshot', { includeHidden: true });
          expect(snapshot.ok).toBe(true);
          builds = (await worldOf(page).call('pageFacts', { key: 'data-k' })).builds;
          const fresh = await observeAll(ids);
          expect(kept).toEqual(fresh);
          checks++;
          if (fresh.some((entry) => !('absent' in entry) && entry.enabled === false)) shutOut++;
        }
      },
    ),
    { seed: 20261202, numRuns: 40, endOnFailure: true },
  );
  expect(checks).toBeGreaterThan(40);
  // The property saw hints shut out as well as in use: the kept values decided something.
  expect(shutOut).toBeGreaterThan(10);
});
