/// <reference lib="dom" />
// Property: over generated hinted pages, every visible hint appears exactly once in the snapshot,
// flat or rebuilt from a folded block, hidden ones do not, and every rebuilt id resolves exactly.

import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { worldOf } from '../../harness/page-world.js';
import { ROLES } from '../../src/page/vocabulary.js';
import type { FoldedCollection, HintEntry, Snapshot } from '../../src/page/types.js';
import { flatEntries, snapshotOf } from '../support/browser.js';
import { unfold, withBlankTab } from './helpers.js';

let page: Page;
withBlankTab((opened) => (page = opened));

// ---- The model of a generated page ------------------------------------------------------------

/** How an element is (not) shown. `opacity` keeps it visible; `collapsed` wraps it in a zero-height clip. */
type Hide = 'none' | 'opacity' | 'display' | 'visibility' | 'collapsed';

interface Leaf {
  kind: 'leaf';
  role: string | null;
  hide: Hide;
  text: string;
  action: string | null;
  state: string | null;
  disabled: boolean;
}

interface Region {
  kind: 'region';
  hinted: boolean;
  hide: Hide;
  children: Node[];
}

interface Control {
  name: string;
  hide: Hide;
  text: string;
  /** Most rows agree on a control's role; some rows differ, making role a column. */
  roleOverride: string | null;
}

interface Item {
  key: string;
  rowHide: Hide;
  hasItem: boolean;
  itemWraps: boolean;
  itemHide: Hide;
  itemText: string;
  controls: Control[];
}

interface Collection {
  kind: 'collection';
  /** `false`: a repeated group with no collection ancestor, which must stay flat. */
  isCollection: boolean;
  containerHinted: boolean;
  prefixIsId: boolean;
  hide: Hide;
  itemRole: string;
  controlRoles: Record<string, string>;
  items: Item[];
  extras: Leaf[];
}

type Node = Leaf | Region | Collection;

const UNKNOWN_ROLES = ['Button', 'link', '', ' action', null];
const MEMBER_ROLES = ['navigation', 'action', 'region', 'observable', 'Card'];
const CONTROL_ROLES = ['observable', 'action', 'input', 'toggle', 'option'];
const CONTROL_NAMES = ['price', 'add', 'remove', 'qty.inc', 'stock'];
const KEYS = ['a', 'b', 'c', 'k-1', '42', 'sku-9', 'z_1'];
const WORDS = ['Alpha', 'Beta phone', '£10.00', 'Add to cart', '3', 'Open', 'Remove'];

const hideArb: fc.Arbitrary<Hide> = fc.oneof(
  { arbitrary: fc.constant<Hide>('none'), weight: 8 },
  { arbitrary: fc.constantFrom<Hide>('opacity', 'display', 'visibility', 'collapsed'), weight: 3 },
);
const wordArb = fc.constantFrom(...WORDS);

const leafArb: fc.Arbitrary<Leaf> = fc.record({
  kind: fc.constant('leaf' as const),
  role: fc.oneof(
    { arbitrary: fc.constantFrom<string | null>(...ROLES), weight: 4 },
    { arbitrary: fc.constantFrom(...UNKNOWN_ROLES), weight: 1 },
  ),
  hide: hideArb,
  text: wordArb,
  action: fc.option(fc.constantFrom('buy', 'open-cart'), { nil: null }),
  state: fc.option(fc.constantFrom('open', 'cart.total'), { nil: null }),
  disabled: fc.boolean(),
});

const controlArb: fc.Arbitrary<Control> = fc.record({
  name: fc.constantFrom(...CONTROL_NAMES),
  hide: hideArb,
  text: wordArb,
  roleOverride: fc.oneof(
    { arbitrary: fc.constant(null), weight: 6 },
    { arbitrary: fc.constantFrom(...CONTROL_ROLES), weight: 1 },
  ),
});

const itemArb: fc.Arbitrary<Item> = fc.record({
  key: fc.constantFrom(...KEYS),
  rowHide: hideArb,
  hasItem: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
  itemWraps: fc.boolean(),
  itemHide: hideArb,
  itemText: wordArb,
  controls: fc.uniqueArray(controlArb, { selector: (c) => c.name, maxLength: 3 }),
});

const collectionArb: fc.Arbitrary<Collection> = fc.record({
  kind: fc.constant('collection' as const),
  isCollection: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
  containerHinted: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
  prefixIsId: fc.boolean(),
  hide: fc.oneof({ arbitrary: fc.constant<Hide>('none'), weight: 6 }, { arbitrary: hideArb, weight: 1 }),
  itemRole: fc.constantFrom(...MEMBER_ROLES),
  controlRoles: fc.record(Object.fromEntries(CONTROL_NAMES.map((name) => [name, fc.constantFrom(...CONTROL_ROLES)]))),
  items: fc.uniqueArray(itemArb, { selector: (i) => i.key, minLength: 1, maxLength: 5 }),
  extras: fc.array(leafArb, { maxLength: 1 }),
});

const nodeArb: fc.Arbitrary<Node> = fc.letrec<{ node: Node; region: Region }>((tie) => ({
  node: fc.oneof(
    { maxDepth: 3, depthIdentifier: 'tree' },
    { arbitrary: leafArb, weight: 4 },
    { arbitrary: tie('region'), weight: 1 },
    { arbitrary: collectionArb, weight: 3 },
  ),
  region: fc.record({
    kind: fc.constant('region' as const),
    hinted: fc.boolean(),
    hide: hideArb,
    children: fc.array(tie('node'), { maxLength: 4, depthIdentifier: 'tree' }),
  }),
})).node;

const pageArb = fc.array(nodeArb, { minLength: 1, maxLength: 6 });

// ---- Rendering, with the oracle computed alongside ----------------------------------------------

interface Hint {
  id: string;
  role: string | null;
  visible: boolean;
}

interface ExpectedBlock {
  prefix: string;
  containerId: string | null;
  /** Distinct keys with at least one member, visible ones only / all. */
  visibleKeys: number;
  allKeys: number;
  isCollection: boolean;
}

interface Rendered {
  html: string;
  hints: Hint[];
  blocks: ExpectedBlock[];
}

function renderPage(nodes: Node[]): Rendered {
  const hints: Hint[] = [];
  const blocks: ExpectedBlock[] = [];
  let counter = 0;
  const next = () => ++counter;

  /** Wraps `inner(style)` so that it is hidden as `hide` says; returns whether it ends up visible. */
  const shown = (hide: Hide) => hide === 'none' || hide === 'opacity';
  const styled = (hide: Hide, base: string, inner: (style: string) => string): string => {
    const own = {
      none: '',
      opacity: 'opacity:0;',
      display: 'display:none;',
      visibility: 'visibility:hidden;',
      collapsed: '',
    }[hide];
    const html = inner(`style="${base}${own}"`);
    return hide === 'collapsed' ? `<div style="height:0;overflow:hidden">${html}</div>` : html;
  };
  const hintAttrs = (id: string, role: string | null, extra = '') =>
    `data-semtag-id="${id}"${role === null ? '' : ` data-semtag-role="${role}"`}${extra}`;

  function leafHtml(
    id: string,
    role: string | null,
    text: string,
    hide: Hide,
    extra: string,
    parentVisible: boolean,
  ): string {
    hints.push({ id, role, visible: parentVisible && shown(hide) });
    return styled(hide, '', (style) => {
      const attrs = `${hintAttrs(id, role, extra)} ${style}`;
      switch (role) {
        case 'navigation':
          return `<a href="#${id}" ${attrs}>${text}</a>`;
        case 'action':
        case 'option':
          return `<button ${attrs}>${text}</button>`;
        case 'input':
          return `<input ${attrs} aria-label="${text}" value="${text} typed">`;
        case 'select':
          return `<select ${attrs} aria-label="${text}"><option>${text}</option><option selected>Other</option></select>`;
        case 'toggle':
          return `<input type="checkbox" ${attrs} aria-label="${text}">`;
        case 'slider':
          return `<input type="range" ${attrs} aria-label="${text}">`;
        case 'observable':
          return `<span ${attrs}>${text}</span>`;
        default:
          return `<div ${attrs}>${text}</div>`;
      }
    });
  }

  function leaf(node: Leaf, parentVisible: boolean): string {
    const extra =
      (node.action ? ` data-semtag-action="${node.action}"` : '') +
      (node.state ? ` data-semtag-state="${node.state}"` : '') +
      (node.disabled ? ' aria-disabled="true"' : '');
    return leafHtml(`flat.n${next()}`, node.role, node.text, node.hide, extra, parentVisible);
  }

  function region(node: Region, parentVisible: boolean): string {
    const visible = parentVisible && shown(node.hide);
    const n = next();
    if (node.hinted) hints.push({ id: `reg.n${n}`, role: 'region', visible });
    const attrs = node.hinted ? `${hintAttrs(`reg.n${n}`, 'region')} aria-label="Region ${n}"` : '';
    const children = node.children.map((child) => render(child, visible)).join('');
    return styled(node.hide, 'padding:2px;', (style) => `<section ${attrs} ${style}>${children}</section>`);
  }

  function collection(node: Collection, parentVisible: boolean): string {
    const visible = parentVisible && shown(node.hide);
    const n = next();
    const prefix = node.prefixIsId ? `list${n}.grid` : `rows${n}`;
    const containerId = node.containerHinted ? (node.prefixIsId ? prefix : `col.n${n}`) : null;
    const role = node.isCollection ? 'collection' : null;
    if (containerId) hints.push({ id: containerId, role: role ?? 'region', visible });
    const containerAttrs = containerId
      ? `${hintAttrs(containerId, role ?? 'region')} aria-label="List ${n}"`
      : role
        ? 'data-semtag-role="collection"'
        : '';

    const visibleKeys = new Set<string>();
    const allKeys = new Set<string>();
    const rows = node.items.map((item) => {
      const rowVisible = visible && shown(item.rowHide);
      const member = (id: string, memberRole: string, text: string, hide: Hide, inner = ''): string => {
        allKeys.add(item.key);
        if (rowVisible && shown(hide)) visibleKeys.add(item.key);
        if (!inner) return leafHtml(id, memberRole, text, hide, '', rowVisible);
        // An item element wrapping its controls: a block with the controls inside.
        hints.push({ id, role: memberRole, visible: rowVisible && shown(hide) });
        return styled(
          hide,
          'padding:2px;',
          (style) => `<div ${hintAttrs(id, memberRole)} aria-label="${text}" ${style}>${inner}</div>`,
        );
      };
      const itemVisible = rowVisible && (!item.hasItem || !item.itemWraps || shown(item.itemHide));
      const controls = item.controls
        .map((control) => {
          const id = `${prefix}.item.${item.key}.${control.name}`;
          const controlRole = control.roleOverride ?? node.controlRoles[control.name]!;
          allKeys.add(item.key);
          if (itemVisible && shown(control.hide)) visibleKeys.add(item.key);
          return leafHtml(id, controlRole, control.text, control.hide, '', itemVisible);
        })
        .join('');
      const itemId = `${prefix}.item.${item.key}`;
      let body = controls;
      if (item.hasItem) {
        body =
          item.itemWraps && controls
            ? member(itemId, node.itemRole, item.itemText, item.itemHide, controls)
            : member(itemId, node.itemRole, item.itemText, item.itemHide) + controls;
      }
      return styled(item.rowHide, 'padding:2px;', (style) => `<li ${style}>${body}</li>`);
    });
    blocks.push({
      prefix,
      containerId,
      visibleKeys: visibleKeys.size,
      allKeys: allKeys.size,
      isCollection: node.isCollection,
    });
    const extras = node.extras.map((extra) => leaf(extra, visible)).join('');
    return styled(
      node.hide,
      'padding:2px;',
      (style) => `<ul ${containerAttrs} ${style}>${rows.join('')}${extras}</ul>`,
    );
  }

  function render(node: Node, parentVisible: boolean): string {
    if (node.kind === 'leaf') return leaf(node, parentVisible);
    if (node.kind === 'region') return region(node, parentVisible);
    return collection(node, parentVisible);
  }

  const html = nodes.map((node) => render(node, true)).join('');
  return { html, hints, blocks };
}

// ---- Checks ---------------------------------------------------------------------------------

/** Every id the snapshot states once: flat entries, block containers, and members rebuilt from blocks. */
function statedIds(snapshot: Snapshot): { flat: HintEntry[]; containers: string[]; rebuilt: HintEntry[] } {
  const flat = [...Object.entries(snapshot)]
    .filter(([key, value]) => Array.isArray(value) && key !== 'collections')
    .flatMap(([, value]) => value as HintEntry[]);
  const blocks: FoldedCollection[] = snapshot.collections ?? [];
  return {
    flat,
    containers: blocks.flatMap((block) => (block.id === undefined ? [] : [block.id])),
    rebuilt: blocks.flatMap(unfold),
  };
}

const sorted = (ids: string[]) => [...ids].sort();

/**
 * Renders `html` in the page's body, as render does, and answers how many elements hold each
 * hint id, from the same evaluate: one round trip, not one a snapshot. Counting then is counting
 * what the snapshots read: nothing changes the page after (the markup runs no script, the blank
 * page none, and the page code reads without writing).
 */
async function renderCountingIds(html: string): Promise<Map<string, number>> {
  const counts = await page.evaluate((markup) => {
    document.body.innerHTML = markup;
    const byId: Record<string, number> = {};
    for (const element of document.querySelectorAll('[data-semtag-id]')) {
      const id = element.getAttribute('data-semtag-id')!;
      byId[id] = (byId[id] ?? 0) + 1;
    }
    return Object.entries(byId);
  }, html);
  return new Map(counts);
}

async function checkSnapshot(
  rendered: Rendered,
  includeHidden: boolean,
  observed: Map<string, HintEntry>,
  idCounts: Map<string, number>,
): Promise<void> {
  const snapshot = await snapshotOf(page, { includeHidden });
  const expectedHints = rendered.hints.filter((hint) => includeHidden || hint.visible);
  const byId = new Map(rendered.hints.map((hint) => [hint.id, hint]));
  const { flat, containers, rebuilt } = statedIds(snapshot);

  // Exactly once each: the multiset of stated ids equals the expected ids.
  expect(sorted([...flat.map((e) => e.id), ...containers, ...rebuilt.map((e) => e.id)])).toEqual(
    sorted(expectedHints.map((h) => h.id)),
  );

  // Flat entries sit in their role's group; `other` keeps the raw role.
  for (const [group, entry] of [...flatEntries(snapshot).values()].map((e) => [e.group, e] as const)) {
    const role = byId.get(entry.id)!.role;
    if (role !== null && (ROLES as readonly string[]).includes(role)) {
      expect(group, entry.id).toBe(role);
      expect(entry).not.toHaveProperty('role');
    } else {
      expect(group, entry.id).toBe('other');
      expect(entry.role, entry.id).toBe(role ?? undefined);
    }
  }

  // visible:false exactly on the hidden ones, flat or folded.
  for (const entry of [...flat, ...rebuilt])
    expect(entry.visible === false, entry.id).toBe(!byId.get(entry.id)!.visible);

  // A block exactly where a collection ancestor holds two or more keys.
  for (const block of rendered.blocks) {
    const keys = includeHidden ? block.allKeys : block.visibleKeys;
    const found = (snapshot.collections ?? []).filter((c) => c.idPattern.startsWith(`${block.prefix}.item.{key}`));
    expect(found.length, block.prefix).toBe(block.isCollection && keys >= 2 ? 1 : 0);
    if (found[0]) {
      expect(found[0].id, block.prefix).toBe(block.containerId ?? undefined);
      expect(found[0].items.length).toBe(keys);
    }
  }

  // Every rebuilt id resolves to exactly one element, and observe gives the entry the block encodes.
  const counts = rebuilt.map((e) => idCounts.get(e.id) ?? 0);
  expect(counts).toEqual(rebuilt.map(() => 1));
  const unseen = [...new Set(rebuilt.map((entry) => entry.id))].filter((id) => !observed.has(id));
  for (const [i, entry] of (await observeAll(unseen)).entries()) observed.set(unseen[i]!, entry);
  for (const entry of rebuilt) expect(entry, entry.id).toEqual(observed.get(entry.id));
}

/**
 * The ids read as semantic_observe reads an array of them: one watch with no condition, in one
 * round trip (an id not on the page, or an ambiguous one, is an error, as for a single id).
 */
async function observeAll(ids: string[]): Promise<HintEntry[]> {
  if (ids.length === 0) return [];
  const result = await worldOf(page).call('watch', { ids, timeoutMs: 0 });
  if (!result.ok) throw new Error(`observe failed: ${JSON.stringify(result.error)}`);
  return result.value.map((entry, i) => {
    if ('absent' in entry || entry.id !== ids[i] || result.value.length !== ids.length)
      throw new Error(`a watch of ${JSON.stringify(ids)} with no condition answered ${JSON.stringify(result)}`);
    return entry;
  });
}

it('states every visible hint exactly once, flat or folded, and every folded id resolves', async () => {
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(pageArb, async (nodes) => {
      const rendered = renderPage(nodes);
      const idCounts = await renderCountingIds(rendered.html);
      const observed = new Map<string, HintEntry>();
      await checkSnapshot(rendered, false, observed, idCounts);
      await checkSnapshot(rendered, true, observed, idCounts);
      runs++;
    }),
    { numRuns: 100 },
  );
  expect(runs).toBeGreaterThanOrEqual(100);
});
