// What the server says about every part of the React Aria Components fixture app (test/apps/aria):
// Select, ComboBox, Slider, RadioGroup, CheckboxGroup, Switch, Tabs, a multiple ListBox, a Menu, a
// Modal holding a Dialog, a Table and a DisclosureGroup. Our server, in process, reads the app while
// the test's own Playwright page acts on it, as Playwright MCP would; every fact stated is checked
// against what the page holds (DOM and ARIA state, the names Chromium computes), closed and open,
// before and after a change. RAC keeps native controls beside or inside its widgets: a hidden
// <select> mirror in Select, visually hidden inputs in Switch, Checkbox, Radio and Slider.

import { describe, expect, it } from 'vitest';
import type { Review } from '../../src/page/types.js';
import { changeOf, collectionIn, entryIn as entry, fixtureAppSession } from '../support/fixture-app-session.js';
import { pageTruth } from '../support/page-truth.js';
import { fixtureAppUrl } from '../support/test-env.js';

const appPage = await fixtureAppUrl('aria');
const appUrl = () => appPage;
const app = fixtureAppSession(appUrl);
const { click, snapshot, observe, hint, clickUntil, changes } = app;
const { chromiumName, ariaState, until, expectTogglesMatchPage, expectEnabledMatchesPage, expectRemovedGone } =
  pageTruth(app);
const review = () => app.server.ok<Review>('semantic_review', {});
/** The name Chromium computes for the element `inner` selects inside hint `id`. */
const nameInside = (id: string, inner: string) => app.chromiumName(`[data-semtag-id='${id}'] ${inner}`);
/** The names Chromium computes for the native choices inside a group hint that the page holds checked. */
const checkedNames = async (id: string) => {
  const names = [];
  for (const input of await hint(id).locator('input').all())
    if (await input.isChecked()) names.push(await nameInside(`${id}.${await input.getAttribute('value')}`, 'input'));
  return names;
};
/** What a RAC Select's trigger shows: the text of its SelectValue, unless that is its placeholder. */
const shownChoice = async (id: string) => {
  const shown = hint(id).locator('button > span').first();
  return (await shown.getAttribute('data-placeholder')) === null ? (await shown.innerText()).trim() : undefined;
};

describe('the booking screen, closed', () => {
  it('reads every part as the page holds it, and the review is clean', async () => {
    const s = await snapshot();
    expect(s.screen).toBe('booking');
    expect(entry(s, 'region', 'booking')).toEqual({ id: 'booking', name: await chromiumName('booking') });

    // ComboBox hinted on its root: named and valued by its input (role="combobox").
    expect(await nameInside('hotel.city', 'input')).toBe('Destination');
    expect(entry(s, 'select', 'hotel.city')).toEqual({
      id: 'hotel.city',
      name: await nameInside('hotel.city', 'input'),
      value: await hint('hotel.city').locator('input').inputValue(),
    });

    // Select with its placeholder shown: no value; its declared options; named as its trigger.
    expect(await shownChoice('hotel.room')).toBeUndefined();
    expect(entry(s, 'select', 'hotel.room')).toEqual({
      id: 'hotel.room',
      name: await nameInside('hotel.room', 'button'),
      options: ['Standard · Courtyard view', 'Deluxe · Sea view', 'Suite · Terrace'],
    });

    // Slider on its root: the thumb's range input holds the number.
    const thumb = hint('hotel.nights').locator('input[type=range]');
    expect(entry(s, 'slider', 'hotel.nights')).toEqual({
      id: 'hotel.nights',
      name: await nameInside('hotel.nights', 'input'),
      value: Number(await thumb.inputValue()),
    });

    // RadioGroup and CheckboxGroup as selects; their labels (with the hidden input inside) as options.
    for (const id of ['hotel.bed', 'hotel.extras']) {
      const group = entry(s, 'select', id);
      expect(group?.name, id).toBe(await chromiumName(id));
      const options = await hint(id).locator("[data-semtag-role='option']").all();
      const names = [];
      for (const option of options)
        names.push(await option.locator('input').evaluate((i: HTMLInputElement) => i.labels![0]!.innerText));
      expect(group?.options, id).toEqual(names);
    }
    expect(entry(s, 'select', 'hotel.bed')?.value).toEqual((await checkedNames('hotel.bed'))[0]);
    expect(entry(s, 'select', 'hotel.extras')?.value).toEqual(await checkedNames('hotel.extras'));
    for (const id of ['hotel.bed.double', 'hotel.bed.twin', 'hotel.extras.breakfast', 'hotel.extras.parking'])
      expect(entry(s, 'option', id)?.name, id).toBe(await nameInside(id, 'input'));

    // The Switch: a label around a visually hidden input role="switch".
    expect(await nameInside('hotel.offers', 'input')).toBe('Email me offers');
    expect(entry(s, 'toggle', 'hotel.offers')).toEqual({
      id: 'hotel.offers',
      name: await nameInside('hotel.offers', 'input'),
      value: await hint('hotel.offers').locator('input').isChecked(),
    });

    // Tabs as one select, the multiple ListBox as another.
    expect(entry(s, 'select', 'booking.kind')).toEqual({
      id: 'booking.kind',
      name: await chromiumName('booking.kind'),
      options: [await chromiumName('booking.kind.hotel'), await chromiumName('booking.kind.flight')],
      value: await app.chromiumName("[data-semtag-id='booking.kind'] [aria-selected='true']"),
    });
    expect(await ariaState('booking.travellers', 'aria-multiselectable')).toBe('true');
    expect(entry(s, 'select', 'booking.travellers')).toEqual({
      id: 'booking.travellers',
      name: await chromiumName('booking.travellers'),
      options: ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'],
      value: [await app.chromiumName("[data-semtag-id='booking.travellers'] [aria-selected='true']")],
    });

    // The menu button and the disclosure triggers, from aria-expanded; closed panels stay out.
    await expectTogglesMatchPage(['header.account', 'help.cancel', 'help.pets'], 'aria-expanded');
    expect(entry(s, 'region', 'help')).toEqual({ id: 'help', name: 'Good to know' });
    expect(await hint('help.cancel.panel').isVisible()).toBe(false);
    expect(entry(s, 'region', 'help.cancel.panel')).toBeUndefined();

    // Observables and the action the page holds disabled until a room is chosen.
    expect(entry(s, 'observable', 'booking.total')).toEqual({
      id: 'booking.total',
      name: await chromiumName('booking.total'),
      state: 'booking.total',
      value: await hint('booking.total').innerText(),
    });
    expect(await hint('booking.review').isDisabled()).toBe(true);
    await expectEnabledMatchesPage(s);
    expect(entry(s, 'option', 'hotel.extras.late')).toMatchObject({ enabled: false });

    // The Table as a folded collection: one row per stay, each cell as the page shows it.
    const stays = collectionIn(s, 'stays');
    expect(stays.name).toBe(await chromiumName('stays'));
    const rows = [];
    for (const key of ['b1', 'b2'])
      rows.push([
        key,
        await hint(`stays.item.${key}.place`).innerText(),
        await hint(`stays.item.${key}.nights`).innerText(),
        await chromiumName(`stays.item.${key}.cancel`),
      ]);
    expect(stays.fields).toEqual(['key', 'place.value', 'nights.value', 'cancel.name']);
    expect(stays.items).toEqual(rows);

    expect(await review()).toMatchObject({ coverage: 100, gaps: {} });
  });
});

describe('Select: a button showing the choice, a portaled ListBox, a hidden <select> mirror for forms', () => {
  it('reads the choice the trigger shows, not the mirror, with the open list and the page behind it', async () => {
    // The mirror RAC renders for forms: a <select> holding each item's textValue, hidden from assistive technology.
    const mirror = hint('hotel.room').locator('select');
    expect(await mirror.getAttribute('tabindex')).toBe('-1');
    expect(await mirror.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await changes();
    await app.page.click("[data-semtag-id='hotel.room'] button");
    await hint('hotel.room.deluxe').waitFor();
    const s = await snapshot();
    for (const key of ['standard', 'deluxe', 'suite'])
      expect(entry(s, 'option', `hotel.room.${key}`)).toEqual({
        id: `hotel.room.${key}`,
        name: await chromiumName(`hotel.room.${key}`),
        state: 'unselected',
      });
    // The open list makes the page behind it inert: out of use, the select's own hint included.
    expect(await hint('booking.total').evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
    expect(await observe('booking.total')).toMatchObject({ enabled: false });
    await expectEnabledMatchesPage(s);

    await clickUntil('hotel.room.deluxe', 'hotel.room.deluxe', 'detached');
    await app.page.locator("[data-semtag-id='hotel.room'] button", { hasText: 'Deluxe' }).waitFor();
    expect(await shownChoice('hotel.room')).toBe('Deluxe · Sea view');
    expect(await mirror.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]!.label)).toBe('Deluxe');
    const chosen = await changes();
    const room = await observe('hotel.room');
    expect(room.value).toBe(await shownChoice('hotel.room'));
    expect(room.name).toBe(await nameInside('hotel.room', 'button'));
    expect(room.name).toBe('Deluxe · Sea view Room');
    // The page behind the list comes back into use, the select with its new choice. (Whether the
    // delta restates `enabled` for hints behind the list depends on whether the open snapshot listed them.)
    expect(changeOf(chosen, 'hotel.room')).toMatchObject({ name: room.name, value: room.value });
    expect(room).not.toHaveProperty('enabled');
    expect(changeOf(chosen, 'booking.total')).toMatchObject({ value: await hint('booking.total').innerText() });
    expect(changeOf(chosen, 'booking.review')).toEqual({ enabled: true });
    expect(chosen['removed']).toEqual(['hotel.room.standard', 'hotel.room.deluxe', 'hotel.room.suite']);
  });
});

describe('ComboBox: an input role="combobox" with a portaled, filtered ListBox', () => {
  it('reads the text typed, the options the open list holds, and the choice made', async () => {
    const input = hint('hotel.city').locator('input');
    await input.fill('Se');
    await hint('hotel.city.seville').waitFor();
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const listId = await input.getAttribute('aria-controls');
    const shown = await app.page.locator(`[id='${listId}'] [role='option']`).allInnerTexts();
    const s = await snapshot();
    expect(entry(s, 'select', 'hotel.city')).toEqual({
      id: 'hotel.city',
      name: await nameInside('hotel.city', 'input'),
      options: shown,
      value: await input.inputValue(),
    });
    expect(entry(s, 'select', 'hotel.city')?.options).toEqual(['Seville']);
    expect(entry(s, 'option', 'hotel.city.seville')).toEqual({
      id: 'hotel.city.seville',
      name: await chromiumName('hotel.city.seville'),
      state: 'unselected',
    });
    // A ComboBox's list is not modal: RAC hides the page from assistive technology but leaves it
    // to the pointer (a click outside closes the list and goes through), so it stays in use.
    expect(
      await hint('booking.total').evaluate((el) => [
        el.closest('[aria-hidden="true"]') !== null,
        el.closest('[inert]') !== null,
        getComputedStyle(el).pointerEvents,
      ]),
    ).toEqual([true, false, 'auto']);
    expect(await observe('booking.total')).not.toHaveProperty('enabled');
    await expectEnabledMatchesPage(s);

    await changes();
    await clickUntil('hotel.city.seville', 'hotel.city.seville', 'detached');
    expect(await input.inputValue()).toBe('Seville');
    const chosen = await changes();
    expect(changeOf(chosen, 'hotel.city')).toEqual({ options: null, value: 'Seville' });
    expect(chosen['removed']).toEqual(['hotel.city.seville']);
    expect(await observe('hotel.city')).toEqual({
      id: 'hotel.city',
      role: 'select',
      name: await nameInside('hotel.city', 'input'),
      value: await input.inputValue(),
    });
  });
});

describe('Slider, RadioGroup, CheckboxGroup and Switch: visually hidden native inputs under the widgets', () => {
  it('reads each change the user makes, from the inputs the page checks', async () => {
    await changes();
    const thumb = hint('hotel.nights').locator('input[type=range]');
    await thumb.focus();
    await app.page.keyboard.press('ArrowRight');
    await app.page.locator("[data-semtag-id='hotel.nights'] input[value='4']").waitFor({ state: 'attached' });
    await click('hotel.bed.twin');
    await until('hotel.bed.twin', 'data-semtag-state', 'selected');
    await click('hotel.extras.parking');
    await click('hotel.extras.breakfast');
    await until('hotel.extras.breakfast', 'data-semtag-state', 'unselected');
    await click('hotel.offers');
    await until('hotel.offers', 'data-selected', 'true');
    // A click on the disabled checkbox's label does nothing.
    await app.page.click("[data-semtag-id='hotel.extras.late']", { force: true });

    const delta = await changes();
    expect(changeOf(delta, 'hotel.nights')).toEqual({ value: Number(await thumb.inputValue()) });
    expect(changeOf(delta, 'hotel.bed')).toEqual({ value: (await checkedNames('hotel.bed'))[0] });
    expect(changeOf(delta, 'hotel.extras')).toEqual({ value: await checkedNames('hotel.extras') });
    expect(await checkedNames('hotel.extras')).toEqual(['Parking']);
    expect(changeOf(delta, 'hotel.offers')).toEqual({
      value: await hint('hotel.offers').locator('input').isChecked(),
    });
    expect(changeOf(delta, 'hotel.offers')).toEqual({ value: true });
    expect(changeOf(delta, 'hotel.bed.twin')).toEqual({ state: 'selected' });
    expect(changeOf(delta, 'hotel.extras.late')).toBeUndefined();
    expect(await observe('hotel.nights')).toMatchObject({ value: 4 });
  });
});

describe('Tabs: the TabList hinted as one select, each Tab as an option', () => {
  it('reads the selected tab, and the panel RAC mounts only while its tab is selected', async () => {
    expect(await hint('flight').count()).toBe(0);
    await changes();
    await click('booking.kind.flight');
    await hint('flight.notice').waitFor();
    expect(await ariaState('booking.kind.flight', 'aria-selected')).toBe('true');
    const delta = await changes();
    expect(changeOf(delta, 'booking.kind')).toEqual({
      value: await app.chromiumName("[data-semtag-id='booking.kind'] [aria-selected='true']"),
    });
    expect(changeOf(delta, 'booking.kind.flight')).toEqual({ state: 'selected' });
    expect(delta['added']).toEqual({
      observable: [{ id: 'flight.notice', value: await hint('flight.notice').innerText() }],
      region: [{ id: 'flight', name: await chromiumName('flight') }],
    });
    expect(await chromiumName('flight')).toBe('Flight');
    expect(delta['removed']).toEqual(['hotel']);
    await expectRemovedGone(delta);
    expect(await hint('hotel').count()).toBe(0);
  });
});

describe('ListBox with several choices', () => {
  it('reads the chosen options as an array, following aria-selected', async () => {
    await changes();
    await click('booking.travellers.grace');
    await until('booking.travellers.grace', 'aria-selected', 'true');
    const chosen = [];
    for (const key of ['ada', 'alan', 'grace'])
      if ((await ariaState(`booking.travellers.${key}`, 'aria-selected')) === 'true')
        chosen.push(await chromiumName(`booking.travellers.${key}`));
    expect(chosen).toEqual(['Ada Lovelace', 'Grace Hopper']);
    const delta = await changes();
    expect(changeOf(delta, 'booking.travellers')).toEqual({ value: chosen });
    expect(changeOf(delta, 'booking.travellers.grace')).toEqual({ state: 'selected' });
  });
});

describe('a Menu in a Popover', () => {
  it('lists the open menu, its disabled item, and the inert page behind it', async () => {
    await changes();
    await clickUntil('header.account', 'header.account.menu');
    expect(await ariaState('header.account.menu', 'role')).toBe('menu');
    const s = await snapshot();
    expect(entry(s, 'region', 'header.account.menu')).toEqual({
      id: 'header.account.menu',
      name: await chromiumName('header.account.menu'),
    });
    for (const [key, action] of [
      ['profile', 'open-profile'],
      ['trips', 'open-trips'],
    ])
      expect(entry(s, 'action', `header.account.${key}`)).toEqual({
        id: `header.account.${key}`,
        name: await chromiumName(`header.account.${key}`),
        action,
      });
    expect(await ariaState('header.account.signout', 'aria-disabled')).toBe('true');
    expect(entry(s, 'action', 'header.account.signout')).toMatchObject({ enabled: false });
    // RAC makes everything outside the popover inert, the menu button included.
    expect(await hint('header.account').evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
    expect(await observe('header.account')).toMatchObject({ value: true, enabled: false });
    await expectEnabledMatchesPage(s);

    await clickUntil('header.account.trips', 'header.account.menu', 'detached');
    const closed = await changes();
    expect(changeOf(closed, 'booking.status')).toMatchObject({ value: await hint('booking.status').innerText() });
    expect(changeOf(closed, 'header.account')).toMatchObject({ value: false });
    expect(await observe('header.account')).not.toHaveProperty('enabled');
    await expectEnabledMatchesPage(await snapshot());
  });
});

describe('a Modal holding a Dialog', () => {
  it('reads the dialog, shuts out the inert page behind it, and hands the page back on booking', async () => {
    await app.page.click("[data-semtag-id='hotel.room'] button");
    await clickUntil('hotel.room.suite', 'hotel.room.suite', 'detached');
    await changes();
    await clickUntil('booking.review', 'confirm');
    expect(await ariaState('confirm', 'role')).toBe('dialog');
    const s = await snapshot();
    expect(entry(s, 'region', 'confirm')).toEqual({ id: 'confirm', name: await chromiumName('confirm') });
    expect(entry(s, 'observable', 'confirm.summary')?.value).toBe(await hint('confirm.summary').innerText());
    expect(entry(s, 'toggle', 'confirm.terms')).toEqual({
      id: 'confirm.terms',
      name: await nameInside('confirm.terms', 'input'),
      value: await hint('confirm.terms').locator('input').isChecked(),
    });
    expect(await hint('confirm.book').isDisabled()).toBe(true);
    // Behind the modal: RAC sets inert on the app's root; an observe of any id there says so.
    for (const id of ['booking.review', 'hotel.room', 'header.account', 'stays.item.b1.cancel']) {
      expect(await hint(id).evaluate((el) => el.closest('[inert]') !== null), id).toBe(true);
      expect(await observe(id), id).toMatchObject({ enabled: false });
    }
    await expectEnabledMatchesPage(s);

    await click('confirm.terms');
    await app.page.locator("[data-semtag-id='confirm.book']:enabled").waitFor();
    expect(await observe('confirm.terms')).toMatchObject({ value: true });
    expect(await observe('confirm.book')).not.toHaveProperty('enabled');
    await clickUntil('confirm.book', 'confirm', 'detached');
    await hint('stays.item.b3.place').waitFor();
    const booked = await changes();
    expect(booked['removed']).toEqual(['confirm']);
    await expectRemovedGone(booked);
    expect(changeOf(booked, 'booking.status')).toMatchObject({ value: await hint('booking.status').innerText() });
    expect(await observe('booking.review')).not.toHaveProperty('enabled');
    const s2 = await snapshot();
    await expectEnabledMatchesPage(s2);
    expect(collectionIn(s2, 'stays').items.at(-1)).toEqual([
      'b3',
      await hint('stays.item.b3.place').innerText(),
      await hint('stays.item.b3.nights').innerText(),
      await chromiumName('stays.item.b3.cancel'),
    ]);
  });
});

describe('a Table of stays', () => {
  it('states the row a Cancel removes', async () => {
    await changes();
    await clickUntil('stays.item.b1.cancel', 'stays.item.b1.place', 'detached');
    const delta = await changes();
    expect(delta['removed']).toEqual(['stays.item.b1']);
    await expectRemovedGone(delta);
    // One row left: it no longer folds (a collection folds two keys or more), and is listed flat.
    const s = await snapshot();
    expect(s.collections).toBeUndefined();
    expect(entry(s, 'observable', 'stays.item.b2.place')).toEqual({
      id: 'stays.item.b2.place',
      value: await hint('stays.item.b2.place').innerText(),
    });
  });
});

describe('a DisclosureGroup', () => {
  it('reads each trigger from aria-expanded and lists a panel only while it is expanded', async () => {
    await changes();
    await clickUntil('help.cancel', 'help.cancel.panel');
    const opened = await changes();
    await expectTogglesMatchPage(['help.cancel', 'help.pets'], 'aria-expanded');
    expect(await ariaState('help.cancel.panel', 'aria-hidden')).toBe('false');
    expect(opened['added']).toEqual({
      region: [{ id: 'help.cancel.panel', name: await chromiumName('help.cancel.panel') }],
    });
    expect(await chromiumName('help.cancel.panel')).toBe('Cancellation policy');
    expect(opened['changed']).toEqual([{ id: 'help.cancel', value: true }]);

    // One at a time: opening the second closes the first.
    await clickUntil('help.pets', 'help.pets.panel');
    await hint('help.cancel.panel').waitFor({ state: 'hidden' });
    const moved = await changes();
    await expectTogglesMatchPage(['help.cancel', 'help.pets'], 'aria-expanded');
    expect(moved['removed']).toEqual(['help.cancel.panel']);
    expect(moved['changed']).toEqual([
      { id: 'help.cancel', value: false },
      { id: 'help.pets', value: true },
    ]);
    expect(await observe('help.cancel.panel')).toMatchObject({ visible: false });
  });
});
