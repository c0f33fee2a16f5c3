/// <reference lib="dom" />
// Property: the page-wide facts the page code keeps between calls (shadow roots, layers, dialogs,
// frames, hinted elements) equal a fresh computation after every step of random DOM changes:
// elements added, removed, moved and changed while detached, attributes set and removed, shadow
// roots attached late to elements already in the page (open and closed), custom elements upgraded
// after they were added, and dialogs and layers opened and closed.

import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { worldOf } from '../../harness/page-world.js';
import type { PageFactsDescription } from '../../src/page/types.js';
import { changeIndex, sharedChanges } from '../support/dom-change-arbitraries.js';
import type { SharedChange } from '../support/dom-change-arbitraries.js';
import { BLANK_URL, withBlankTab } from './helpers.js';

let page: Page;
withBlankTab((opened) => (page = opened));

const KEY = 'data-k';

/** One change; `at` and `to` pick elements among those the page holds (modulo their count). */
type Change =
  | { kind: 'add'; at: number; tag: string; attrs: Array<[string, string]>; children: number }
  | SharedChange
  | { kind: 'attach-shadow'; at: number; mode: 'open' | 'closed'; content: number }
  | { kind: 'define'; at: number }
  | { kind: 'dialog'; at: number; open: 'modal' | 'show' | 'close' };

const TAGS = ['div', 'span', 'section', 'dialog', 'iframe', 'x-late', 'button', 'main', 'label'];
const ATTRIBUTES: Array<[string, string]> = [
  ['role', 'dialog'],
  ['role', 'menu'],
  ['role', 'listbox'],
  ['role', 'alertdialog'],
  ['role', 'button'],
  ['role', 'main'],
  ['aria-modal', 'true'],
  ['aria-modal', 'false'],
  ['aria-hidden', 'true'],
  ['data-semtag-id', 'a'],
  ['data-semtag-id', 'b'],
  ['data-semtag-id', ''],
  ['data-semtag-role', 'navigation'],
  ['data-semtag-role', 'region'],
  ['data-semtag-target', 'x'],
  ['open', ''],
];

const change: fc.Arbitrary<Change> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      at: changeIndex,
      tag: fc.constantFrom(...TAGS),
      attrs: fc.array(fc.constantFrom(...ATTRIBUTES), { maxLength: 3 }),
      children: fc.nat({ max: 3 }),
    }),
    weight: 4,
  },
  ...sharedChanges(ATTRIBUTES, { moveWeight: 1 }),
  {
    arbitrary: fc.record({
      kind: fc.constant('attach-shadow' as const),
      at: changeIndex,
      mode: fc.constantFrom('open' as const, 'open' as const, 'closed' as const),
      content: fc.nat({ max: 3 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('define' as const), at: changeIndex }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('dialog' as const),
      at: changeIndex,
      open: fc.constantFrom('modal' as const, 'show' as const, 'close' as const),
    }),
    weight: 2,
  },
);

type FreshFacts = Omit<PageFactsDescription, 'builds'>;

/**
 * Applies changes in the page's own world, as the page's scripts would, then computes the facts
 * afresh there by a walk of the composed tree, in the same evaluate: one round trip a step, not
 * two.
 *
 * Computing the fresh facts before the page code is asked (not after, as a second evaluate did)
 * compares the same DOM: nothing changes it between this evaluate and the next `pageFacts` call.
 * The blank page runs no script of its own; every change here is synchronous (custom elements are
 * upgraded inside `customElements.define`, dialogs open and close inside `show`, `showModal` and
 * `close`); the shadow signal only fires an event; and the page code reads the DOM without writing
 * it, taking its MutationObserver's records at the start of each call, so it sees the same DOM
 * whether or not the records were delivered in between. The tracked selectors are the page code's
 * fixed list (each registered when its module loads), read once per document; the comparison
 * still covers them, since the fresh facts name the selectors they were given.
 */
async function applyChanges(changes: Change[], selectors: string[]): Promise<FreshFacts> {
  return page.evaluate(
    ({ changes, key, selectors }) => {
      const state = window as unknown as { made?: number; defined?: number };
      const fresh = (tag: string): Element => {
        const element = document.createElement(tag);
        state.made = (state.made ?? 0) + 1;
        element.setAttribute(key, `k${state.made}`);
        return element;
      };
      /** Every keyed element and open shadow root, in composed order: where changes happen. */
      const places = (): Array<Element | ShadowRoot> => {
        const out: Array<Element | ShadowRoot> = [];
        const visit = (node: Element | ShadowRoot) => {
          if (node instanceof ShadowRoot || node.hasAttribute(key)) out.push(node);
          if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
          for (const child of node.children) visit(child);
        };
        visit(document.body);
        return out;
      };
      const pick = (at: number): Element | ShadowRoot => {
        const all = places();
        return all[at % all.length] ?? document.body;
      };
      const pickElement = (at: number): Element => {
        const chosen = pick(at);
        return chosen instanceof ShadowRoot ? chosen.host : chosen;
      };
      const content = (count: number): Element[] =>
        Array.from({ length: count }, (_, i) => {
          const element = fresh(i % 2 ? 'div' : 'span');
          element.setAttribute(i % 2 ? 'role' : 'data-semtag-id', i % 2 ? 'dialog' : `in${i}`);
          return element;
        });
      for (const change of changes) {
        try {
          if (change.kind === 'add') {
            const element = fresh(change.tag);
            for (const [name, value] of change.attrs) element.setAttribute(name, value);
            element.append(...content(change.children));
            const parent = pick(change.at);
            (parent instanceof HTMLIFrameElement ? document.body : parent).append(element);
          } else if (change.kind === 'remove') {
            const element = pickElement(change.at);
            if (element !== document.body) element.remove();
          } else if (change.kind === 'move') {
            const element = pickElement(change.at);
            const target = pick(change.to);
            if (element !== document.body && !(target instanceof Element && element.contains(target)))
              target.append(element);
          } else if (change.kind === 'detach-change-reattach') {
            const element = pickElement(change.at);
            if (element === document.body) continue;
            const parent = element.parentNode!;
            const next = element.nextSibling;
            element.remove();
            element.setAttribute(...change.attr);
            (element.querySelector(`[${key}]`) ?? element).setAttribute(...change.attr);
            element.append(...content(1));
            parent.insertBefore(element, next);
          } else if (change.kind === 'set') {
            pickElement(change.at).setAttribute(...change.attr);
          } else if (change.kind === 'unset') {
            pickElement(change.at).removeAttribute(change.name);
          } else if (change.kind === 'attach-shadow') {
            const host = pickElement(change.at);
            if (host.shadowRoot || host === document.body) continue;
            // Throws on elements that cannot host one (a button): nothing changes then.
            const root = host.attachShadow({ mode: change.mode });
            root.append(...content(change.content));
          } else if (change.kind === 'define') {
            // Upgrades every <x-late> not yet defined under a new name: each gets a shadow root.
            const waiting = Array.from(document.querySelectorAll('x-late')).concat(
              places().flatMap((place) =>
                place instanceof ShadowRoot ? Array.from(place.querySelectorAll('x-late')) : [],
              ),
            );
            const element = waiting[change.at % Math.max(1, waiting.length)];
            if (!element) continue;
            state.defined = (state.defined ?? 0) + 1;
            const name = `x-late-${state.defined}`;
            const renamed = document.createElement(name);
            renamed.setAttribute(key, element.getAttribute(key) ?? name);
            renamed.append(...Array.from(element.childNodes));
            element.replaceWith(renamed);
            const inner = content(2);
            customElements.define(
              name,
              class extends HTMLElement {
                constructor() {
                  super();
                  this.attachShadow({ mode: 'open' }).append(...inner.map((node) => node.cloneNode(true)));
                }
              },
            );
          } else if (change.kind === 'dialog') {
            const dialogs = places().filter((place): place is HTMLDialogElement => place instanceof HTMLDialogElement);
            const dialog = dialogs[change.at % Math.max(1, dialogs.length)];
            if (!dialog) continue;
            if (change.open === 'close') dialog.close();
            else if (!dialog.open) {
              if (change.open === 'modal' && dialog.isConnected) dialog.showModal();
              else dialog.show();
            }
          }
        } catch {
          // A change the DOM refuses (a shadow root on a button, a modal dialog out of the page) changes nothing.
        }
      }

      // The same facts computed afresh, in the DOM the changes left.
      const label = (element: Element) => element.getAttribute(key) ?? `<${element.localName}>`;
      const hosts: string[] = [];
      const matches: string[][] = selectors.map(() => []);
      const visit = (element: Element) => {
        selectors.forEach((selector, i) => {
          if (element.matches(selector)) matches[i]!.push(label(element));
        });
        if (element.shadowRoot) {
          hosts.push(label(element));
          for (const child of element.shadowRoot.children) visit(child);
        }
        for (const child of element.children) visit(child);
      };
      visit(document.documentElement);
      return {
        shadowHosts: hosts.sort(),
        tracked: selectors.map((selector, i) => ({ selector, matches: matches[i]! })),
      };
    },
    { changes, key: KEY, selectors },
  );
}

it('keeps the page-wide facts equal to a fresh computation after every step of random DOM changes', async () => {
  let checks = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(change, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }),
      async (steps) => {
        // A new document for every run: new custom element names, no facts kept from before.
        await page.goto(BLANK_URL());
        const { builds, tracked } = await worldOf(page).call('pageFacts', { key: KEY });
        const selectors = tracked.map((entry) => entry.selector);
        for (const step of steps) {
          const fresh = await applyChanges(step, selectors);
          const { builds: after, ...kept } = await worldOf(page).call('pageFacts', { key: KEY });
          expect(kept).toEqual(fresh);
          // Kept, not recomputed: what is compared is what mutations and the signal maintained.
          expect(after).toBe(builds);
          checks++;
        }
      },
    ),
    { seed: 20261202, numRuns: 60, endOnFailure: true },
  );
  // The property ran its steps: the facts were compared after each of them.
  expect(checks).toBeGreaterThan(60);
});
