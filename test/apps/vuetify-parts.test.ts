// What the server says about real Vuetify 4 parts on Vue 3 (test/apps/vuetify): a VSelect, a
// VAutocomplete, a VSwitch, a VCheckbox, a VRadioGroup, a VSlider, VTabs, a VDialog, a VMenu and a
// VDataTable, each hinted on the component (its root element) as an app team would. Our server, in
// process, reads the app while the test's own Playwright page acts on it, as Playwright MCP would;
// every fact stated is checked against what the page holds (ARIA and DOM state, the names Chromium
// computes), closed and open, before and after a change.

import { describe, expect, it } from 'vitest';
import type { HintEntry, Review } from '../../src/page/types.js';
import { changeOf, collectionIn, entryIn as entry, fixtureAppSession } from '../support/fixture-app-session.js';
import { pageTruth } from '../support/page-truth.js';
import { fixtureAppUrl } from '../support/test-env.js';

const appPage = await fixtureAppUrl('vuetify');
const appUrl = () => appPage;
const app = fixtureAppSession(appUrl);
const { click, snapshot, observe, hint, clickUntil, changes } = app;
const { chromiumName, ariaState } = pageTruth(app);
const review = (args: Record<string, unknown> = {}) => app.server.ok<Review>('semantic_review', args);
/** The name Chromium computes for the element matching `inner` inside hint `id` (the control a Vuetify root wraps). */
const nameIn = (id: string, inner: string) => app.chromiumName(`[data-semtag-id='${id}'] ${inner}`);
const COMBOBOX_INPUT = 'input[role="combobox"]';
const inputOf = (id: string, inner = 'input:not([type="hidden"])') => hint(id).locator(inner);
const clean = { coverage: 100, gaps: {}, total: 0 };

/** The names Chromium computes for the option hints in the list a select's field names with aria-controls, in order. */
async function listedOptions(select: string): Promise<string[]> {
  const list = await hint(select).locator('.v-field').getAttribute('aria-controls');
  const ids = await app.page
    .locator(`[id='${list}'] [role="option"]`)
    .evaluateAll((options) => options.map((o) => o.getAttribute('data-semtag-id')!));
  expect(ids.length).toBeGreaterThan(0);
  return Promise.all(ids.map(chromiumName));
}

describe('VSelect, hinted on its root', () => {
  it('reads the choice from its input, the options from the open list, and a new choice', async () => {
    expect(await nameIn('team.timezone', COMBOBOX_INPUT)).toBe('Time zone');
    // Closed and never opened: the list is not mounted, so no options are stated.
    expect(await hint('team.timezone.utc').count()).toBe(0);
    expect(await observe('team.timezone')).toEqual({
      id: 'team.timezone',
      role: 'select',
      name: await nameIn('team.timezone', COMBOBOX_INPUT),
      value: await inputOf('team.timezone', COMBOBOX_INPUT).inputValue(),
    });

    await clickUntil('team.timezone', 'team.timezone.tokyo');
    expect(await ariaState('team.timezone.utc', 'aria-selected')).toBe('true');
    const open = await snapshot({ scope: 'team.timezone' });
    expect(entry(open, 'select', 'team.timezone')).toEqual({
      id: 'team.timezone',
      name: 'Time zone',
      options: await listedOptions('team.timezone'),
      value: 'UTC',
    });
    for (const key of ['utc', 'london', 'tokyo']) {
      const id = `team.timezone.${key}`;
      const selected = (await ariaState(id, 'aria-selected')) === 'true';
      expect(entry(open, 'option', id), id).toEqual({
        id,
        name: await chromiumName(id),
        state: selected ? 'selected' : 'unselected',
      });
    }
    expect(await review({ scope: 'team.timezone' })).toEqual(expect.objectContaining(clean));

    await changes();
    await clickUntil('team.timezone.tokyo', 'team.timezone.tokyo', 'hidden');
    const chosen = await changes();
    expect(await inputOf('team.timezone', COMBOBOX_INPUT).inputValue()).toBe('Asia/Tokyo');
    // Closed, Vuetify unmounts the list: its options are no longer stated.
    expect(await hint('team.timezone.utc').count()).toBe(0);
    expect(changeOf(chosen, 'team.timezone')).toEqual({ options: null, value: 'Asia/Tokyo' });
    expect(changeOf(chosen, 'team.status')).toEqual({ value: await hint('team.status').innerText() });
    expect(await observe('team.timezone')).toMatchObject({ name: 'Time zone', value: 'Asia/Tokyo' });
  });
});

describe('VAutocomplete, hinted on its root', () => {
  it('states no value while empty, the options its typing leaves, and the choice made', async () => {
    expect(await inputOf('team.lead', COMBOBOX_INPUT).inputValue()).toBe('');
    expect(await observe('team.lead')).toEqual({
      id: 'team.lead',
      role: 'select',
      name: await nameIn('team.lead', COMBOBOX_INPUT),
    });
    expect(await nameIn('team.lead', COMBOBOX_INPUT)).toBe('Team lead');

    await inputOf('team.lead', COMBOBOX_INPUT).click();
    await hint('team.lead.alan').waitFor();
    expect((await observe('team.lead')).options).toEqual(await listedOptions('team.lead'));
    await inputOf('team.lead', COMBOBOX_INPUT).pressSequentially('gr');
    await hint('team.lead.alan').waitFor({ state: 'detached' });
    const filtered = await observe('team.lead');
    expect(filtered.options).toEqual(await listedOptions('team.lead'));
    expect(filtered.options).toEqual(['Grace Hopper']);
    // What is typed to filter is in the input: the page holds it as the field's text.
    expect(filtered.value).toBe(await inputOf('team.lead', COMBOBOX_INPUT).inputValue());

    await clickUntil('team.lead.grace', 'team.lead.grace', 'hidden');
    expect(await hint('team.lead').locator('input[type="hidden"]').inputValue()).toBe('grace');
    expect(await observe('team.lead')).toMatchObject({
      name: 'Team lead',
      value: await inputOf('team.lead', COMBOBOX_INPUT).inputValue(),
    });
    expect((await observe('team.lead')).value).toBe('Grace Hopper');
  });
});

describe('VSwitch and VCheckbox, hinted on their roots', () => {
  /** Each toggle's value is its checkbox input's checked state, its name the input's Chromium name. */
  async function expectTogglesMatchPage() {
    const s = await snapshot();
    for (const id of ['team.digests', 'team.public']) {
      expect(entry(s, 'toggle', id), id).toEqual({
        id,
        name: await nameIn(id, 'input[type="checkbox"]'),
        value: await inputOf(id).isChecked(),
      });
    }
  }

  it('reads each from its checkbox input, before and after a click', async () => {
    await expectTogglesMatchPage();
    expect((await snapshot()).toggle?.map((t) => [t.name, t.value])).toEqual([
      ['Email digests', true],
      ['Public profile', false],
    ]);
    await changes();
    await click('team.digests');
    await hint('team.digests').locator('input:not(:checked)').waitFor();
    await click('team.public');
    await hint('team.public').locator('input:checked').waitFor();
    const flipped = await changes();
    await expectTogglesMatchPage();
    expect(flipped['changed']).toEqual([
      { id: 'team.digests', value: false },
      { id: 'team.public', value: true },
    ]);
  });
});

describe('VRadioGroup, hinted on its root', () => {
  const choices = ['team.role.viewer', 'team.role.editor', 'team.role.admin'];

  /** The group as the page holds it: named as its radiogroup, its options the radios, its value the checked one. */
  async function expectGroupMatchesPage() {
    const s = await snapshot();
    let checked = '';
    for (const id of choices) {
      const on = await inputOf(id).isChecked();
      if (on) checked = id;
      expect(entry(s, 'option', id), id).toEqual({
        id,
        name: await nameIn(id, 'input[type="radio"]'),
        state: on ? 'selected' : 'unselected',
      });
    }
    expect(entry(s, 'select', 'team.role')).toEqual({
      id: 'team.role',
      name: await nameIn('team.role', '[role="radiogroup"]'),
      options: await Promise.all(choices.map((id) => nameIn(id, 'input[type="radio"]'))),
      value: await nameIn(checked, 'input[type="radio"]'),
    });
  }

  it('is named as its radiogroup, and reads the checked radio before and after a click', async () => {
    expect(await nameIn('team.role', '[role="radiogroup"]')).toBe('Default role');
    await expectGroupMatchesPage();
    await click('team.role.admin');
    await hint('team.role.admin').locator('input:checked').waitFor();
    await expectGroupMatchesPage();
    expect((await observe('team.role')).value).toBe('Admin');
  });
});

describe('VSlider, hinted on its root', () => {
  const thumb = '[role="slider"]';

  it('reads the thumb, and follows the arrow keys', async () => {
    const s = await snapshot();
    expect(entry(s, 'slider', 'team.seats')).toEqual({
      id: 'team.seats',
      // Vuetify leaves the thumb unnamed (its <label> names nothing): the hint is named by its text.
      name: await hint('team.seats').locator('label').innerText(),
      value: Number(await hint('team.seats').locator(thumb).getAttribute('aria-valuenow')),
    });
    expect(await nameIn('team.seats', thumb)).toBe('');
    expect(entry(s, 'slider', 'team.seats')?.value).toBe(10);
    expect(entry(s, 'observable', 'team.seats.left')?.value).toBe(await hint('team.seats.left').innerText());

    await changes();
    await hint('team.seats').locator(thumb).focus();
    await app.page.keyboard.press('ArrowRight');
    await app.page.keyboard.press('ArrowRight');
    await app.page.locator(`[data-semtag-id='team.seats'] ${thumb}[aria-valuenow='12']`).waitFor();
    const moved = await changes();
    expect(changeOf(moved, 'team.seats')).toEqual({ value: 12 });
    expect(changeOf(moved, 'team.seats.left')).toEqual({ value: await hint('team.seats.left').innerText() });
  });
});

describe('VTabs, the tab list hinted as one select and each VTab as an option', () => {
  const tabs = ['team.section.members', 'team.section.billing'];

  async function expectTabsMatchPage() {
    const s = await snapshot();
    expect(await ariaState('team.section', 'role')).toBe('tablist');
    let selected = '';
    for (const id of tabs) {
      const on = (await ariaState(id, 'aria-selected')) === 'true';
      if (on) selected = id;
      expect(entry(s, 'option', id), id).toEqual({
        id,
        name: await chromiumName(id),
        state: on ? 'selected' : 'unselected',
      });
    }
    expect(entry(s, 'select', 'team.section')).toEqual({
      id: 'team.section',
      name: await chromiumName('team.section'),
      options: await Promise.all(tabs.map(chromiumName)),
      value: await chromiumName(selected),
    });
    return s;
  }

  it('reads the selected tab, and the panel a click on the other one shows', async () => {
    expect(entry(await expectTabsMatchPage(), 'region', 'members')).toEqual({ id: 'members', name: 'Members' });
    await changes();
    await clickUntil('team.section.billing', 'billing');
    const moved = await changes();
    const s = await expectTabsMatchPage();
    expect(entry(s, 'select', 'team.section')?.value).toBe('Billing');
    expect(changeOf(moved, 'team.section')).toEqual({ value: 'Billing' });
    expect(moved['removed']).toContain('members');
    expect(moved['added']).toEqual({
      observable: [{ id: 'billing.plan', value: await hint('billing.plan').innerText() }],
      region: [{ id: 'billing', name: await hint('billing').getAttribute('aria-label') }],
    });
  });
});

/** One part of each kind on the page behind the dialog. */
const BEHIND_THE_DIALOG = [
  'team.timezone',
  'team.lead',
  'team.digests',
  'team.public',
  'team.role',
  'team.seats',
  'team.section',
  'team.more',
  'members.table.item.ada.remove',
];

describe('VDialog: modal, with a form', () => {
  const open = () => clickUntil('members.invite', 'invite.dialog.email');

  it('reads the open dialog and its form, and hands the page back on send', async () => {
    expect(await observe('members.invite')).toEqual({
      id: 'members.invite',
      role: 'action',
      name: await chromiumName('members.invite'),
      controls: 'invite.dialog',
      state: 'closed',
    });
    await open();
    // Vuetify marks its overlay a modal dialog and covers the page with a scrim; no inert, no aria-hidden.
    const overlay = app.page.locator('.v-overlay--active[role="dialog"]');
    expect(await overlay.getAttribute('aria-modal')).toBe('true');
    expect(await app.page.locator('[inert], #root [aria-hidden="true"]:has([data-semtag-id])').count()).toBe(0);
    const s = await snapshot({ scope: 'invite.dialog' });
    expect(entry(s, 'region', 'invite.dialog')).toEqual({
      id: 'invite.dialog',
      name: await chromiumName('invite.dialog'),
    });
    expect(entry(s, 'region', 'invite.dialog')?.name).toBe('Invite a member');
    expect(entry(s, 'input', 'invite.dialog.email')).toEqual({
      id: 'invite.dialog.email',
      name: await nameIn('invite.dialog.email', 'input'),
    });
    expect(await hint('invite.dialog.send').isDisabled()).toBe(true);
    expect(entry(s, 'action', 'invite.dialog.send')).toEqual({
      id: 'invite.dialog.send',
      name: await chromiumName('invite.dialog.send'),
      action: 'send-invite',
      enabled: false,
    });
    expect(await review()).toEqual(expect.objectContaining(clean));
    expect(await observe('members.invite')).toMatchObject({ state: 'open' });

    await inputOf('invite.dialog.email').fill('lin@example.com');
    expect(await observe('invite.dialog.email')).toMatchObject({ value: 'lin@example.com' });
    await hint('invite.dialog.send').and(app.page.locator(':enabled')).waitFor();
    expect(await observe('invite.dialog.send')).not.toHaveProperty('enabled');
    await click('invite.dialog.send');
    await hint('invite.dialog').waitFor({ state: 'hidden' });
    expect(await observe('team.status')).toMatchObject({ value: 'Invitation sent to lin@example.com.' });
    for (const id of BEHIND_THE_DIALOG) expect(await observe(id), id).not.toHaveProperty('enabled');
    expect(await observe('members.invite')).toMatchObject({ state: 'closed' });
  });

  it('states the page behind the open dialog out of use', async () => {
    await open();
    expect(await app.page.locator('.v-overlay--active[role="dialog"]').getAttribute('aria-modal')).toBe('true');
    // The scrim covers the page: a click on the opener lands on it.
    const box = (await hint('members.invite').boundingBox())!;
    const reached = await app.page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.className,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(reached).toContain('v-overlay__scrim');
    for (const id of BEHIND_THE_DIALOG) expect(await observe(id), id).toMatchObject({ enabled: false });
    expect(await observe('members.invite')).toMatchObject({ state: 'open', enabled: false });
    expect(await observe('invite.dialog.email')).not.toHaveProperty('enabled');
  });

  it('closes on Escape', async () => {
    await open();
    await app.page.keyboard.press('Escape');
    await hint('invite.dialog').waitFor({ state: 'hidden' });
    expect(await observe('team.timezone')).not.toHaveProperty('enabled');
    expect(entry(await snapshot(), 'region', 'invite.dialog')).toBeUndefined();
  });
});

describe('VMenu: a list of actions in an overlay', () => {
  it('lists the open menu and its items, leaves the page in use, and states the action taken', async () => {
    expect(await ariaState('team.more', 'aria-expanded')).toBe('false');
    expect(await hint('team.more.menu').count()).toBe(0);
    await changes();
    await clickUntil('team.more', 'team.more.export');
    expect(await ariaState('team.more', 'aria-expanded')).toBe('true');
    const opened = await changes();
    expect((opened['added'] as Record<string, HintEntry[]>)['region']).toEqual([
      { id: 'team.more.menu', name: await chromiumName('team.more.menu') },
    ]);
    const s = await snapshot({ scope: 'team.more.menu' });
    // VListItem is a role="listitem", which Chromium names by nothing: the name is the text it shows.
    expect(await ariaState('team.more.export', 'role')).toBe('listitem');
    expect(await chromiumName('team.more.export')).toBe('');
    expect(entry(s, 'action', 'team.more.export')).toEqual({
      id: 'team.more.export',
      name: await hint('team.more.export').innerText(),
      action: 'export-members',
    });
    // A disabled VListItem says so only by a class and `pointer-events: none`: no disabled state in
    // the page (no disabled, no aria-disabled), so none is stated. Out of reach (docs/output-format.md).
    expect(await ariaState('team.more.archive', 'aria-disabled')).toBeNull();
    expect(entry(s, 'action', 'team.more.archive')).toEqual({
      id: 'team.more.archive',
      name: await hint('team.more.archive').innerText(),
      action: 'archive-team',
    });
    // Not modal: the page behind stays in use.
    expect(await observe('team.timezone')).not.toHaveProperty('enabled');
    expect(await review()).toEqual(expect.objectContaining(clean));

    await clickUntil('team.more.export', 'team.more.menu', 'hidden');
    expect(await ariaState('team.more', 'aria-expanded')).toBe('false');
    const closed = await changes();
    expect(closed['removed']).toContain('team.more.menu');
    expect(changeOf(closed, 'team.status')).toEqual({ value: 'Members exported.' });
  });
});

describe('VDataTable, hinted on a wrapper as a collection', () => {
  /** The folded rows, as the table's body shows them. */
  async function expectRowsMatchPage() {
    const table = collectionIn(await snapshot(), 'members.table');
    const rows = await app.page
      .locator("[data-semtag-id='members.table'] tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.innerText.trim())));
    expect(table.name).toBe(await hint('members.table').getAttribute('aria-label'));
    expect(table.fields).toEqual(['key', 'name.value', 'role.value', 'remove.name']);
    expect(table.items.map((row) => row.slice(1, 3))).toEqual(rows.map((cells) => cells.slice(0, 2)));
    for (const [key, , , removeName] of table.items)
      expect(removeName).toBe(await chromiumName(`members.table.item.${String(key)}.remove`));
    return table;
  }

  it('folds the rows, and states a removed row', async () => {
    expect((await expectRowsMatchPage()).items.map((row) => row[0])).toEqual(['ada', 'grace', 'alan']);
    await changes();
    await clickUntil('members.table.item.grace.remove', 'members.table.item.grace.name', 'detached');
    const removed = await changes();
    expect((await expectRowsMatchPage()).items.map((row) => row[0])).toEqual(['ada', 'alan']);
    expect(removed['collections']).toEqual([{ id: 'members.table', removed: ['grace'] }]);
    expect(changeOf(removed, 'team.status')).toEqual({ value: 'Grace Hopper removed.' });
  });
});
