// Tasks on the CRM fixture app (test/apps/crm: MUI parts, a persistent header and navigation, a
// pushState router, lists of tens of rows, modal dialogs), each crossing three screens or more with
// a list and a dialog on the way, as an agent working in a real product would.

import { fixtureAppPath } from '../test/support/fixture-apps.js';
import {
  all,
  block,
  choose,
  click,
  entries,
  expectScreen,
  expectValue,
  has,
  inOrder,
  lacks,
  navigate,
  rowKeys,
  rowLeft,
  type,
} from './tasks.js';
import type { Json, Task, TaskStep } from './tasks.js';

const CRM_APP_PATH = fixtureAppPath('crm');

const entry = (r: Json, id: string) => entries(r).get(id);

/**
 * The row `key` of collection `id` as a result states it: a row of its full block or of its added
 * or changed rows, or, for a list of one row (which does not fold), its item entry.
 */
function rowOf(r: Json, id: string, key: string): unknown[] | Json | undefined {
  const found = block(r, id);
  for (const rows of [found?.['items'], found?.['added'], found?.['changed']])
    if (Array.isArray(rows)) {
      const row = (rows as unknown[][]).find((cells) => String(cells[0]) === key);
      if (row) return row;
    }
  return entry(r, `${id}.item.${key}`);
}

/** The row is stated, and says `text` among its cells (or in its entries' values). */
function rowSays(r: Json, id: string, key: string, text?: string): string | undefined {
  const row = rowOf(r, id, key);
  if (!row) return `${id} should hold row ${key}`;
  if (text === undefined) return undefined;
  const said = Array.isArray(row)
    ? row.some((cell) => cell === text)
    : [...entries(r).values()].some((e) => e.id.startsWith(`${id}.item.${key}.`) && e['value'] === text);
  return said ? undefined : `row ${key} of ${id} should say ${text}`;
}

function firstRow(r: Json, id: string, key: string): string | undefined {
  const keys = rowKeys(r, id);
  return keys?.[0] === key ? undefined : `${id} should start with ${key}, read ${JSON.stringify(keys?.slice(0, 3))}`;
}

/** Opening the app on its dashboard: the first full snapshot of a task. */
const openDashboard = (base: string): TaskStep => ({
  title: 'open the app',
  act: navigate(`${base}${CRM_APP_PATH}`),
  read: { kind: 'screen' },
  companion: (r) => all(expectScreen(r, 'dashboard.page'), expectValue(r, 'dashboard.open-orders', '12 open orders')),
  playwright: (s) => has(s, 'heading "Dashboard"', '12 open orders'),
});

const toCustomers: TaskStep = {
  title: 'go to Customers',
  act: click('nav.customers'),
  read: { kind: 'changes', effect: 'screen' },
  companion: (r) => all(expectScreen(r, 'customers.page'), expectValue(r, 'customers.count', '36 customers')),
  playwright: (s) => has(s, 'heading "Customers"', '36 customers'),
};

export const CRM_TASKS: Task[] = [
  {
    key: 'crm-new-order',
    title: 'Find Grace Hopper, create an order for her in the dialog, then open it from the orders list',
    app: 'CRM (MUI)',
    realSize: true,
    start: CRM_APP_PATH,
    steps: (base) => [
      openDashboard(base),
      toCustomers,
      {
        title: 'search for Hopper',
        act: type('customers.search', 'Hopper'),
        read: { kind: 'changes', effect: 'list' },
        companion: (r) => all(expectValue(r, 'customers.count', '1 customer'), rowLeft(r, 'customers.list', 'c-01')),
        playwright: (s) => all(has(s, '1 customer'), lacks(s, 'Ada Lovelace')),
      },
      {
        title: 'open Grace Hopper',
        act: click('customers.list.item.c-03'),
        read: { kind: 'changes', effect: 'screen' },
        companion: (r) =>
          all(
            expectScreen(r, 'customer.detail'),
            expectValue(r, 'customer.email', 'grace@cobolworks.example'),
            rowSays(r, 'customer.orders', '1023'),
          ),
        playwright: (s) => has(s, 'heading "Grace Hopper"', 'grace@cobolworks.example', '#1023'),
      },
      {
        title: 'open the New order dialog',
        act: click('customer.new-order'),
        read: { kind: 'changes', effect: 'panel' },
        companion: (r) =>
          all(
            entry(r, 'order.dialog')?.['name'] === 'New order for Grace Hopper'
              ? undefined
              : 'the dialog should be for Grace',
            entry(r, 'order.dialog.submit')?.['enabled'] === false ? undefined : 'Create order should start disabled',
          ),
        playwright: (s) =>
          has(s, /dialog[^\n]*\n\s+- heading "New order for Grace Hopper"/, /button "Create order" \[disabled\]/),
      },
      {
        title: 'choose the Meridian Turntable',
        act: choose('order.dialog.product', 'Meridian Turntable'),
        read: { kind: 'observe', id: ['order.dialog.product', 'order.dialog.total'], until: 'changed' },
        companion: (r) =>
          all(
            expectValue(r, 'order.dialog.product', 'Meridian Turntable'),
            expectValue(r, 'order.dialog.total', '$329.00'),
          ),
        playwright: (s) => has(s, /option "Meridian Turntable" \[selected\]/, '$329.00'),
      },
      {
        title: 'order two',
        act: type('order.dialog.qty', '2'),
        read: { kind: 'observe', id: ['order.dialog.total', 'order.dialog.submit'], until: { enabled: true } },
        companion: (r) =>
          all(
            expectValue(r, 'order.dialog.total', '$658.00'),
            entry(r, 'order.dialog.submit')?.['enabled'] === false ? 'Create order should be enabled' : undefined,
          ),
        playwright: (s) => all(has(s, '$658.00'), lacks(s, '[disabled]')),
      },
      {
        title: 'create the order',
        act: click('order.dialog.submit'),
        read: { kind: 'changes', effect: 'list' },
        companion: (r) =>
          all(
            rowSays(r, 'customer.orders', '1041', '$658.00'),
            expectValue(r, 'customer.message', 'Order #1041 created.'),
            expectValue(r, 'header.open-orders', '13 open orders'),
            (r['removed'] as string[] | undefined)?.includes('order.dialog') ? undefined : 'the dialog should be gone',
          ),
        playwright: (s) =>
          all(has(s, 'Order #1041 created.', '13 open orders', '#1041'), lacks(s, 'heading "New order for')),
      },
      {
        title: 'go to Orders',
        act: click('nav.orders'),
        read: { kind: 'changes', effect: 'screen' },
        companion: (r) =>
          all(
            expectScreen(r, 'orders.page'),
            expectValue(r, 'orders.count', '41 orders'),
            firstRow(r, 'orders.list', '1041'),
          ),
        playwright: (s) => all(has(s, 'heading "Orders"', '41 orders'), inOrder(s, '#1041', '#1040')),
      },
      {
        title: 'open the new order',
        act: click('orders.list.item.1041'),
        read: { kind: 'changes', effect: 'screen' },
        companion: (r) =>
          all(
            expectScreen(r, 'order.detail'),
            expectValue(r, 'order.total', '$658.00'),
            expectValue(r, 'order.status', 'Pending'),
          ),
        playwright: (s) => has(s, 'heading "Order #1041"', '$658.00', 'Pending'),
      },
    ],
  },
  {
    key: 'crm-ship-order',
    title: 'Ship the oldest pending order, confirming in the dialog, and see the dashboard count drop',
    app: 'CRM (MUI)',
    realSize: true,
    start: CRM_APP_PATH,
    steps: (base) => [
      openDashboard(base),
      {
        title: 'go to Orders',
        act: click('nav.orders'),
        read: { kind: 'changes', effect: 'screen' },
        companion: (r) => all(expectScreen(r, 'orders.page'), expectValue(r, 'orders.count', '40 orders')),
        playwright: (s) => has(s, 'heading "Orders"', '40 orders'),
      },
      {
        title: 'show the pending ones',
        act: click('orders.filters.status.pending'),
        read: { kind: 'changes', effect: 'list' },
        companion: (r) =>
          all(
            expectValue(r, 'orders.count', '12 orders'),
            // MUI draws tab labels in capitals (text-transform): the choice reads as the user sees it.
            expectValue(r, 'orders.filters.status', 'PENDING'),
            rowLeft(r, 'orders.list', '1028'),
          ),
        playwright: (s) => all(has(s, /tab "Pending"[^\n]*\[selected\]/, '12 orders'), lacks(s, '#1028')),
      },
      {
        title: 'sort oldest first',
        act: choose('orders.sort', 'Oldest first'),
        read: { kind: 'changes', effect: 'list' },
        companion: (r) => firstRow(r, 'orders.list', '1029'),
        playwright: (s) => inOrder(s, '#1029', '#1030', '#1040'),
      },
      {
        title: 'open the oldest, #1029',
        act: click('orders.list.item.1029'),
        read: { kind: 'changes', effect: 'screen' },
        companion: (r) =>
          all(
            expectScreen(r, 'order.detail'),
            expectValue(r, 'order.status', 'Pending'),
            expectValue(r, 'order.total', '$777.00'),
          ),
        playwright: (s) => has(s, 'heading "Order #1029"', '$777.00', 'Tony Hoare'),
      },
      {
        title: 'open the ship dialog',
        act: click('order.ship'),
        read: { kind: 'changes', effect: 'panel' },
        companion: (r) =>
          all(
            entry(r, 'ship.dialog')?.['name'] === 'Ship order #1029?'
              ? undefined
              : 'the dialog should ask to ship #1029',
            entry(r, 'ship.dialog.confirm') ? undefined : 'the dialog should offer to confirm',
          ),
        playwright: (s) => has(s, /dialog[^\n]*\n\s+- '?heading "Ship order #1029\?"/),
      },
      {
        title: 'confirm',
        act: click('ship.dialog.confirm'),
        read: { kind: 'observe', id: ['order.status', 'header.open-orders'], until: 'changed' },
        companion: (r) =>
          all(expectValue(r, 'order.status', 'Shipped'), expectValue(r, 'header.open-orders', '11 open orders')),
        playwright: (s) =>
          all(has(s, 'Order #1029 marked as shipped.', '11 open orders'), lacks(s, 'heading "Ship order')),
      },
      {
        title: 'back to the dashboard',
        act: click('nav.dashboard'),
        read: { kind: 'changes', effect: 'screen' },
        companion: (r) =>
          all(expectScreen(r, 'dashboard.page'), expectValue(r, 'dashboard.open-orders', '11 open orders')),
        playwright: (s) => has(s, 'heading "Dashboard"', '11 open orders'),
      },
    ],
  },
  {
    key: 'crm-promote',
    title: 'Promote a Silver customer to Gold in the edit dialog, then find them among the Gold ones',
    app: 'CRM (MUI)',
    realSize: true,
    start: CRM_APP_PATH,
    steps: (base) => [
      openDashboard(base),
      toCustomers,
      {
        title: 'show the Silver customers',
        act: choose('customers.filters.tier', 'Silver'),
        read: { kind: 'changes', effect: 'list' },
        companion: (r) => all(expectValue(r, 'customers.count', '12 customers'), rowLeft(r, 'customers.list', 'c-01')),
        playwright: (s) => all(has(s, '12 customers'), lacks(s, 'Ada Lovelace')),
      },
      {
        title: 'open Alan Turing',
        act: click('customers.list.item.c-02'),
        read: { kind: 'changes', effect: 'screen' },
        companion: (r) => all(expectScreen(r, 'customer.detail'), expectValue(r, 'customer.tier', 'Silver')),
        playwright: (s) => has(s, 'heading "Alan Turing"', 'Silver'),
      },
      {
        title: 'open the edit dialog',
        act: click('customer.edit'),
        read: { kind: 'changes', effect: 'panel' },
        companion: (r) =>
          all(
            entry(r, 'customer.dialog')?.['name'] === 'Edit Alan Turing'
              ? undefined
              : 'the dialog should edit Alan Turing',
            expectValue(r, 'customer.dialog.tier', 'Silver'),
          ),
        playwright: (s) => has(s, /dialog[^\n]*\n\s+- heading "Edit Alan Turing"/, /option "Silver" \[selected\]/),
      },
      {
        title: 'choose Gold',
        act: choose('customer.dialog.tier', 'Gold'),
        read: { kind: 'observe', id: 'customer.dialog.tier', until: { value: 'Gold' } },
        companion: (r) => expectValue(r, 'customer.dialog.tier', 'Gold'),
        playwright: (s) => has(s, /option "Gold" \[selected\]/),
      },
      {
        title: 'save',
        act: click('customer.dialog.save'),
        read: { kind: 'observe', id: ['customer.tier', 'customer.message'], until: 'changed' },
        companion: (r) =>
          all(expectValue(r, 'customer.tier', 'Gold'), expectValue(r, 'customer.message', 'Alan Turing saved.')),
        playwright: (s) => all(has(s, 'Alan Turing saved.'), lacks(s, 'heading "Edit Alan')),
      },
      {
        title: 'back to Customers',
        act: click('customer.back'),
        read: { kind: 'changes', effect: 'screen' },
        companion: (r) =>
          all(
            expectScreen(r, 'customers.page'),
            expectValue(r, 'customers.count', '36 customers'),
            rowSays(r, 'customers.list', 'c-02', 'Gold'),
          ),
        playwright: (s) =>
          has(s, 'heading "Customers"', '36 customers', /link "Alan Turing"(?:(?!- row)[\s\S])*cell "Gold"/),
      },
      {
        title: 'show the Gold customers',
        act: choose('customers.filters.tier', 'Gold'),
        read: { kind: 'changes', effect: 'list' },
        companion: (r) =>
          all(
            expectValue(r, 'customers.count', '13 customers'),
            rowLeft(r, 'customers.list', 'c-03'),
            rowLeft(r, 'customers.list', 'c-02') === undefined ? 'Alan Turing should stay listed' : undefined,
          ),
        playwright: (s) => all(has(s, '13 customers', 'Alan Turing'), lacks(s, 'Grace Hopper')),
      },
    ],
  },
];
