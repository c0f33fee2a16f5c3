// What the server says about an app built from real Headless UI components, end to end: our server
// in process reads the fixture app (test/apps/headless) while another CDP client acts on it, as
// Playwright MCP would. Each widget is checked against what the page holds: the DOM's values and
// ARIA states, and the accessible names Chromium computes.

import { describe, expect, it } from 'vitest';
import type { HintEntry, Review } from '../../src/page/types.js';
import {
  changeOf,
  collectionIn as collection,
  entryIn,
  fixtureAppSession,
  newIn,
} from '../support/fixture-app-session.js';
import { fixtureAppUrl } from '../support/test-env.js';

const appPage = await fixtureAppUrl('headless');
const appUrl = () => appPage;
const app = fixtureAppSession(appUrl);
const { click, snapshot, observe, hint, clickUntil, changes } = app;
const review = () => app.server.ok<Review>('semantic_review', {});
const entry = entryIn;
/** The accessible name Chromium computes for a hint. */
const chromiumName = (id: string) => app.chromiumName(`[data-semtag-id='${id}']`);

/** Whether the page has made an element unusable: inert itself or inside an inert subtree. */
const isInert = (id: string) => hint(id).evaluate((element) => element.closest('[inert]') !== null);
const ariaState = (id: string, attribute: string) => hint(id).getAttribute(attribute);

describe('a Listbox: a custom select whose options are portaled while open', () => {
  it('reads the choice from the button and no options while closed, named as Chromium names it', async () => {
    const lead = await observe('general.lead');
    expect(lead).toEqual({
      id: 'general.lead',
      role: 'select',
      name: 'Project lead Ada Lovelace',
      state: 'project.lead',
      value: 'Ada Lovelace',
    });
    // Headless UI labels the button by its label and itself: the name holds the current choice.
    expect(lead.name).toBe(await chromiumName('general.lead'));
    expect(await ariaState('general.lead', 'aria-controls')).toBeNull();
  });

  it('reads the options from the portaled list its aria-controls names, and scope by its id covers them', async () => {
    await clickUntil('general.lead', 'general.lead.grace');
    expect(await ariaState('general.lead', 'aria-controls')).not.toBeNull();
    expect(await observe('general.lead')).toMatchObject({
      options: ['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds', 'Margaret Hamilton'],
      value: 'Ada Lovelace',
    });
    expect(await snapshot({ scope: 'general.lead' })).toEqual({
      url: appUrl(),
      screen: 'general',
      // Headless UI makes the rest of the page inert while it is open, but leaves the trigger in
      // use beside the list (a click on it closes the list): no one layer holds every hint in use.
      option: [
        { id: 'general.lead.ada', name: 'Ada Lovelace', state: 'selected' },
        { id: 'general.lead.grace', name: 'Grace Hopper', state: 'unselected' },
        { id: 'general.lead.linus', name: 'Linus Torvalds', state: 'unselected' },
        { id: 'general.lead.margaret', name: 'Margaret Hamilton', state: 'unselected' },
      ],
      select: [
        {
          id: 'general.lead',
          name: 'Project lead Ada Lovelace',
          state: 'project.lead',
          options: ['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds', 'Margaret Hamilton'],
          value: 'Ada Lovelace',
        },
      ],
    });
  });

  it('reports the rest of the page disabled while the list is open, as Headless UI makes it inert', async () => {
    await clickUntil('general.lead', 'general.lead.grace');
    expect(await isInert('general.name')).toBe(true);
    expect(await isInert('general.lead')).toBe(false);
    const s = await snapshot();
    expect(entry(s, 'input', 'general.name')?.enabled).toBe(false);
    expect(entry(s, 'select', 'general.lead')).not.toHaveProperty('enabled');
    expect(entry(s, 'option', 'general.lead.grace')).not.toHaveProperty('enabled');
  });

  it('states the opened list as added, and its closing as the options removed and the new choice', async () => {
    await changes();
    await clickUntil('general.lead', 'general.lead.grace');
    const opened = await changes();
    expect((opened['added'] as Record<string, HintEntry[]>)['option']?.map((o) => o.id)).toEqual([
      'general.lead.ada',
      'general.lead.grace',
      'general.lead.linus',
      'general.lead.margaret',
    ]);
    expect(opened['changed']).toContainEqual({
      id: 'general.lead',
      options: ['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds', 'Margaret Hamilton'],
    });
    // Headless UI made the rest of the page inert while the list is open.
    expect(changeOf(opened, 'general.name')).toEqual({ enabled: false });

    await clickUntil('general.lead.grace', 'general.lead.grace', 'detached');
    const closed = await changes();
    expect(closed['removed']).toEqual([
      'general.lead.ada',
      'general.lead.grace',
      'general.lead.linus',
      'general.lead.margaret',
    ]);
    expect(closed['changed']).toContainEqual({
      id: 'general.lead',
      name: 'Project lead Grace Hopper',
      options: null,
      value: 'Grace Hopper',
    });
    expect(changeOf(closed, 'general.name')).toEqual({ enabled: true });
    expect(await observe('status')).toMatchObject({ value: 'Lead set to Grace Hopper.' });
    expect(await observe('general.lead')).not.toHaveProperty('options');
  });
});

describe('a Combobox: the value lives in its input', () => {
  it('reads the value from the input the select hint sits on', async () => {
    expect(await hint('general.label').inputValue()).toBe('Bug');
    expect(await observe('general.label')).toEqual({
      id: 'general.label',
      role: 'select',
      name: 'Default label',
      state: 'project.defaultLabel',
      value: 'Bug',
    });
    expect(await chromiumName('general.label')).toBe('Default label');
  });

  it('reads the filtered options while open and the typed text as the value, then the choice', async () => {
    await clickUntil('general.label', 'general.label.chore');
    expect((await observe('general.label')).options).toEqual(['Bug', 'Feature', 'Documentation', 'Chore']);

    await hint('general.label').fill('doc');
    await hint('general.label.bug').waitFor({ state: 'detached' });
    const scoped = await snapshot({ scope: 'general.label' });
    expect(scoped.option).toEqual([{ id: 'general.label.docs', name: 'Documentation', state: 'unselected' }]);
    expect(scoped.select).toEqual([
      {
        id: 'general.label',
        name: 'Default label',
        state: 'project.defaultLabel',
        options: ['Documentation'],
        value: 'doc',
      },
    ]);

    await clickUntil('general.label.docs', 'general.label.docs', 'detached');
    expect(await hint('general.label').inputValue()).toBe('Documentation');
    expect(await observe('general.label')).toMatchObject({ value: 'Documentation' });
    expect(await observe('general.label')).not.toHaveProperty('options');
    expect(await observe('status')).toMatchObject({ value: 'Default label set to Documentation.' });
  });
});

describe('toggles: a Switch, Radios and an icon toggle without ARIA state', () => {
  it('reads a Switch from aria-checked, and its name from its label', async () => {
    expect(await ariaState('general.public', 'aria-checked')).toBe('false');
    expect(await observe('general.public')).toEqual({
      id: 'general.public',
      role: 'toggle',
      name: 'Public project',
      value: false,
    });
    expect(await chromiumName('general.public')).toBe('Public project');
    await click('general.public');
    expect(await ariaState('general.public', 'aria-checked')).toBe('true');
    expect((await observe('general.public')).value).toBe(true);
  });

  it('reports a disabled Switch as not enabled', async () => {
    await clickUntil('tabs.notifications', 'notifications.sms');
    const switches = (await snapshot()).toggle?.filter((t) => /^notifications\.(email|digest|sms)$/.test(t.id));
    expect(switches).toEqual([
      { id: 'notifications.email', name: 'Email me about mentions', value: true },
      { id: 'notifications.digest', name: 'Weekly digest', value: false },
      { id: 'notifications.sms', name: 'Text messages', value: false, enabled: false },
    ]);
  });

  it('reads each Radio from aria-checked', async () => {
    const radios = async () => (await snapshot()).toggle?.filter((t) => t.id.startsWith('general.view.'));
    expect(await radios()).toEqual([
      { id: 'general.view.list', name: 'List', value: true },
      { id: 'general.view.board', name: 'Board', value: false },
      { id: 'general.view.calendar', name: 'Calendar', value: false },
    ]);
    await click('general.view.board');
    expect((await radios())?.map((r) => [r.id, r.value])).toEqual([
      ['general.view.list', false],
      ['general.view.board', true],
      ['general.view.calendar', false],
    ]);
  });

  it('gives an icon toggle with no ARIA state no value, only the state the app wrote', async () => {
    expect(await observe('general.star')).toEqual({
      id: 'general.star',
      role: 'toggle',
      name: 'Star project',
      state: 'unstarred',
    });
    await click('general.star');
    expect(await observe('general.star')).toEqual({
      id: 'general.star',
      role: 'toggle',
      name: 'Star project',
      state: 'starred',
    });
  });
});

describe('a Disclosure whose panel mounts on open', () => {
  it('reads aria-expanded, and states the panel and the hints in it as added, then removed', async () => {
    expect((await observe('general.advanced')).value).toBe(false);
    expect(entry(await snapshot(), 'region', 'general.advanced.panel')).toBeUndefined();
    await changes();

    await clickUntil('general.advanced', 'general.advanced.panel');
    const opened = await changes();
    expect(opened['added']).toEqual({
      action: [
        {
          id: 'general.advanced.delete',
          name: 'Delete project',
          action: 'open-delete-dialog',
          state: 'closed',
          controls: 'delete.dialog',
        },
      ],
      input: [{ id: 'general.advanced.key', name: 'Issue key prefix', value: 'APL' }],
      region: [{ id: 'general.advanced.panel', name: 'Advanced' }],
    });
    expect(opened['changed']).toEqual([{ id: 'general.advanced', value: true }]);
    expect((await observe('general.advanced')).value).toBe(true);

    await clickUntil('general.advanced', 'general.advanced.panel', 'detached');
    const closed = await changes();
    // Their ids do not nest under the panel's, so each is named: a removed id stands only for ids under it.
    expect(closed['removed']).toEqual(['general.advanced.delete', 'general.advanced.key', 'general.advanced.panel']);
    expect(closed['changed']).toEqual([{ id: 'general.advanced', value: false }]);
  });
});

describe('Tabs whose inactive panels are unmounted', () => {
  it('lists only the mounted panel and names the screen after it', async () => {
    const s = await snapshot();
    expect(s.screen).toBe('general');
    expect(s.option?.filter((o) => o.id.startsWith('tabs.'))).toEqual([
      { id: 'tabs.general', name: 'General', state: 'selected', controls: 'general' },
      { id: 'tabs.notifications', name: 'Notifications', state: 'unselected', controls: 'notifications' },
      { id: 'tabs.members', name: 'Members', state: 'unselected', controls: 'members' },
    ]);
    expect(s.region?.map((r) => r.id)).toEqual(['header', 'general']);
    expect(entry(s, 'region', 'general')?.name).toBe(await chromiumName('general'));
  });

  it('answers a move to another tab as a delta: the new panel whole, the header and tabs not repeated', async () => {
    await changes();
    await clickUntil('tabs.members', 'members');
    const answer = await changes();
    expect(answer).toMatchObject({ delta: true, screen: 'members', removed: ['general'] });
    expect(answer).not.toHaveProperty('option');
    expect(answer['changed']).toEqual([
      { id: 'tabs.general', state: 'unselected' },
      { id: 'tabs.members', state: 'selected' },
    ]);
    expect(answer['added']).toMatchObject({ region: [{ id: 'members', name: 'Members' }] });
    expect(answer['collections']).toMatchObject([{ id: 'members.list', fields: ['key', 'name.value', 'role.value'] }]);
    expect(JSON.stringify(answer).length).toBeLessThan(JSON.stringify(await snapshot()).length);
  });
});

describe('a Menu whose items are portaled while open', () => {
  it('names the open menu as Chromium does, through the button its aria-labelledby names', async () => {
    await clickUntil('tabs.members', 'members');
    await clickUntil('members.list.item.linus.menu', 'member.menu');
    const menu = await observe('member.menu');
    expect(menu).toEqual({ id: 'member.menu', role: 'region', name: 'Member actions' });
    expect(menu.name).toBe(await chromiumName('member.menu'));
  });

  it('covers the portaled items when scoped to the button, with their enabled state', async () => {
    await clickUntil('tabs.members', 'members');
    await clickUntil('members.list.item.ada.menu', 'member.menu');
    expect(await ariaState('member.menu.promote', 'aria-disabled')).toBe('true');
    expect(await snapshot({ scope: 'members.list.item.ada.menu' })).toEqual({
      url: appUrl(),
      screen: 'members',
      // Headless UI makes the rest of the page inert while it is open, but leaves the trigger in
      // use beside the list (a click on it closes the list): no one layer holds every hint in use.
      action: [
        {
          id: 'members.list.item.ada.menu',
          name: 'Member actions',
          action: 'open-member-menu',
          controls: 'member.menu',
        },
        { id: 'member.menu.promote', name: 'Make admin', action: 'make-admin', enabled: false },
        { id: 'member.menu.remove', name: 'Remove', action: 'remove-member', enabled: false },
      ],
      region: [{ id: 'member.menu', name: 'Member actions' }],
    });
  });

  it('answers the opened menu as a delta, the page behind it turning inert in one shared change', async () => {
    await clickUntil('tabs.members', 'members');
    await changes();
    await clickUntil('members.list.item.linus.menu', 'member.menu');
    const opened = await changes();
    expect(opened).toMatchObject({
      delta: true,
      added: {
        action: [
          { id: 'member.menu.promote', name: 'Make admin', action: 'make-admin' },
          { id: 'member.menu.remove', name: 'Remove', action: 'remove-member' },
        ],
        region: [{ id: 'member.menu', name: 'Member actions' }],
      },
    });
    expect(opened).not.toHaveProperty('screen');
    // Headless UI made everything behind the menu inert, its trigger aside: one change, stated as
    // everything the agent holds but the few the page left usable.
    for (const id of ['tabs.general', 'status', 'header', 'members.list.item.ada.menu', 'members.list.item.linus.role'])
      expect(changeOf(opened, id), id).toEqual({ enabled: false });
    expect(changeOf(opened, 'members.list.item.linus.menu')).toBeUndefined();
    const shared = (opened['changed'] as Array<Record<string, unknown>>).find((change) => 'allExcept' in change);
    expect(shared).toMatchObject({ enabled: false });
    for (const id of shared!['allExcept'] as string[]) expect(await isInert(id), id).toBe(false);
    expect(await observe('members.list.item.linus.menu')).not.toHaveProperty('enabled');
    expect(await observe('tabs.general')).toMatchObject({ enabled: false });
    await clickUntil('member.menu.promote', 'member.menu', 'detached');
    const closed = await changes();
    // Closed: the menu gone, the page back in use, and the news; not the screen again in full.
    expect(closed).toMatchObject({ delta: true, removed: ['member.menu'] });
    expect(closed).not.toHaveProperty('full');
    for (const id of ['tabs.general', 'header', 'members.list.item.ada.menu'])
      expect(changeOf(closed, id), id).toEqual({ enabled: true });
    expect(changeOf(closed, 'status')).toEqual({ value: 'Linus Torvalds is now an admin.', enabled: true });
    expect(changeOf(closed, 'members.list.item.linus.role')).toEqual({ value: 'Admin', enabled: true });
    expect(changeOf(closed, 'members.list.item.linus.menu')).toBeUndefined();
    expect(await isInert('tabs.general')).toBe(false);
    const list = collection(await snapshot(), 'members.list');
    expect(list.items).toEqual([
      ['ada', 'Ada Lovelace', 'Owner'],
      ['grace', 'Grace Hopper', 'Admin'],
      ['linus', 'Linus Torvalds', 'Admin'],
    ]);
  });
});

describe('a modal Dialog, portaled, with the rest of the page inert', () => {
  const openDialog = async () => {
    await clickUntil('general.advanced', 'general.advanced.delete');
    await clickUntil('general.advanced.delete', 'delete.dialog.confirm');
  };

  it('lists only the open dialog, named by its title, and everything behind it, with includeHidden, as not enabled', async () => {
    await openDialog();
    const s = await snapshot();
    expect(s.modal).toBe('delete.dialog');
    expect(entry(s, 'region', 'delete.dialog')).toEqual({ id: 'delete.dialog', name: 'Delete Apollo?' });
    expect(await chromiumName('delete.dialog')).toBe('Delete Apollo?');
    expect(await observe('delete.dialog')).toEqual({ id: 'delete.dialog', role: 'region', name: 'Delete Apollo?' });
    expect(await isInert('general.advanced.delete')).toBe(true);
    expect(entry(s, 'action', 'general.advanced.delete')).toBeUndefined();
    const all = await snapshot({ includeHidden: true });
    expect(entry(all, 'action', 'general.advanced.delete')).toMatchObject({ state: 'open', enabled: false });
    expect(await observe('general.advanced.delete')).toMatchObject({ enabled: false });
    expect(entry(s, 'action', 'delete.dialog.submit')).toEqual({
      id: 'delete.dialog.submit',
      name: 'Delete',
      action: 'delete-project',
      enabled: false,
    });
    expect(entry(s, 'input', 'delete.dialog.confirm')).toEqual({
      id: 'delete.dialog.confirm',
      name: 'Type the project name to confirm',
    });
  });

  it('states the dialog as new and the page behind it not at all, and after deleting, removed by its id alone with the news', async () => {
    await clickUntil('general.advanced', 'general.advanced.delete');
    await changes();
    await clickUntil('general.advanced.delete', 'delete.dialog.confirm');
    const opened = await changes();
    expect(opened['modal']).toBe('delete.dialog');
    expect(newIn(opened, 'region')).toEqual([{ id: 'delete.dialog', name: 'Delete Apollo?' }]);
    expect(await isInert('general.advanced.delete')).toBe(true);
    expect(opened).not.toHaveProperty('changed');

    await hint('delete.dialog.confirm').fill('Apollo');
    expect(await observe('delete.dialog.submit')).not.toHaveProperty('enabled');
    await clickUntil('delete.dialog.submit', 'delete.dialog', 'detached');
    const closed = await changes();
    expect(closed).toMatchObject({ modal: null, removed: ['delete.dialog'] });
    // Only the news: the agent never heard the page behind was out of use, nor the trigger open.
    expect(changeOf(closed, 'status')).toEqual({ value: 'Deleted “Apollo”.' });
    expect(changeOf(closed, 'general.advanced.delete')).toBeUndefined();
    expect(await ariaState('general.advanced.delete', 'data-semtag-state')).toBe('closed');
  });
});

describe('the review of the app', () => {
  it('flags only the toggle without a state: controls naming unmounted tab panels and a closed dialog are fine', async () => {
    const found = await review();
    expect(found.gaps).toEqual({ unreadableToggle: { count: 1, places: ['general.star'] } });
    expect(found.coverage).toBe(100);
  });

  it('counts the portaled list, menu and dialog as hinted while open', async () => {
    await clickUntil('general.lead', 'general.lead.grace');
    expect((await review()).gaps).toEqual({ unreadableToggle: { count: 1, places: ['general.star'] } });
    await app.page.keyboard.press('Escape');
    await hint('general.lead.grace').waitFor({ state: 'detached' });

    await clickUntil('general.advanced', 'general.advanced.delete');
    await clickUntil('general.advanced.delete', 'delete.dialog.confirm');
    const withDialog = await review();
    expect(withDialog.gaps).not.toHaveProperty('unhinted');
    expect(withDialog.gaps).not.toHaveProperty('danglingControls');
    expect(withDialog.coverage).toBe(100);
    await hint('delete.dialog.cancel').click();
    await hint('delete.dialog').waitFor({ state: 'detached' });

    await clickUntil('tabs.members', 'members');
    await clickUntil('members.list.item.linus.menu', 'member.menu');
    expect((await review()).gaps).toEqual({});
  });
});
