// The demo's agent task, as data: an ordered list of tool calls, each with the result it must
// produce. The runner (run.ts) plays it against the two MCP servers; print.ts shows it.
//
// The task: in the Kestrel & Co. example shop, find a pair of wireless headphones, add them to
// the cart, check that the cart total is the price the product list showed, and check out.
// Reading is done with semantic-hints (semantic_snapshot, semantic_observe); every action goes
// through the official Playwright MCP, addressed by [data-semtag-id='…'] selectors.

/** Which MCP server a call goes to. */
export type ServerName = 'semantic-hints' | 'playwright';

export interface ToolCall {
  server: ServerName;
  tool: string;
  args: Record<string, unknown>;
}

/** A tool result as the script sees it. */
export interface StepResult {
  isError: boolean;
  /** The text of the result's content blocks, joined. */
  text: string;
  /** structuredContent, or the text parsed as JSON when it is JSON; else undefined. */
  json: unknown;
}

/** What earlier steps found out, for later steps to use. */
export interface DemoContext {
  /** The example shop's base URL, without a trailing slash. */
  appUrl: string;
  /** The product the agent picked from the grid. */
  product?: { key: string; name: string; price: string; addId: string };
}

export interface Step {
  /** What the agent is doing, and why, in one line. */
  title: string;
  call(ctx: DemoContext): ToolCall;
  /** The expectation, in words; printed beside the result. */
  expect: string;
  /**
   * Checks the result. Throws an ExpectationError (see fail()) when it differs from what the
   * script expects. May record findings in ctx. Returns an optional note for the ✓ line.
   */
  check(result: StepResult, ctx: DemoContext): string | void;
  /**
   * Call again until check() passes, at most this long: for effects that land a moment after
   * the action (a pretend payment). Never a fixed sleep.
   */
  poll?: { timeoutMs: number; intervalMs: number };
  /**
   * After a semantic_snapshot, also take Playwright MCP's browser_snapshot of the same page
   * (or of the same subtree, given as a CSS selector) and compare the token counts.
   */
  compare?: { target?: string };
}

export interface Section {
  title: string;
  steps: Step[];
}

export interface DemoScript {
  title: string;
  sections: Section[];
}

// ---------------------------------------------------------------- helpers for checks

/** A result that differs from what the script expects. */
export class ExpectationError extends Error {
  override name = 'ExpectationError';
}

export function fail(message: string): never {
  throw new ExpectationError(message);
}

/** The selector Playwright MCP gets for a hinted element. */
export function hinted(id: string): string {
  return `[data-semtag-id='${id}']`;
}

const show = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));

/** The result must not be an error; returns it as a JSON object. */
export function okObject(result: StepResult): Record<string, unknown> {
  if (result.isError) fail(`the tool returned an error: ${firstLine(result.text)}`);
  if (typeof result.json !== 'object' || result.json === null || Array.isArray(result.json)) {
    fail(`expected a JSON object, got ${JSON.stringify(result.text.slice(0, 200))}`);
  }
  return result.json as Record<string, unknown>;
}

/** For Playwright MCP actions: the call must have worked. */
export function actionOk(result: StepResult): string | void {
  if (result.isError) fail(`the action failed: ${firstLine(result.text)}`);
}

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '' && !l.startsWith('###')) ?? text;
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

export function expectField(
  entry: Record<string, unknown>,
  field: string,
  expected: unknown,
  what = String(entry['id'] ?? 'the element'),
): void {
  if (entry[field] !== expected) fail(`expected ${what} to have ${field} ${show(expected)}, got ${show(entry[field])}`);
}

/** An entry of one of a snapshot's flat groups, by id. */
export function entryIn(snapshot: Record<string, unknown>, group: string, id: string): Record<string, unknown> {
  const list = snapshot[group];
  const entry = Array.isArray(list) ? (list as Array<Record<string, unknown>>).find((e) => e['id'] === id) : undefined;
  if (!entry)
    fail(
      `expected "${id}" in the snapshot's ${group} group; ${group} has ${Array.isArray(list) ? list.map((e: { id?: unknown }) => e.id).join(', ') || 'nothing' : 'no entries'}`,
    );
  return entry;
}

export interface FoldedCollection {
  id: string;
  idPattern: string;
  fields: string[];
  items: unknown[][];
}

export function collectionIn(snapshot: Record<string, unknown>, id: string): FoldedCollection {
  const list = snapshot['collections'];
  const found = Array.isArray(list) ? (list as Array<Record<string, unknown>>).find((c) => c['id'] === id) : undefined;
  if (!found)
    fail(
      `expected the folded collection "${id}" in the snapshot, got ${Array.isArray(list) ? list.map((c: { id?: unknown }) => c.id).join(', ') || 'none' : 'no collections'}`,
    );
  if (!Array.isArray(found['fields']) || !Array.isArray(found['items']) || typeof found['idPattern'] !== 'string') {
    fail(`collection "${id}" lacks fields, items or idPattern`);
  }
  return found as unknown as FoldedCollection;
}

/** A collection's rows as objects keyed by its column names. */
export function rowsOf(collection: FoldedCollection): Array<Record<string, unknown>> {
  return collection.items.map((row) => Object.fromEntries(collection.fields.map((field, i) => [field, row[i]])));
}

/** Rebuilds a member's data-semtag-id from the collection's idPattern, e.g. "products.grid.item.{key}[.{control}]". */
export function memberId(collection: FoldedCollection, key: string, control?: string): string {
  const withKey = collection.idPattern.replace('{key}', key);
  return withKey.replace(/\[(.*?)\{control\}\]/, control === undefined ? '' : `$1${control}`);
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) fail(`no ${what}: an earlier step should have found it`);
  return value;
}

// ---------------------------------------------------------------- the task

export interface Customer {
  name: string;
  email: string;
  address: string;
  /** A test number that passes the shop's Luhn check. */
  card: string;
}

export interface DemoTask {
  /** What the agent is asked to buy, in words. */
  goal: string;
  /** Typed into the product search box. */
  search: string;
  /** How the agent recognises the product it wants among the matches. */
  wanted: RegExp;
  /** products.count after the search. */
  matches: string;
  customer: Customer;
}

export const DEFAULT_TASK: DemoTask = {
  goal: 'a pair of wireless headphones',
  search: 'wireless',
  wanted: /headphones/i,
  matches: '2 products',
  customer: {
    name: 'Sam Rivera',
    email: 'sam.rivera@example.com',
    address: '12 Harbour Road, Portland, ME 04101',
    card: '4242 4242 4242 4242',
  },
};

const sh = (tool: string, args: Record<string, unknown> = {}): ToolCall => ({ server: 'semantic-hints', tool, args });
const pw = (tool: string, args: Record<string, unknown>): ToolCall => ({ server: 'playwright', tool, args });
const observe = (id: string): ToolCall => sh('semantic_observe', { id });
const click = (id: string): ToolCall => pw('browser_click', { target: hinted(id) });
const type = (id: string, text: string): ToolCall => pw('browser_type', { target: hinted(id), text });

function typeStep(id: string, label: string, text: string): Step {
  return { title: `Type the ${label}`, call: () => type(id, text), expect: 'typed', check: actionOk };
}

export function demoScript(task: DemoTask = DEFAULT_TASK): DemoScript {
  const { customer } = task;
  return {
    title: `An agent buys ${task.goal} in the Kestrel & Co. example shop`,
    sections: [
      {
        title: 'Find a product',
        steps: [
          {
            title: 'Open the product list and read its semantic map',
            call: (ctx) => sh('semantic_snapshot', { url: `${ctx.appUrl}/products` }),
            expect: 'screen products.page, a search input and the products.grid collection',
            compare: {},
            check(result) {
              const snapshot = okObject(result);
              expectField(snapshot, 'screen', 'products.page', 'the snapshot');
              entryIn(snapshot, 'input', 'products.filters.search');
              const grid = collectionIn(snapshot, 'products.grid');
              if (grid.items.length < 2) fail(`expected several products in products.grid, got ${grid.items.length}`);
              return `${grid.items.length} products, folded into one products.grid block`;
            },
          },
          {
            title: `Search for "${task.search}"`,
            call: () => type('products.filters.search', task.search),
            expect: 'typed',
            check: actionOk,
          },
          {
            title: 'Check how many products match',
            call: () => observe('products.count'),
            expect: `value "${task.matches}"`,
            check(result) {
              expectField(okObject(result), 'value', task.matches);
            },
          },
          {
            title: 'Re-read just the grid (scope) and pick the product',
            call: () => sh('semantic_snapshot', { scope: 'products.grid' }),
            expect: `one in-stock row whose name matches ${task.wanted}`,
            compare: { target: hinted('products.grid') },
            check(result, ctx) {
              const grid = collectionIn(okObject(result), 'products.grid');
              const rows = rowsOf(grid);
              const picked = rows.filter((row) => task.wanted.test(String(row['name'] ?? '')));
              if (picked.length !== 1) {
                fail(
                  `expected exactly one row whose name matches ${task.wanted}, got ${picked.length} among: ${rows.map((r) => r['name']).join(', ')}`,
                );
              }
              const row = picked[0]!;
              // "add" is a presence column when only some cards have the button (out of stock).
              if (grid.fields.includes('add') && row['add'] !== true)
                fail(`${String(row['name'])} has no Add to cart button (out of stock?)`);
              const price = row['price.value'];
              if (typeof price !== 'string' || !/^\$\d/.test(price))
                fail(`expected a price like "$12.00" in column price.value, got ${show(price)}`);
              const key = String(row['key']);
              ctx.product = { key, name: String(row['name']), price, addId: memberId(grid, key, 'add') };
              return `${ctx.product.name}, ${price}; its button: ${ctx.product.addId}`;
            },
          },
        ],
      },
      {
        title: 'Add it to the cart',
        steps: [
          {
            title: 'Click its Add to cart button (id rebuilt from idPattern)',
            call: (ctx) => click(need(ctx.product, 'product').addId),
            expect: 'clicked',
            check: actionOk,
          },
          {
            title: 'Check the cart badge',
            call: () => observe('header.cart.count'),
            expect: 'value "1"',
            check(result) {
              expectField(okObject(result), 'value', '1');
            },
          },
        ],
      },
      {
        title: 'Open the cart and check the total',
        steps: [
          {
            title: 'Open the cart drawer',
            call: () => click('header.cart'),
            expect: 'clicked',
            check: actionOk,
          },
          {
            title: 'Read just the drawer (scope)',
            call: () => sh('semantic_snapshot', { scope: 'cart.drawer' }),
            expect: 'cart.drawer in state "open", its subtotal the price from the grid',
            compare: { target: hinted('cart.drawer') },
            check(result, ctx) {
              const snapshot = okObject(result);
              expectField(entryIn(snapshot, 'region', 'cart.drawer'), 'state', 'open');
              const { price } = need(ctx.product, 'product');
              expectField(entryIn(snapshot, 'observable', 'drawer.subtotal'), 'value', price);
            },
          },
          {
            title: 'Close the drawer',
            call: () => click('drawer.close'),
            expect: 'clicked',
            check: actionOk,
          },
          {
            title: "Go to the cart page with the header's Cart link",
            call: () => click('nav.cart'),
            expect: 'clicked',
            check: actionOk,
          },
          {
            title: 'Read the cart page',
            call: () => sh('semantic_snapshot'),
            expect: 'screen cart.page with one line, for the product',
            compare: {},
            check(result, ctx) {
              const snapshot = okObject(result);
              expectField(snapshot, 'screen', 'cart.page', 'the snapshot');
              const key = need(ctx.product, 'product').key;
              entryIn(snapshot, 'navigation', `cart.lines.item.${key}`);
              return `cart.lines.item.${key} is there`;
            },
          },
          {
            title: "Compare the cart total with the product's price",
            call: () => observe('cart.total'),
            expect: 'the price from the grid (orders over $100 ship free)',
            check(result, ctx) {
              const { price, name } = need(ctx.product, 'product');
              const entry = okObject(result);
              if (entry['value'] !== price)
                fail(
                  `expected cart.total to be ${price}, the price of ${name} in the grid, got ${show(entry['value'])}`,
                );
              return `${price} = the grid's price for ${name}`;
            },
          },
        ],
      },
      {
        title: 'Check out',
        steps: [
          {
            title: 'Go to checkout',
            call: () => click('cart.checkout'),
            expect: 'clicked',
            check: actionOk,
          },
          {
            title: 'Read the checkout form',
            call: () => sh('semantic_snapshot'),
            expect: 'screen checkout.page, four inputs, terms toggle, submit disabled',
            compare: {},
            check(result) {
              const snapshot = okObject(result);
              expectField(snapshot, 'screen', 'checkout.page', 'the snapshot');
              for (const id of ['checkout.name', 'checkout.email', 'checkout.address', 'checkout.card'])
                entryIn(snapshot, 'input', id);
              expectField(entryIn(snapshot, 'toggle', 'checkout.terms'), 'value', false);
              expectField(entryIn(snapshot, 'action', 'checkout.submit'), 'enabled', false);
              return 'checkout.submit is "enabled": false until the form is valid';
            },
          },
          typeStep('checkout.name', 'name', customer.name),
          typeStep('checkout.email', 'email', customer.email),
          typeStep('checkout.address', 'address', customer.address),
          typeStep('checkout.card', 'card number', customer.card),
          {
            title: 'Accept the terms of sale',
            call: () => click('checkout.terms'),
            expect: 'clicked',
            check: actionOk,
          },
          {
            title: 'Check that "Place order" is now enabled',
            call: () => observe('checkout.submit'),
            expect: 'no "enabled": false',
            check(result) {
              expectField(okObject(result), 'enabled', undefined);
            },
          },
          {
            title: 'Place the order',
            call: () => click('checkout.submit'),
            expect: 'clicked',
            check: actionOk,
          },
          {
            title: 'Wait for the confirmation (the payment takes a moment)',
            call: () => observe('checkout.confirmation'),
            expect: 'value "Order KC-…… is confirmed."',
            poll: { timeoutMs: 5_000, intervalMs: 100 },
            check(result) {
              const value = okObject(result)['value'];
              if (typeof value !== 'string' || !/^Order KC-\d{6} is confirmed\.$/.test(value)) {
                fail(`expected "Order KC-<6 digits> is confirmed.", got ${show(value)}`);
              }
            },
          },
          {
            title: 'Check that the cart is empty again',
            call: () => observe('header.cart.count'),
            expect: 'value "0"',
            check(result) {
              expectField(okObject(result), 'value', '0');
            },
          },
        ],
      },
    ],
  };
}
