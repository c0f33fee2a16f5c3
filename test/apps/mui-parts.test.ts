// What the server says about an orders admin screen built from real MUI parts (test/apps/mui):
// Select, Autocomplete single and multiple, Checkbox, Switch, RadioGroup, Slider, Tabs,
// ToggleButtonGroup, a virtualized DataGrid, Menu, Dialog, Snackbar and Accordion. Our server, in
// process, reads the app while the test's own Playwright page acts on it, as Playwright MCP would; every
// fact stated is checked against what the page holds (ARIA and DOM state, the names Chromium
// computes), closed and open, before and after a change.

import { describe, expect, it } from 'vitest';
import type { FoldedCollection, Review } from '../../src/page/types.js';
import { collectionIn, fixtureAppSession } from '../support/fixture-app-session.js';
import { pageTruth } from '../support/page-truth.js';
import { fixtureAppUrl } from '../support/test-env.js';

const appPage = await fixtureAppUrl('mui');
const appUrl = () => appPage;
const app = fixtureAppSession(appUrl);
const { click, snapshot, observe, hint, clickUntil } = app;
const { chromiumName, ariaState, until, isCoveredAndHidden } = pageTruth(app);
const review = () => app.server.ok<Review>('semantic_review', {});
/** Chromium's name for the element `inner` selects inside hint `id`. */
const nameInside = (id: string, inner: string) => app.chromiumName(`[data-semtag-id='${id}'] ${inner}`);
const { chromiumNames } = app;
/** An id in the filters toolbar, in view above any modal layer: what "the page behind" is here. */
const BEHIND = 'orders.filters.flagged';

/** The page behind a modal is out of use: aria-hidden and covered, and observe says so. */
async function expectPageBehindOutOfUse() {
  expect(await isCoveredAndHidden(BEHIND)).toBe(true);
  expect(await observe(BEHIND)).toMatchObject({ enabled: false });
}

describe('the filters toolbar', () => {
  it('Select (TextField select): named by its label, its shown choice, its declared options; open, the list and a pick', async () => {
    const combobox = "[role='combobox']";
    const closed = await observe('orders.filters.status');
    expect(await ariaState('orders.filters.status', 'data-semtag-options')).not.toBeNull();
    expect(closed).toEqual({
      id: 'orders.filters.status',
      role: 'select',
      name: await nameInside('orders.filters.status', combobox),
      options: expect.any(Array) as unknown,
      value: (await hint('orders.filters.status').locator(combobox).innerText()).trim(),
    });
    expect(closed.name).toBe('Status');
    expect(closed.value).toBe('Any status');

    await app.page.click(`[data-semtag-id='orders.filters.status'] ${combobox}`);
    await hint('orders.filters.status.shipped').waitFor();
    expect(closed.options).toEqual(await chromiumNames("[role='listbox'] [role='option']"));
    const open = await snapshot();
    for (const key of ['any', 'pending', 'shipped', 'delivered', 'cancelled']) {
      const id = `orders.filters.status.${key}`;
      expect(open.option?.find((o) => o.id === id)).toEqual({
        id,
        name: await chromiumName(id),
        state: (await ariaState(id, 'aria-selected')) === 'true' ? 'selected' : 'unselected',
      });
    }
    // MUI's Select list is a Menu on a Modal: the toolbar behind it is hidden and covered.
    await expectPageBehindOutOfUse();
    expect((await review()).gaps).toEqual({});

    await clickUntil('orders.filters.status.shipped', 'orders.filters.status.shipped', 'detached');
    expect(await observe('orders.filters.status')).toMatchObject({ value: 'Shipped' });
    expect(await hint('orders.filters.status').locator(combobox).innerText()).toBe('Shipped');
    expect(await observe(BEHIND)).not.toHaveProperty('enabled');
  });

  it('Autocomplete, single: named by its input, empty until a pick, the open list as options', async () => {
    const input = 'input';
    expect(await observe('orders.filters.customer')).toEqual({
      id: 'orders.filters.customer',
      role: 'select',
      name: await nameInside('orders.filters.customer', input),
    });
    expect(await hint('orders.filters.customer').locator(input).inputValue()).toBe('');

    await app.page.click(`[data-semtag-id='orders.filters.customer'] ${input}`);
    await hint('orders.filters.customer.globex').waitFor();
    const listbox = `#${await hint('orders.filters.customer').locator(input).getAttribute('aria-controls')}`;
    const open = await snapshot({ scope: 'orders.filters.customer' });
    expect(open.select).toEqual([
      {
        id: 'orders.filters.customer',
        name: 'Customer',
        options: await chromiumNames(`${listbox} [role='option']`),
      },
    ]);
    // A Popper, not a Modal: the page stays in use while it is open.
    expect(await isCoveredAndHidden(BEHIND)).toBe(false);
    expect(await observe(BEHIND)).not.toHaveProperty('enabled');

    await clickUntil('orders.filters.customer.globex', 'orders.filters.customer.globex', 'detached');
    const picked = await observe('orders.filters.customer');
    expect(picked.value).toBe(await hint('orders.filters.customer').locator(input).inputValue());
    expect(picked.value).toBe('Globex');
  });

  it('Autocomplete, multiple: the open list states each choice; the chips closed are out of reach', async () => {
    const input = "[data-semtag-id='orders.filters.tags'] input";
    await app.page.click(input);
    await clickUntil('orders.filters.tags.gift', 'orders.filters.tags.gift', 'detached');
    // The chip is shown, but nothing in ARIA ties it to the combobox, and its input is empty: no value.
    expect(await hint('orders.filters.tags').locator('.MuiChip-label').allInnerTexts()).toEqual(['Gift']);
    expect(await app.page.locator(input).inputValue()).toBe('');
    expect(await observe('orders.filters.tags')).toEqual({
      id: 'orders.filters.tags',
      role: 'select',
      name: await app.chromiumName(input),
    });

    await app.page.click(input);
    await hint('orders.filters.tags.gift').waitFor();
    expect(await app.page.locator("[role='listbox']").getAttribute('aria-multiselectable')).toBe('true');
    const open = await snapshot({ scope: 'orders.filters.tags' });
    expect(open.select?.[0]).toEqual({
      id: 'orders.filters.tags',
      name: 'Tags',
      options: await chromiumNames("[role='listbox'] [role='option']"),
    });
    for (const key of ['gift', 'express', 'fragile']) {
      const id = `orders.filters.tags.${key}`;
      expect(open.option?.find((o) => o.id === id)?.state, id).toBe(
        (await ariaState(id, 'aria-selected')) === 'true' ? 'selected' : 'unselected',
      );
    }
  });

  it('Checkbox and Switch in a FormControlLabel: on/off from the input, named as Chromium names it', async () => {
    for (const id of ['orders.filters.flagged', 'header.refresh']) {
      const control = hint(id).locator('input');
      const expectMatchesPage = async () =>
        expect(await observe(id), id).toEqual({
          id,
          role: 'toggle',
          name: await nameInside(id, 'input'),
          value: await control.isChecked(),
        });
      await expectMatchesPage();
      const before = await control.isChecked();
      await click(id);
      await expect.poll(() => control.isChecked()).toBe(!before);
      await expectMatchesPage();
    }
    expect(await nameInside('header.refresh', 'input')).toBe('Auto-refresh');
    expect(await ariaState('header.refresh', 'role')).toBeNull();
    expect(await hint('header.refresh').locator('input').getAttribute('role')).toBe('switch');
  });

  it('RadioGroup: named by its FormLabel, the checked radio its value, a click moves it', async () => {
    const radios = "[data-semtag-id='orders.filters.period'] input[type='radio']";
    const expectMatchesPage = async () => {
      const checked = await app.page.locator(`${radios}:checked`).getAttribute('value');
      expect(await observe('orders.filters.period')).toEqual({
        id: 'orders.filters.period',
        role: 'select',
        name: await chromiumName('orders.filters.period'),
        options: await chromiumNames(radios),
        value: await nameInside('orders.filters.period', `input[value='${checked}']`),
      });
    };
    await expectMatchesPage();
    expect((await observe('orders.filters.period')).value).toBe('This month');
    await click('orders.filters.period.week');
    await app.page.locator(`${radios}[value='week']:checked`).waitFor({ state: 'attached' });
    await expectMatchesPage();
    expect((await observe('orders.filters.period')).value).toBe('This week');
  });

  it('Slider, one thumb: the thumb input its value and name; a key moves it', async () => {
    const thumb = "[data-semtag-id='orders.filters.min-total'] input[type='range']";
    const expectMatchesPage = async () =>
      expect(await observe('orders.filters.min-total')).toEqual({
        id: 'orders.filters.min-total',
        role: 'slider',
        name: await app.chromiumName(thumb),
        value: Number(await app.page.locator(thumb).getAttribute('aria-valuenow')),
      });
    await expectMatchesPage();
    await app.page.locator(thumb).focus();
    await app.page.keyboard.press('ArrowRight');
    await app.page.locator(`${thumb}[aria-valuenow='10']`).waitFor({ state: 'attached' });
    await expectMatchesPage();
  });

  it('Slider, two thumbs: no one number is its value, and no thumb names it', async () => {
    const thumbs = app.page.locator("[data-semtag-id='orders.filters.items'] input[type='range']");
    expect(await thumbs.evaluateAll((inputs) => inputs.map((i) => i.getAttribute('aria-valuenow')))).toEqual([
      '1',
      '9',
    ]);
    // MUI passes aria-labelledby to each thumb's input; the root it is hinted on has no name of its own.
    expect(await chromiumName('orders.filters.items')).toBe('');
    expect(await observe('orders.filters.items')).toEqual({ id: 'orders.filters.items', role: 'slider' });
  });
});

describe('Tabs and a ToggleButtonGroup, each hinted as one select', () => {
  it('Tabs: named by the tablist MUI labels inside it, the selected tab its value', async () => {
    const tabs = "[data-semtag-id='orders.view'] [role='tab']";
    const expectMatchesPage = async () => {
      const found = await observe('orders.view');
      expect(found).toEqual({
        id: 'orders.view',
        role: 'select',
        name: await nameInside('orders.view', "[role='tablist']"),
        options: await chromiumNames(tabs),
        value: await nameInside('orders.view', "[role='tab'][aria-selected='true']"),
      });
    };
    await expectMatchesPage();
    expect((await observe('orders.view')).name).toBe('Order view');
    await click('orders.view.closed');
    await until('orders.view.closed', 'aria-selected', 'true');
    await expectMatchesPage();
    expect((await observe('orders.view.closed')).state).toBe('selected');
  });

  it('ToggleButtonGroup: the pressed buttons are its value', async () => {
    const buttons = "[data-semtag-id='orders.density'] button";
    const expectMatchesPage = async () => {
      const pressed = await app.page
        .locator(`${buttons}[aria-pressed='true']`)
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-semtag-id')!));
      expect(await observe('orders.density')).toEqual({
        id: 'orders.density',
        role: 'select',
        name: await chromiumName('orders.density'),
        options: await Promise.all(
          ['compact', 'standard', 'comfortable'].map((key) => chromiumName(`orders.density.${key}`)),
        ),
        value: await Promise.all(pressed.map(chromiumName)),
      });
    };
    await expectMatchesPage();
    expect((await observe('orders.density')).value).toEqual(['STANDARD']);
    await click('orders.density.compact');
    await until('orders.density.compact', 'aria-pressed', 'true');
    await expectMatchesPage();
  });
});

describe('a virtualized DataGrid, its rows hinted through renderCell', () => {
  const grid = "[data-semtag-id='orders.grid'] [role='grid']";

  /** The folded rows are the grid's rows in the DOM, in order, each cell as the page holds it; total as it states. */
  async function expectGridMatchesPage(): Promise<FoldedCollection> {
    const block = collectionIn(await snapshot({ scope: 'orders.grid' }), 'orders.grid');
    let rows = await app.page.locator(`${grid} [role='row'][data-id]`).evaluateAll((elements) =>
      elements.map((row) => {
        const cell = (field: string) => row.querySelector(`[data-field='${field}']`) as HTMLElement;
        return [
          row.getAttribute('data-id')!,
          cell('id').innerText,
          cell('status').innerText,
          cell('total').innerText,
          `Cancel order #${row.getAttribute('data-id')}`,
          cell('actions').querySelector('button')!.disabled ? false : null,
        ];
      }),
    );
    const fields = ['key', 'value', 'status.value', 'total.value', 'cancel.name', 'cancel.enabled'];
    // With every Cancel in use, none says enabled: no column for it.
    if (rows.every((row) => row[5] === null)) {
      fields.pop();
      rows = rows.map((row) => row.slice(0, 5));
    }
    expect(block.fields).toEqual(fields);
    expect(block.items).toEqual(rows);
    for (const row of rows.slice(0, 2)) expect(await chromiumName(`orders.grid.item.${row[0]}.cancel`)).toBe(row[4]);
    // The grid states every row it has, the header row among them: the rows of orders are the rest.
    const stated = Number(await app.page.locator(grid).getAttribute('aria-rowcount'));
    const headerRows = await app.page.locator(`${grid} [role='row']:has([role='columnheader'])`).count();
    expect(rows.length).toBeLessThan(stated - headerRows);
    expect((block as unknown as Record<string, unknown>)['total']).toBe(stated - headerRows);
    return block;
  }

  it('folds the rows it holds, with the total it states, and follows a scroll', async () => {
    const first = await expectGridMatchesPage();
    expect(first.items[0]?.[0]).toBe('1001');
    await app.page.locator(`${grid} .MuiDataGrid-virtualScroller`).evaluate((el) => el.scrollTo(0, 5200));
    await app.page.locator(`${grid} [role='row'][data-id='1100']`).waitFor();
    const scrolled = await expectGridMatchesPage();
    expect(scrolled.items.map((row) => row[0])).not.toContain('1001');
  });

  it('follows the rows a tab leaves', async () => {
    await click('orders.view.open');
    await until('orders.view.open', 'aria-selected', 'true');
    await app.page.locator(`${grid}[aria-rowcount='101']`).waitFor();
    const open = await expectGridMatchesPage();
    expect(open.fields).not.toContain('cancel.enabled');
  });
});

describe('a Menu, on a Modal', () => {
  it('lists the menu named as Chromium names it, its items, the disabled one, and the page behind out of use', async () => {
    expect(await hint('header.export.menu').count()).toBe(0);
    await clickUntil('header.export', 'header.export.menu');
    expect(await ariaState('header.export', 'aria-expanded')).toBe('true');
    const s = await snapshot({ scope: 'header.export.menu' });
    expect(s.region).toEqual([{ id: 'header.export.menu', name: await chromiumName('header.export.menu') }]);
    expect(s.action).toEqual([
      { id: 'header.export.csv', name: await chromiumName('header.export.csv') },
      { id: 'header.export.pdf', name: await chromiumName('header.export.pdf') },
      { id: 'header.export.xlsx', name: await chromiumName('header.export.xlsx'), enabled: false },
    ]);
    expect(await ariaState('header.export.xlsx', 'aria-disabled')).toBe('true');
    await expectPageBehindOutOfUse();
    expect(await review()).toMatchObject({ coverage: 100, gaps: {} });

    await clickUntil('header.export.csv', 'header.export.menu', 'detached');
    expect(await observe('orders.exported')).toEqual({
      id: 'orders.exported',
      role: 'observable',
      value: await hint('orders.exported').innerText(),
    });
    expect((await observe('orders.exported')).value).toBe('Exported 200 orders as CSV.');
    expect(await observe(BEHIND)).not.toHaveProperty('enabled');
  });
});

describe('a Dialog to cancel an order, then a Snackbar that can undo it', () => {
  it('reads the dialog, shuts out the page behind it, and states the cancel and its undo', async () => {
    await clickUntil('orders.grid.item.1001.cancel', 'orders.cancel.confirm');
    const dialog = "[data-semtag-id='orders.cancel'] [role='dialog']";
    const s = await snapshot({ scope: 'orders.cancel' });
    expect(s.region).toEqual([{ id: 'orders.cancel', name: await app.chromiumName(dialog) }]);
    expect(s.region?.[0]?.name).toBe('Cancel order #1001?');
    expect(s.observable).toEqual([
      { id: 'orders.cancel.summary', value: await hint('orders.cancel.summary').innerText() },
    ]);
    expect(s.action).toEqual([
      { id: 'orders.cancel.keep', name: await chromiumName('orders.cancel.keep') },
      { id: 'orders.cancel.confirm', name: await chromiumName('orders.cancel.confirm'), action: 'cancel-order' },
    ]);
    await expectPageBehindOutOfUse();
    expect(await review()).toMatchObject({ coverage: 100, gaps: {} });

    await clickUntil('orders.cancel.confirm', 'notice.text');
    await hint('orders.cancel').waitFor({ state: 'detached' });
    expect(await observe('notice')).toEqual({ id: 'notice', role: 'region', name: await chromiumName('notice') });
    expect(await observe('notice.text')).toEqual({
      id: 'notice.text',
      role: 'observable',
      value: await hint('notice.text').innerText(),
    });
    expect(await observe('notice.undo')).toEqual({
      id: 'notice.undo',
      role: 'action',
      name: await chromiumName('notice.undo'),
      action: 'undo-cancel',
    });
    expect(await observe('orders.grid.item.1001.status')).toMatchObject({ value: 'Cancelled' });
    expect(await observe('orders.grid.item.1001.cancel')).toMatchObject({ enabled: false });
    expect(await observe(BEHIND)).not.toHaveProperty('enabled');

    await clickUntil('notice.undo', 'notice.text', 'detached');
    expect(await hint('orders.grid.item.1001.status').innerText()).toBe('Pending');
    expect(await observe('orders.grid.item.1001.status')).toMatchObject({ value: 'Pending' });
    expect(await observe('orders.grid.item.1001.cancel')).not.toHaveProperty('enabled');
  });
});

describe('an Accordion', () => {
  it('reads the summary from aria-expanded, and its details only while shown', async () => {
    const expectMatchesPage = async () => {
      const expanded = (await ariaState('orders.policy', 'aria-expanded')) === 'true';
      expect(await observe('orders.policy')).toEqual({
        id: 'orders.policy',
        role: 'toggle',
        name: await chromiumName('orders.policy'),
        value: expanded,
      });
      expect(await hint('orders.policy.text').isVisible()).toBe(expanded);
      const text = await observe('orders.policy.text');
      if (expanded)
        expect(text).toEqual({
          id: 'orders.policy.text',
          role: 'observable',
          value: await hint('orders.policy.text').innerText(),
        });
      else expect(text).toMatchObject({ visible: false });
    };
    await expectMatchesPage();
    await clickUntil('orders.policy', 'orders.policy.text');
    // MUI's Collapse grows from zero height, clipping the details until it has entered.
    await app.page.locator(".MuiCollapse-entered [data-semtag-id='orders.policy.text']").waitFor();
    await expectMatchesPage();
    await clickUntil('orders.policy', 'orders.policy.text', 'hidden');
    await expectMatchesPage();
  });
});
