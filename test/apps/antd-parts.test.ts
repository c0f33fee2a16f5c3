// What the server says about real Ant Design parts in the inventory fixture app (test/apps/antd):
// Select with its virtual list, Checkbox, Switch, Radio group, Slider, Tabs, Table with pagination,
// Dropdown, Collapse and Modal. Our server, in process, reads the app while the test's own Playwright
// page acts on it, as Playwright MCP would; every fact stated is checked against what the page holds
// (ARIA and DOM state, the names Chromium computes), closed and open, before and after a change.

import { describe, expect, it } from 'vitest';
import type { Review } from '../../src/page/types.js';
import { collectionIn, entryIn as entry, fixtureAppSession } from '../support/fixture-app-session.js';
import { pageTruth, toggleValueOf } from '../support/page-truth.js';
import { fixtureAppUrl } from '../support/test-env.js';

const appPage = await fixtureAppUrl('antd');
const appUrl = () => appPage;
const app = fixtureAppSession(appUrl);
const { click, snapshot, observe, hint, clickUntil } = app;
const { chromiumName, ariaState, until } = pageTruth(app);
const review = () => app.server.ok<Review>('semantic_review', {});

/** The visible text of an element, whitespace collapsed, as a reader sees it. */
const shownText = async (selector: string) =>
  (await app.page.locator(selector).first().innerText()).replace(/\s+/g, ' ').trim();

/** The product rows the page's table shows now: their keys and text. */
const tableRows = () =>
  app.page
    .locator('[data-semtag-id="products"] tbody tr[data-row-key]')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.getAttribute('data-row-key')!,
        (row as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      ]),
    );

/** The collection's rows, as the snapshot folds them: key and the row's value. */
async function expectTableMatchesPage() {
  const products = collectionIn(await snapshot(), 'products');
  expect(products.name).toBe('Products');
  expect(products.item).toEqual({ role: 'observable' });
  expect(products.items).toEqual(await tableRows());
  // The page states no total for the table (no aria-rowcount): the snapshot gives none.
  expect(await app.page.locator('[data-semtag-id="products"] [aria-rowcount]').count()).toBe(0);
  expect(products).not.toHaveProperty('total');
}

describe('Select with a virtual list of 300 warehouses', () => {
  const combobox = "[data-semtag-id='filters.warehouse'] [role='combobox']";

  it('reads the chosen warehouse closed and open, the rendered window of options, no total, and a new choice', async () => {
    // Closed: antd shows the choice as text beside a read-only, empty combobox input.
    expect(await app.page.locator(combobox).inputValue()).toBe('');
    expect(await app.page.locator(combobox).getAttribute('readonly')).not.toBeNull();
    expect(await observe('filters.warehouse')).toEqual({
      id: 'filters.warehouse',
      role: 'select',
      name: await app.chromiumName(combobox),
      value: await shownText("[data-semtag-id='filters.warehouse']"),
    });
    expect((await observe('filters.warehouse')).value).toBe('Warehouse 001');

    await clickUntil('filters.warehouse', 'filters.warehouse.wh-001');
    expect(await app.page.locator(combobox).getAttribute('aria-expanded')).toBe('true');
    // The virtual list renders a window of the 300, and states no total: no aria-setsize anywhere.
    const rendered = await app.page
      .locator("[data-semtag-id^='filters.warehouse.']")
      .evaluateAll((options) => options.map((o) => o.getAttribute('data-semtag-id')!));
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(300);
    expect(await app.page.locator('[aria-setsize], [aria-rowcount]').count()).toBe(0);
    const s = await snapshot();
    const select = entry(s, 'select', 'filters.warehouse');
    expect(select).toEqual({ id: 'filters.warehouse', name: 'Warehouse', value: 'Warehouse 001' });
    expect(select).not.toHaveProperty('total');
    // The rendered options are listed, in order, named as the page titles them.
    const listed = (s.option ?? []).filter((o) => o.id.startsWith('filters.warehouse.'));
    expect(listed.map((o) => o.id)).toEqual(rendered);
    for (const option of listed.slice(0, 3)) {
      expect(option.name, option.id).toBe(await hint(option.id).getAttribute('title'));
    }

    await clickUntil('filters.warehouse.wh-003', 'filters.warehouse.wh-003', 'hidden');
    expect(await app.page.locator(combobox).getAttribute('aria-expanded')).toBe('false');
    expect((await observe('filters.warehouse')).value).toBe(await shownText("[data-semtag-id='filters.warehouse']"));
    expect((await observe('filters.warehouse')).value).toBe('Warehouse 003');
    expect((await observe('status')).value).toBe('Showing Warehouse 003.');
  });
});

describe('Checkbox, Switch and Radio group', () => {
  it('reads the checkbox and switch from the page, before and after a click', async () => {
    for (const on of [false, true]) {
      const checkbox = await observe('filters.in-stock');
      expect(checkbox).toEqual({
        id: 'filters.in-stock',
        role: 'toggle',
        name: await chromiumName('filters.in-stock'),
        value: await hint('filters.in-stock').isChecked(),
      });
      expect(checkbox.value).toBe(on);
      const toggle = await observe('filters.archived');
      expect(await ariaState('filters.archived', 'role')).toBe('switch');
      expect(toggle).toEqual({
        id: 'filters.archived',
        role: 'toggle',
        name: await chromiumName('filters.archived'),
        value: toggleValueOf(await ariaState('filters.archived', 'aria-checked')),
      });
      expect(toggle.value).toBe(on);
      if (on) break;
      await click('filters.in-stock');
      await click('filters.archived');
      await until('filters.archived', 'aria-checked', 'true');
      await app.page.locator("[data-semtag-id='filters.in-stock']:checked").waitFor();
    }
    expect((await observe('status')).value).toBe('Archived products shown.');
    // Only products in stock are left in the table.
    await expectTableMatchesPage();
    expect(collectionIn(await snapshot(), 'products').items.map((row) => row[0])).toEqual([
      'sku-1',
      'sku-3',
      'sku-4',
      'sku-6',
    ]);
  });

  it('reads the radio group as one select: its radios as options, the checked one as value', async () => {
    const radios = ['all', 'hardware', 'software', 'services'].map((key) => `filters.category.${key}`);
    async function expectGroupMatchesPage() {
      const checked = [];
      for (const id of radios) if (await hint(id).isChecked()) checked.push(id);
      expect(checked).toHaveLength(1);
      expect(await ariaState('filters.category', 'role')).toBe('radiogroup');
      expect(entry(await snapshot(), 'select', 'filters.category')).toEqual({
        id: 'filters.category',
        name: await chromiumName('filters.category'),
        options: await Promise.all(radios.map(chromiumName)),
        value: await chromiumName(checked[0]!),
      });
    }
    await expectGroupMatchesPage();
    await click('filters.category.software');
    await app.page.locator("[data-semtag-id='filters.category.software']:checked").waitFor();
    await expectGroupMatchesPage();
    expect((await observe('filters.category')).value).toBe('Software');
    await expectTableMatchesPage();
    expect(collectionIn(await snapshot(), 'products').items.map((row) => row[0])).toEqual(['sku-8', 'sku-9']);
  });
});

describe('Slider, hinted on a wrapper', () => {
  const thumb = "[data-semtag-id='filters.max-stock'] [role='slider']";

  it('reads the handle: its value and the name Chromium gives it, before and after a key', async () => {
    for (const expected of [50, 45]) {
      expect(await observe('filters.max-stock')).toEqual({
        id: 'filters.max-stock',
        role: 'slider',
        name: await app.chromiumName(thumb),
        value: Number(await app.page.locator(thumb).getAttribute('aria-valuenow')),
      });
      expect((await observe('filters.max-stock')).value).toBe(expected);
      if (expected === 45) break;
      await app.page.locator(thumb).focus();
      await app.page.keyboard.press('ArrowLeft');
      await app.page.locator(`${thumb}[aria-valuenow='45']`).waitFor();
    }
  });
});

describe('Tabs: the tab bar hinted as one select, each tab label as an option', () => {
  const tabs = ['views.products', 'views.suppliers'];
  const tabOf = (id: string) => `[role='tab']:has([data-semtag-id='${id}'])`;

  async function expectTabsMatchPage() {
    const s = await snapshot();
    let selected = '';
    for (const id of tabs) {
      const on = (await app.page.locator(tabOf(id)).getAttribute('aria-selected')) === 'true';
      if (on) selected = id;
      expect(entry(s, 'option', id), id).toEqual({
        id,
        name: await app.chromiumName(tabOf(id)),
        state: on ? 'selected' : 'unselected',
      });
    }
    expect(entry(s, 'select', 'views')).toEqual({
      id: 'views',
      name: 'View',
      options: await Promise.all(tabs.map((id) => app.chromiumName(tabOf(id)))),
      value: await app.chromiumName(tabOf(selected)),
    });
    return s;
  }

  it('reads the selected tab, and a click on the other one', async () => {
    let s = await expectTabsMatchPage();
    expect(entry(s, 'select', 'views')?.value).toBe('Products');
    expect(s.collections?.map((c) => c.id)).toEqual(['products']);
    await click('views.suppliers');
    await until('views.suppliers', 'data-semtag-state', 'selected');
    await hint('suppliers.count').waitFor();
    s = await expectTabsMatchPage();
    expect(entry(s, 'select', 'views')?.value).toBe('Suppliers');
    expect(entry(s, 'observable', 'suppliers.count')).toEqual({ id: 'suppliers.count', value: '3 suppliers' });
    // The inactive panel stays in the page, hidden: its table is no longer listed.
    expect(await hint('products').isVisible()).toBe(false);
    expect(s.collections).toBeUndefined();
  });
});

describe('Table with pagination', () => {
  it('folds the rows of the page shown, and follows the pager', async () => {
    await expectTableMatchesPage();
    const pages = ['products.pages.1', 'products.pages.2', 'products.pages.3'];
    async function expectPagerMatchesPage(current: string) {
      const s = await snapshot();
      for (const id of pages) {
        // The link has no href: Chromium gives it (and its <li>) no role and no name. Its name is the
        // text it shows (hint-design.md "Names", step 7).
        expect(await chromiumName(id)).toBe('');
        expect(entry(s, 'option', id), id).toEqual({
          id,
          name: await hint(id).innerText(),
          state: id === current ? 'selected' : 'unselected',
        });
        // antd marks the current page only by a class on its <li>: the app writes the state.
        expect(await hint(id).evaluate((a) => a.closest('li')!.classList.contains('ant-pagination-item-active'))).toBe(
          id === current,
        );
      }
      for (const id of ['products.pages.prev', 'products.pages.next']) {
        const disabled = await hint(id).isDisabled();
        expect(entry(s, 'action', id), id).toEqual({
          id,
          name: await chromiumName(id),
          action: id.endsWith('prev') ? 'prev-page' : 'next-page',
          ...(disabled ? { enabled: false } : {}),
        });
      }
    }
    await expectPagerMatchesPage('products.pages.1');
    expect(entry(await snapshot(), 'action', 'products.pages.prev')?.enabled).toBe(false);
    await click('products.pages.2');
    await until('products.pages.2', 'data-semtag-state', 'selected');
    await expectPagerMatchesPage('products.pages.2');
    await expectTableMatchesPage();
    expect(collectionIn(await snapshot(), 'products').items.map((row) => row[0])).toEqual([
      'sku-5',
      'sku-6',
      'sku-7',
      'sku-8',
    ]);
    await click('products.pages.next');
    await until('products.pages.3', 'data-semtag-state', 'selected');
    await expectPagerMatchesPage('products.pages.3');
    expect(entry(await snapshot(), 'action', 'products.pages.next')?.enabled).toBe(false);
  });
});

describe('Dropdown menu', () => {
  it('lists the menu and its items as the page holds them while open, and closes on a choice', async () => {
    expect(await hint('bulk.menu').count()).toBe(0);
    expect(await observe('bulk')).toEqual({
      id: 'bulk',
      role: 'action',
      name: await chromiumName('bulk'),
      state: 'closed',
      controls: 'bulk.menu',
    });
    await clickUntil('bulk', 'bulk.menu');
    expect(await ariaState('bulk.menu', 'role')).toBe('menu');
    const s = await snapshot();
    expect(entry(s, 'region', 'bulk.menu')).toEqual({ id: 'bulk.menu', name: await chromiumName('bulk.menu') });
    for (const [key, action] of [
      ['export', 'export'],
      ['restock', 'restock'],
      ['delete', 'delete'],
    ] as const) {
      const id = `bulk.menu.${key}`;
      const disabled = (await ariaState(id, 'aria-disabled')) === 'true';
      expect(entry(s, 'action', id), id).toEqual({
        id,
        name: await chromiumName(id),
        action,
        ...(disabled ? { enabled: false } : {}),
      });
    }
    expect(entry(s, 'action', 'bulk.menu.delete')?.enabled).toBe(false);
    expect(entry(s, 'action', 'bulk')?.state).toBe('open');
    await clickUntil('bulk.menu.export', 'bulk.menu', 'hidden');
    expect((await observe('status')).value).toBe('Export started.');
    expect((await observe('bulk')).state).toBe('closed');
    expect(entry(await snapshot(), 'region', 'bulk.menu')).toBeUndefined();
  });
});

describe('Collapse: each panel header hinted through its label node', () => {
  const headerOf = (id: string) => `[role='button']:has([data-semtag-id='${id}'])`;

  async function expectPanelsMatchPage() {
    const s = await snapshot();
    for (const id of ['help.levels', 'help.moves']) {
      const header = app.page.locator(headerOf(id));
      expect(await header.count()).toBe(1);
      const open = (await header.getAttribute('aria-expanded')) === 'true';
      expect(entry(s, 'toggle', id), id).toEqual({ id, name: await app.chromiumName(headerOf(id)), value: open });
      expect(await hint(`${id}.text`).isVisible()).toBe(open);
      expect(entry(s, 'observable', `${id}.text`) !== undefined, `${id}.text`).toBe(open);
    }
  }

  it('reads each panel open or closed from its header, before and after a click', async () => {
    await expectPanelsMatchPage();
    await clickUntil('help.levels', 'help.levels.text');
    await expectPanelsMatchPage();
    expect((await observe('help.levels')).value).toBe(true);
    await clickUntil('help.levels', 'help.levels.text', 'hidden');
    await expectPanelsMatchPage();
    expect((await observe('help.levels')).value).toBe(false);
  });
});

describe('Modal', () => {
  it('names the dialog, shuts out the page behind its mask, and hands the page back on save', async () => {
    expect(await hint('product.dialog').count()).toBe(0);
    await clickUntil('product.add', 'product.dialog.name');
    const dialog = "[data-semtag-id='product.dialog'] [role='dialog']";
    expect(await app.page.locator(dialog).getAttribute('aria-modal')).toBe('true');
    expect(await observe('product.dialog')).toEqual({
      id: 'product.dialog',
      role: 'region',
      name: await app.chromiumName(dialog),
    });
    expect((await observe('product.dialog')).name).toBe('Add product');
    expect(await observe('product.dialog.name')).toEqual({
      id: 'product.dialog.name',
      role: 'input',
      name: await chromiumName('product.dialog.name'),
    });
    for (const id of ['product.dialog.save', 'product.dialog.cancel']) {
      expect(await observe(id), id).toMatchObject({ name: await chromiumName(id) });
      expect(await observe(id), id).not.toHaveProperty('enabled');
    }
    // The mask covers the page: a click at the centre of a part behind lands on the modal's layers.
    for (const id of ['product.add', 'filters.warehouse', 'filters.in-stock', 'views.products']) {
      const covered = await hint(id).evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && !element.contains(top) && top.closest('.ant-modal-root') !== null;
      });
      expect(covered, id).toBe(true);
      // The page behind an open aria-modal dialog is out of use.
      expect((await observe(id)).enabled, id).toBe(false);
    }

    await hint('product.dialog.name').fill('Tripod');
    expect((await observe('product.dialog.name')).value).toBe('Tripod');
    await clickUntil('product.dialog.save', 'product.dialog.name', 'hidden');
    expect((await observe('status')).value).toBe('Added Tripod.');
    expect(await observe('product.add')).not.toHaveProperty('enabled');
  });
});

describe('review', () => {
  it('finds no gap on the app hinted as intended, open parts included', async () => {
    expect((await review()).gaps).toEqual({});
    await clickUntil('help.moves', 'help.moves.text');
    await clickUntil('bulk', 'bulk.menu');
    expect((await review()).gaps).toEqual({});
    await app.page.keyboard.press('Escape');
    await clickUntil('filters.warehouse', 'filters.warehouse.wh-001');
    expect((await review()).gaps).toEqual({});
  });
});
