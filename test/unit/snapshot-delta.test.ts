// The delta between two snapshots: pure rules, no browser.

import { describe, expect, it } from 'vitest';
import type { FoldedCollection, HintEntry, Snapshot } from '../../src/page/types.js';
import { carryBehindModal, chooseDelta, snapshotDelta } from '../../src/answer/snapshot-delta.js';
import { unfold } from '../../src/page/codec/unfold.js';

const grid = (rows: Array<[string, string]>): FoldedCollection => ({
  id: 'products.grid',
  idPattern: 'products.grid.item.{key}[.{control}]',
  item: { role: 'navigation' },
  itemControls: { price: { role: 'observable' } },
  fields: ['key', 'name', 'price.value'],
  items: rows.map(([key, price]) => [key, key.toUpperCase(), price]),
});

const before: Snapshot = {
  url: 'http://127.0.0.1/products',
  screen: 'products.page',
  action: [
    { id: 'filters.reset', name: 'Reset' },
    { id: 'checkout', name: 'Checkout', enabled: false },
  ],
  observable: [{ id: 'cart.count', value: '0' }],
  collections: [
    grid([
      ['a', '£1'],
      ['b', '£2'],
      ['c', '£3'],
    ]),
  ],
};

describe('snapshotDelta', () => {
  it('says nothing changed with an empty delta', () => {
    expect(snapshotDelta(before, structuredClone(before))).toEqual({ delta: true });
  });

  it('says url and screen when they changed, and the url whenever several tabs could be meant', () => {
    const moved = { ...structuredClone(before), url: 'http://127.0.0.1/products?sort=price' };
    expect(snapshotDelta(before, moved)).toEqual({ url: moved.url, delta: true });
    const renamed = { ...structuredClone(before), screen: 'sale.page' };
    expect(snapshotDelta(before, renamed)).toEqual({ screen: 'sale.page', delta: true });
    const unnamed = structuredClone(before);
    delete unnamed.screen;
    expect(snapshotDelta(before, unnamed)).toEqual({ screen: null, delta: true });
    expect(snapshotDelta(before, structuredClone(before), { sayUrl: true })).toEqual({ url: before.url, delta: true });
  });

  it('lists added entries with their role, removed ids, and changed fields only', () => {
    const after: Snapshot = {
      ...structuredClone(before),
      action: [{ id: 'checkout', name: 'Checkout' }],
      observable: [{ id: 'cart.count', value: '1' }],
      toggle: [{ id: 'filters.sale', name: 'On sale', value: false }],
    };
    expect(snapshotDelta(before, after)).toEqual({
      delta: true,
      added: { toggle: [{ id: 'filters.sale', name: 'On sale', value: false }] },
      removed: ['filters.reset'],
      // enabled:false gone is said as enabled:true.
      changed: [
        { id: 'checkout', enabled: true },
        { id: 'cart.count', value: '1' },
      ],
    });
  });

  it('states a change shared by several entries once, with their ids, where the first stood', () => {
    const inert: Snapshot = {
      ...structuredClone(before),
      action: [
        { id: 'filters.reset', name: 'Reset', enabled: false },
        { id: 'checkout', name: 'Checkout', enabled: false },
      ],
      observable: [{ id: 'cart.count', value: '1' }],
      toggle: [{ id: 'filters.sale', name: 'On sale', value: false, enabled: false }],
    };
    const withSale: Snapshot = {
      ...structuredClone(before),
      toggle: [{ id: 'filters.sale', name: 'On sale', value: false }],
    };
    expect(snapshotDelta(withSale, inert).changed).toEqual([
      { ids: ['filters.reset', 'filters.sale'], enabled: false },
      { id: 'cart.count', value: '1' },
    ]);
  });

  it('states a change shared by most of what the agent holds as every entry but a few', () => {
    // With includeHidden a modal dialog leaves the page behind it listed, all of it out of use:
    // listing every id would grow with the page.
    const page: Snapshot = {
      url: 'http://127.0.0.1/settings',
      option: ['general', 'members', 'billing'].map((tab) => ({ id: `tabs.${tab}`, name: tab })),
      input: [{ id: 'general.name', name: 'Project name', value: 'Apollo' }],
      toggle: [{ id: 'general.public', name: 'Public', value: false }],
      select: [{ id: 'general.lead', name: 'Lead', value: 'Ada' }],
      observable: [{ id: 'status', value: 'No changes yet.' }],
      region: [{ id: 'general', name: 'General' }],
    };
    const open = structuredClone(page);
    for (const role of ['option', 'input', 'toggle', 'observable'] as const)
      for (const entry of open[role] ?? []) entry.enabled = false;
    open.observable = [{ id: 'status', value: 'Choose a lead.', enabled: false }];
    open.option!.push({ id: 'general.lead.grace', name: 'Grace' });
    const delta = snapshotDelta(page, open);
    expect(delta.changed).toEqual([
      { allExcept: ['general.lead', 'general'], enabled: false },
      { id: 'status', value: 'Choose a lead.' },
    ]);
    expect(delta.added).toEqual({ option: [{ id: 'general.lead.grace', name: 'Grace' }] });
    // What allExcept leaves out is exactly what did not change that way.
    const closed = snapshotDelta(open, page);
    expect(closed.changed).toEqual([
      { allExcept: ['general.lead', 'general'], enabled: true },
      { id: 'status', value: 'No changes yet.' },
    ]);
    expect(closed.removed).toEqual(['general.lead.grace']);
  });

  it('states a shared change once, and of an entry that also changed otherwise only the rest', () => {
    const page: Snapshot = {
      url: 'http://127.0.0.1/templates',
      action: [
        { id: 'templates.use', name: 'Use template' },
        { id: 'templates.reset', name: 'Reset' },
      ],
      select: [{ id: 'templates.category', name: 'Category', value: 'All' }],
      observable: [{ id: 'status', value: 'Pick a template.' }],
    };
    // A modal select opened, read with includeHidden: everything, the select's own trigger too, is
    // shut out; it lists its options.
    const open: Snapshot = {
      url: page.url,
      action: page.action!.map((entry) => ({ ...entry, enabled: false as const })),
      select: [{ ...page.select![0]!, options: ['All', 'Pitch'], enabled: false }],
      observable: [{ id: 'status', value: 'Choose a category.', enabled: false }],
    };
    expect(snapshotDelta(page, open).changed).toEqual([
      { allExcept: [], enabled: false },
      { id: 'templates.category', options: ['All', 'Pitch'] },
      { id: 'status', value: 'Choose a category.' },
    ]);
    // With ids too: the shared part once, the rest on its own.
    const toggles = ['email', 'sms', 'push'].map((channel) => ({ id: `settings.notifications.${channel}` }));
    const busy: Snapshot = {
      ...structuredClone(page),
      action: page.action!.map((entry) => ({ ...entry, enabled: false as const })),
      observable: [{ id: 'status', value: 'Busy.', enabled: false }],
      toggle: toggles,
    };
    expect(snapshotDelta({ ...page, toggle: toggles }, busy).changed).toEqual([
      { ids: ['templates.use', 'templates.reset', 'status'], enabled: false },
      { id: 'status', value: 'Busy.' },
    ]);
  });

  it('marks a field that disappeared with null, and a role change as a changed role', () => {
    const after = structuredClone(before);
    after.observable = [{ id: 'cart.count' }];
    after.region = [{ id: 'filters.reset', name: 'Reset' }];
    after.action = [{ id: 'checkout', name: 'Checkout', enabled: false }];
    expect(snapshotDelta(before, after).changed).toEqual([
      { id: 'cart.count', value: null },
      { id: 'filters.reset', role: 'region' },
    ]);
  });

  it('reports a collection by its rows: added, removed (by key) and changed', () => {
    const after = structuredClone(before);
    after.collections = [
      grid([
        ['a', '£1'],
        ['c', '£4'],
        ['d', '£5'],
      ]),
    ];
    expect(snapshotDelta(before, after).collections).toEqual([
      {
        id: 'products.grid',
        added: [['d', 'D', '£5']],
        removed: ['b'],
        changed: [['c', 'C', '£4']],
      },
    ]);
  });

  it('gives the new order of the keys when the rows were reordered', () => {
    const after = structuredClone(before);
    after.collections = [
      grid([
        ['c', '£3'],
        ['b', '£2'],
        ['a', '£1'],
      ]),
    ];
    expect(snapshotDelta(before, after).collections).toEqual([{ id: 'products.grid', order: ['c', 'b', 'a'] }]);
  });

  it('places a row inserted mid-list: each added row after the key it follows (null: first)', () => {
    // [a, b, c] less b, then b back between a and c, and a new first row: appending would misorder.
    const after = structuredClone(before);
    after.collections = [
      grid([
        ['z', '£0'],
        ['a', '£1'],
        ['b', '£2'],
        ['c', '£3'],
      ]),
    ];
    const without: Snapshot = {
      ...structuredClone(before),
      collections: [
        grid([
          ['a', '£1'],
          ['c', '£3'],
        ]),
      ],
    };
    expect(snapshotDelta(without, after).collections).toEqual([
      {
        id: 'products.grid',
        added: [
          ['z', 'Z', '£0'],
          ['b', 'B', '£2'],
        ],
        after: [null, 'a'],
      },
    ]);
    // Added at the end, after the rows that stayed: nothing more to say.
    const appended = structuredClone(before);
    appended.collections![0]!.items.push(['d', 'D', '£4']);
    expect(snapshotDelta(before, appended).collections).toEqual([{ id: 'products.grid', added: [['d', 'D', '£4']] }]);
  });

  it('gives the whole order instead when rows that stayed moved, new rows in their place', () => {
    const moved = structuredClone(before);
    moved.collections = [
      grid([
        ['c', '£3'],
        ['d', '£4'],
        ['a', '£1'],
      ]),
    ];
    expect(snapshotDelta(before, moved).collections).toEqual([
      { id: 'products.grid', added: [['d', 'D', '£4']], removed: ['b'], order: ['c', 'd', 'a'] },
    ]);
  });

  it('names the row that left when the list unfolds to one row (standing for its elements), and nothing that stayed', () => {
    const after = structuredClone(before);
    delete after.collections;
    after.collection = [{ id: 'products.grid' }];
    after.navigation = [{ id: 'products.grid.item.a', name: 'A' }];
    after.observable = [
      { id: 'cart.count', value: '0' },
      { id: 'products.grid.item.a.price', value: '£1' },
    ];
    const delta = snapshotDelta(
      {
        ...before,
        collections: [
          {
            ...grid([
              ['a', '£1'],
              ['b', '£2'],
            ]),
            name: undefined,
          },
        ],
      },
      after,
    );
    expect(delta.removed).toEqual(['products.grid.item.b']);
    expect(delta).not.toHaveProperty('added');
    expect(delta).not.toHaveProperty('changed');
  });

  it('names the rows that left by key when the list unfolds to one row and that is shorter than their elements', () => {
    const keys = Array.from({ length: 12 }, (_, at) => `k${at}`);
    const many: Snapshot = { ...before, collections: [grid(keys.map((key) => [key, '£1']))] };
    const after = structuredClone(before);
    delete after.collections;
    after.collection = [{ id: 'products.grid' }];
    after.navigation = [{ id: 'products.grid.item.k3', name: 'K3' }];
    after.observable = [
      { id: 'cart.count', value: '0' },
      { id: 'products.grid.item.k3.price', value: '£1' },
    ];
    expect(snapshotDelta(many, after)).toEqual({
      delta: true,
      collections: [{ id: 'products.grid', removed: keys.filter((key) => key !== 'k3') }],
    });
  });

  it('reports a reshaped collection by its changed elements when that is shorter than the block', () => {
    // All prices equal: the price is hoisted into itemControls. One changes: it becomes a column.
    const hoisted: FoldedCollection = {
      ...grid([]),
      itemControls: { price: { role: 'observable', value: '£1' } },
      fields: ['key', 'name'],
      items: [
        ['a', 'A'],
        ['b', 'B'],
        ['c', 'C'],
      ],
    };
    const after: Snapshot = {
      url: before.url,
      collections: [
        grid([
          ['a', '£1'],
          ['b', '£2'],
          ['c', '£1'],
        ]),
      ],
    };
    expect(snapshotDelta({ url: before.url, collections: [hoisted] }, after)).toEqual({
      delta: true,
      changed: [{ id: 'products.grid.item.b.price', value: '£2' }],
    });
  });

  it('weighs element changes as they will be stated, so a list coming back into use is not sent in full', () => {
    // A modal select was open (read with includeHidden): the page behind it, the grid's rows too,
    // took no input. Choosing closed it and filtered the grid: rows left and the rest came back
    // into use at once.
    const shutOut = (block: FoldedCollection): FoldedCollection => ({
      ...block,
      item: { ...block.item, enabled: false },
      itemControls: { price: { role: 'observable', enabled: false } },
    });
    const rows: Array<[string, string]> = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => [key, '£1']);
    const open: Snapshot = {
      url: before.url,
      action: [{ id: 'filters.reset', name: 'Reset', enabled: false }],
      collections: [shutOut(grid(rows))],
    };
    const closed: Snapshot = {
      url: before.url,
      action: [{ id: 'filters.reset', name: 'Reset' }],
      collections: [grid(rows.filter(([key]) => key !== 'b' && key !== 'e'))],
    };
    const delta = snapshotDelta(open, closed);
    expect(delta).not.toHaveProperty('collections');
    expect(delta.removed).toEqual(['products.grid.item.b', 'products.grid.item.e']);
    expect(delta.changed).toEqual([{ allExcept: ['products.grid'], enabled: true }]);
  });

  it('after element changes to a reshaped list, sends it in full next: the agent holds no rows in its new shape', () => {
    const hoisted: FoldedCollection = {
      ...grid([]),
      fields: ['key', 'name'],
      itemControls: { price: { role: 'observable', value: '£1' } },
      items: ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => [key, key.toUpperCase()]),
    };
    const rows = ['a', 'b', 'c', 'd', 'e', 'f'].map((key): [string, string] => [key, key === 'b' ? '£2' : '£1']);
    const oneDearer: Snapshot = { url: before.url, collections: [grid(rows)] };
    const first = chooseDelta({ url: before.url, collections: [hoisted] }, oneDearer);
    expect(first).toMatchObject({ delta: { changed: [{ id: 'products.grid.item.b.price', value: '£2' }] } });
    const withNew: Snapshot = { url: before.url, collections: [grid([...rows, ['g', '£1']])] };
    const next = chooseDelta((first as { sent: Snapshot }).sent, withNew);
    expect(next).toMatchObject({ delta: { collections: withNew.collections } });
  });

  it('sends a reshaped collection in full when its rows moved, since element changes cannot say so', () => {
    const hoisted: FoldedCollection = {
      ...grid([]),
      fields: ['key', 'name'],
      items: [
        ['a', 'A'],
        ['b', 'B'],
      ],
    };
    hoisted.itemControls = { price: { role: 'observable', value: '£1' } };
    const after: Snapshot = {
      url: before.url,
      collections: [
        grid([
          ['b', '£1'],
          ['a', '£2'],
        ]),
      ],
    };
    expect(snapshotDelta({ url: before.url, collections: [hoisted] }, after).collections).toEqual(after.collections);
  });

  it('sends a reshaped collection in full when a row came in, since element changes cannot place it', () => {
    const hoisted: FoldedCollection = {
      ...grid([]),
      fields: ['key', 'name'],
      itemControls: { price: { role: 'observable', value: '£1' } },
      items: ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => [key, key.toUpperCase()]),
    };
    const after: Snapshot = {
      url: before.url,
      collections: [
        grid([['a', '£1'], ['x', '£2'], ...['b', 'c', 'd', 'e', 'f'].map((key): [string, string] => [key, '£1'])]),
      ],
    };
    expect(snapshotDelta({ url: before.url, collections: [hoisted] }, after)).toEqual({
      delta: true,
      collections: after.collections,
    });
  });

  it('sends a new collection in full, and names a collection that went away', () => {
    const gone = structuredClone(before);
    delete gone.collections;
    expect(snapshotDelta(before, gone).removed).toEqual(['products.grid']);
    expect(snapshotDelta(gone, before).collections).toEqual(before.collections);
    expect(snapshotDelta(gone, before)).not.toHaveProperty('added');
  });
});

describe('a total', () => {
  it("states a collection's new total as a change of its own entry, rows untouched", () => {
    const virtual: Snapshot = {
      ...structuredClone(before),
      collections: [
        {
          ...grid([
            ['a', '£1'],
            ['b', '£2'],
          ]),
          total: 250,
        },
      ],
    };
    const filtered = structuredClone(virtual);
    filtered.collections![0]!.total = 40;
    expect(snapshotDelta(virtual, filtered)).toEqual({ delta: true, changed: [{ id: 'products.grid', total: 40 }] });
    // Every row held now: the total is gone.
    delete filtered.collections![0]!.total;
    expect(snapshotDelta(virtual, filtered)).toEqual({ delta: true, changed: [{ id: 'products.grid', total: null }] });
  });
});

describe('a modal, stated once', () => {
  const page: Snapshot = {
    url: 'http://127.0.0.1/products',
    screen: 'products.page',
    action: [{ id: 'filters.reset', name: 'Reset' }],
    observable: [{ id: 'cart.count', value: '0' }],
    collections: [
      grid([
        ['a', '£1'],
        ['b', '£2'],
      ]),
    ],
  };
  const behindIds = ['filters.reset', 'cart.count', 'products.grid', ...unfold(page.collections![0]!).map((m) => m.id)];
  const dialog: Snapshot = {
    url: page.url,
    screen: 'products.page',
    modal: 'confirm',
    region: [{ id: 'confirm', name: 'Confirm' }],
    action: [{ id: 'confirm.ok', name: 'OK' }],
  };

  it('names the modal and adds what it holds, restating nothing behind it', () => {
    expect(snapshotDelta(page, dialog, { behindModal: new Set(behindIds) })).toEqual({
      modal: 'confirm',
      delta: true,
      added: { action: [{ id: 'confirm.ok', name: 'OK' }], region: [{ id: 'confirm', name: 'Confirm' }] },
    });
  });

  it('restates nothing behind it that an observe since the baseline told the agent, elements and rows alike', () => {
    // The agent observed cart.count at 1 and row b's price at £5 after the baseline; the page holds
    // both so behind the modal. The baseline's older values are no news, and stating them is false.
    const sentSince = new Map<string, HintEntry | null>([
      ['cart.count', { id: 'cart.count', role: 'observable', value: '1' }],
      ['products.grid.item.b.price', { id: 'products.grid.item.b.price', role: 'observable', value: '£5' }],
    ]);
    expect(snapshotDelta(page, dialog, { behindModal: new Set(behindIds), sentSince })).toEqual({
      modal: 'confirm',
      delta: true,
      added: { action: [{ id: 'confirm.ok', name: 'OK' }], region: [{ id: 'confirm', name: 'Confirm' }] },
    });
  });

  it('on close says modal: null, the modal gone, and only what changed behind it meanwhile', () => {
    const sent = carryBehindModal(page, dialog, new Set(behindIds));
    const closed = structuredClone(page);
    closed.observable = [{ id: 'cart.count', value: '1' }];
    expect(snapshotDelta(sent, closed)).toEqual({
      modal: null,
      delta: true,
      removed: ['confirm'],
      changed: [{ id: 'cart.count', value: '1' }],
    });
  });

  it('keeps what lies behind through a second modal, and reports as added what the agent was never told of', () => {
    const sent = carryBehindModal(page, dialog, new Set(behindIds));
    const second: Snapshot = {
      url: page.url,
      screen: 'products.page',
      modal: true,
      action: [{ id: 'sure.yes', name: 'Yes' }],
    };
    const behind = new Set([...behindIds, 'confirm', 'confirm.ok', 'filters.more']);
    expect(snapshotDelta(sent, second, { behindModal: behind })).toEqual({
      modal: true,
      delta: true,
      added: { action: [{ id: 'sure.yes', name: 'Yes' }] },
    });
    const held = carryBehindModal(sent, second, behind);
    const closed = structuredClone(page);
    closed.action!.push({ id: 'filters.more', name: 'More' });
    expect(snapshotDelta(held, closed)).toEqual({
      modal: null,
      delta: true,
      added: { action: [{ id: 'filters.more', name: 'More' }] },
      removed: ['sure.yes', 'confirm'],
    });
  });

  it('sends the small delta when a modal over a large page closes', () => {
    const big: Snapshot = {
      ...structuredClone(page),
      input: Array.from({ length: 40 }, (_, n) => ({ id: `form.field${n}`, name: `Field ${n}` })),
    };
    const sent = carryBehindModal(big, dialog, new Set([...behindIds, ...big.input!.map((entry) => entry.id)]));
    expect(chooseDelta(sent, big)).toEqual({ delta: { modal: null, delta: true, removed: ['confirm'] }, sent: big });
  });
});

describe('removed ids standing for the ids under them', () => {
  const menu: Snapshot = {
    url: 'http://127.0.0.1/decks',
    action: [
      { id: 'deck.open', name: 'Open' },
      { id: 'deck.menu.duplicate', name: 'Duplicate' },
      { id: 'deck.menu.delete', name: 'Delete' },
    ],
    region: [{ id: 'deck.menu', name: 'Deck actions' }],
  };

  it('names only the region when everything under it left', () => {
    const closed: Snapshot = { url: menu.url, action: [{ id: 'deck.open', name: 'Open' }] };
    expect(snapshotDelta(menu, closed).removed).toEqual(['deck.menu']);
  });

  it('names each id when something under the removed one is still listed', () => {
    const partly: Snapshot = {
      url: menu.url,
      action: [
        { id: 'deck.open', name: 'Open' },
        { id: 'deck.menu.delete', name: 'Delete' },
      ],
    };
    expect(snapshotDelta(menu, partly).removed).toEqual(['deck.menu.duplicate', 'deck.menu']);
  });

  it('names each id when a new id under the removed one appeared, so that nothing reads as gone that is there', () => {
    const replaced: Snapshot = {
      url: menu.url,
      action: [
        { id: 'deck.open', name: 'Open' },
        { id: 'deck.menu.undo', name: 'Undo' },
      ],
    };
    const delta = snapshotDelta(menu, replaced);
    expect(delta.removed).toEqual(['deck.menu.duplicate', 'deck.menu.delete', 'deck.menu']);
    expect(delta.added).toEqual({ action: [{ id: 'deck.menu.undo', name: 'Undo' }] });
  });

  it('names a row of a list without item hints by the prefix of its ids when the whole row left', () => {
    const decks = (keys: string[]): FoldedCollection => ({
      id: 'decks.list',
      idPattern: 'decks.list.item.{key}[.{control}]',
      itemControls: { name: { role: 'observable' }, menu: { role: 'action', name: 'Deck actions' } },
      fields: ['key', 'name.value'],
      items: keys.map((key) => [key, key.toUpperCase()]),
    });
    const two: Snapshot = {
      url: menu.url,
      region: [{ id: 'decks', name: 'My decks' }],
      collections: [decks(['d1', 'd2'])],
    };
    // One row left is no longer folded: its members are listed one by one.
    const one: Snapshot = {
      url: menu.url,
      action: [{ id: 'decks.list.item.d2.menu', name: 'Deck actions' }],
      observable: [{ id: 'decks.list.item.d2.name', value: 'D2' }],
      region: [{ id: 'decks', name: 'My decks' }],
      collection: [{ id: 'decks.list' }],
    };
    expect(snapshotDelta(two, one).removed).toEqual(['decks.list.item.d1']);
    // Not when a member of that row is still listed.
    const kept = structuredClone(one);
    kept.observable!.push({ id: 'decks.list.item.d1.name', value: 'D1' });
    expect(snapshotDelta(two, kept).removed).toEqual(['decks.list.item.d1.menu']);
  });

  it('covers the members of a collection that left inside a region that left', () => {
    const page: Snapshot = {
      url: menu.url,
      option: [{ id: 'tabs.products', name: 'Products', state: 'selected' }],
      region: [{ id: 'products', name: 'Products' }],
      action: [{ id: 'products.reset', name: 'Reset' }],
      collections: [
        grid([
          ['a', '£1'],
          ['b', '£2'],
        ]),
      ],
    };
    const otherTab: Snapshot = { url: menu.url, option: [{ id: 'tabs.products', name: 'Products' }] };
    expect(snapshotDelta(page, otherTab).removed).toEqual(['products']);
  });
});

describe('a move to another screen that keeps a header and a navigation', () => {
  const chrome = (current: string): Snapshot => ({
    url: `http://127.0.0.1/${current}`,
    screen: `${current}.page`,
    navigation: ['dashboard', 'orders', 'settings'].map((to) => ({
      id: `nav.${to}`,
      name: to,
      target: `${to}.page`,
      ...(to === current ? { state: 'active' } : {}),
    })),
    action: [{ id: 'header.user', name: 'Account' }],
    observable: [{ id: 'header.unread', value: '3' }],
  });
  // Its parts have roots of their own, as apps often name them.
  const dashboard: Snapshot = {
    ...chrome('dashboard'),
    observable: [
      { id: 'header.unread', value: '3' },
      { id: 'stats.revenue', value: '£12,400' },
      { id: 'stats.orders', value: '12' },
    ],
    action: [
      { id: 'header.user', name: 'Account' },
      { id: 'quick.new-order', name: 'New order' },
      { id: 'quick.invite', name: 'Invite' },
    ],
    region: [{ id: 'dashboard', name: 'Dashboard' }],
    collections: [{ ...grid([['a', '£1']]), id: 'recent.list', idPattern: 'recent.list.item.{key}[.{control}]' }],
  };
  const settings: Snapshot = {
    ...chrome('settings'),
    input: [{ id: 'settings.name', name: 'Shop name', value: 'Back office' }],
    region: [{ id: 'settings', name: 'Settings' }],
  };

  it('states what stayed when that is shorter than what left, and repeats none of it', () => {
    expect(snapshotDelta(dashboard, settings)).toEqual({
      url: settings.url,
      screen: 'settings.page',
      delta: true,
      added: { input: settings.input, region: settings.region },
      kept: ['nav', 'header'],
      changed: [
        { id: 'nav.dashboard', state: null },
        { id: 'nav.settings', state: 'active' },
      ],
    });
  });

  it('states what left when that is shorter: the prefix its ids share', () => {
    const delta = snapshotDelta(settings, dashboard);
    expect(delta.removed).toEqual(['settings']);
    expect(delta).not.toHaveProperty('kept');
  });

  it('states what left when what stayed cannot be named without naming something gone', () => {
    // header.user stays but header.user.menu left: no prefix covers the one and not the other.
    const menuOpen: Snapshot = {
      ...dashboard,
      action: [...dashboard.action!, { id: 'header.user.menu.logout', name: 'Log out' }],
      region: [...dashboard.region!, { id: 'header.user.menu', name: 'Account' }],
    };
    const header = { ...settings, action: [{ id: 'header.user', name: 'Account' }] };
    const delta = snapshotDelta(menuOpen, header);
    expect(delta).not.toHaveProperty('kept');
    expect(delta.removed?.toSorted()).toEqual(['dashboard', 'header.user.menu', 'quick', 'recent.list', 'stats']);
  });

  it('comes as a delta, smaller than the full snapshot, though the news is most of the screen', () => {
    const orders: Snapshot = {
      ...chrome('orders'),
      region: [{ id: 'orders', name: 'Orders' }],
      collections: [
        {
          ...grid(Array.from({ length: 12 }, (_, at): [string, string] => [`o${at}`, `£${at}.00`])),
          id: 'orders.list',
          idPattern: 'orders.list.item.{key}[.{control}]',
        },
      ],
    };
    const choice = chooseDelta(dashboard, orders);
    expect(choice).toHaveProperty('delta');
    const { delta } = choice as { delta: object };
    expect(JSON.stringify(delta).length).toBeLessThan(JSON.stringify(orders).length);
    expect(JSON.stringify(delta).length).toBeGreaterThan((2 / 3) * JSON.stringify(orders).length);
  });
});

describe('what the agent was told since the baseline', () => {
  const sent = (...states: Array<[string, HintEntry | null]>) => ({ sentSince: new Map(states) });

  it('leaves out a change an observe already reported, and reports a change made after it', () => {
    const after = structuredClone(before);
    after.observable = [{ id: 'cart.count', value: '2' }];
    after.action = [
      { id: 'filters.reset', name: 'Reset' },
      { id: 'checkout', name: 'Checkout' },
    ];
    const delta = snapshotDelta(
      before,
      after,
      sent(
        ['cart.count', { id: 'cart.count', role: 'observable', value: '1' }],
        ['checkout', { id: 'checkout', role: 'action', name: 'Checkout' }],
      ),
    );
    expect(delta).toEqual({ delta: true, changed: [{ id: 'cart.count', value: '2' }] });
  });

  it('leaves out an element an observe reported absent, unless it stands for others', () => {
    const after = structuredClone(before);
    after.action = [{ id: 'checkout', name: 'Checkout', enabled: false }];
    expect(snapshotDelta(before, after, sent(['filters.reset', null]))).toEqual({ delta: true });
    const dialog: Snapshot = {
      url: before.url,
      region: [{ id: 'create.dialog', name: 'New deck' }],
      input: [{ id: 'create.dialog.name', name: 'Deck name' }],
    };
    const closed: Snapshot = { url: before.url };
    expect(snapshotDelta(dialog, closed, sent(['create.dialog', null])).removed).toEqual(['create.dialog']);
    // SentRecord absent, and come back: it is news.
    expect(snapshotDelta(before, structuredClone(before), sent(['filters.reset', null])).added).toEqual({
      action: [{ id: 'filters.reset', name: 'Reset' }],
    });
  });

  it('restates a row that is as it was in the baseline when an answer since said otherwise', () => {
    // An observe said the price read £7; the page shows £1 again, as in the baseline.
    const delta = snapshotDelta(
      before,
      structuredClone(before),
      sent(['products.grid.item.a.price', { id: 'products.grid.item.a.price', role: 'observable', value: '£7' }]),
    );
    expect(delta.collections).toEqual([{ id: 'products.grid', changed: [['a', 'A', '£1']] }]);
    // The same for the collection's own fields, which rows cannot carry.
    const own = sent(['products.grid', { id: 'products.grid', role: 'collection', enabled: false }]);
    expect(snapshotDelta(before, structuredClone(before), own)).toEqual({
      delta: true,
      changed: [{ id: 'products.grid', enabled: true }],
    });
  });

  it("leaves out a row whose every member's new state was reported, and keeps one with news", () => {
    const after = structuredClone(before);
    after.collections = [
      grid([
        ['a', '£9'],
        ['b', '£8'],
        ['c', '£3'],
      ]),
    ];
    const delta = snapshotDelta(
      before,
      after,
      sent(['products.grid.item.a.price', { id: 'products.grid.item.a.price', role: 'observable', value: '£9' }]),
    );
    expect(delta.collections).toEqual([{ id: 'products.grid', changed: [['b', 'B', '£8']] }]);
  });

  it('leaves a row an observe reported gone to its collection, saying it once', () => {
    const after = structuredClone(before);
    after.collections = [
      grid([
        ['a', '£1'],
        ['c', '£3'],
      ]),
    ];
    const delta = snapshotDelta(before, after, sent(['products.grid.item.b', null]));
    expect(delta.collections).toEqual([{ id: 'products.grid', removed: ['b'] }]);
    expect(delta).not.toHaveProperty('removed');
  });

  it("ignores what was reported of elements outside the baseline's scope", () => {
    const after = structuredClone(before);
    expect(
      snapshotDelta(
        before,
        after,
        sent(['elsewhere.total', { id: 'elsewhere.total', role: 'observable', value: '3' }]),
      ),
    ).toEqual({ delta: true });
  });
});

describe('chooseDelta', () => {
  it('falls back to the full snapshot: alone when there is no baseline or the delta is large, with a reason when it was cut', () => {
    expect(chooseDelta(undefined, before)).toEqual({});
    expect(chooseDelta({ ...before, truncated: { omitted: 3 } }, before)).toEqual({
      full: 'the earlier snapshot was cut',
    });
    const otherScreen: Snapshot = {
      url: 'http://127.0.0.1/cart',
      screen: 'cart.page',
      action: [{ id: 'cart.checkout', name: 'Check out' }],
    };
    expect(chooseDelta(before, otherScreen)).toEqual({});
  });

  it('gives way to the full snapshot, which can be cut, when the delta alone is past the ceiling', () => {
    const after = structuredClone(before);
    after.observable = [{ id: 'cart.count', value: '1' }];
    expect(chooseDelta(before, after, { maxSize: 20 })).toEqual({ full: 'the changes exceed the response ceiling' });
    expect(chooseDelta(before, after, { maxSize: 20_000 })).toHaveProperty('delta');
  });

  it('sends the delta when it is small next to the full snapshot', () => {
    const after = structuredClone(before);
    after.observable = [{ id: 'cart.count', value: '1' }];
    expect(chooseDelta(before, after)).toEqual({
      delta: { delta: true, changed: [{ id: 'cart.count', value: '1' }] },
      sent: after,
    });
  });
});
