// More Headless UI parts on the Notifications tab of the fixture app (test/apps/headless,
// notification-parts.tsx), end to end through our MCP server while the test's own Playwright page
// acts as Playwright MCP would: a Disclosure kept mounted while closed, a Popover, a Dialog holding
// a form, a Menu with sections and a disabled item, a multiple Combobox, and text inputs and a
// native select hinted on their Headless Field. Every fact the server states is checked against
// what the page holds (ARIA states, values, inert, the names Chromium computes), before and after.

import { beforeEach, describe, expect, it } from 'vitest';
import type { HintEntry, Review } from '../../src/page/types.js';
import { changeOf, entryIn, fixtureAppSession, newIn } from '../support/fixture-app-session.js';
import { fixtureAppUrl } from '../support/test-env.js';

const appPage = await fixtureAppUrl('headless');
const appUrl = () => appPage;
const app = fixtureAppSession(appUrl);
const { click, snapshot, observe, hint, clickUntil, changes } = app;

const review = (args: Record<string, unknown> = {}) => app.server.ok<Review>('semantic_review', args);
const attr = (id: string, attribute: string) => hint(id).getAttribute(attribute);
const nameOf = (id: string, inner = '') => app.chromiumName(`[data-semtag-id='${id}'] ${inner}`.trim());
const added = (delta: Record<string, unknown>) => delta['added'] as Record<string, HintEntry[]> | undefined;
/** Whether the page has shut hint `id` out: inert itself or inside an inert subtree. */
const isInert = (id: string) => hint(id).evaluate((element) => element.closest('[inert]') !== null);

beforeEach(async () => {
  await clickUntil('tabs.notifications', 'notifications.watching');
});

describe('a Disclosure whose panel stays mounted, hidden, while closed', () => {
  it('reads the button from aria-expanded and leaves the hidden panel out until it opens', async () => {
    expect(await attr('notifications.rules', 'aria-expanded')).toBe('false');
    // Mounted (unmount={false}) but hidden by Headless UI.
    expect(await hint('notifications.rules.panel').count()).toBe(1);
    expect(await hint('notifications.rules.panel').isHidden()).toBe(true);
    expect(await observe('notifications.rules')).toEqual({
      id: 'notifications.rules',
      role: 'toggle',
      name: await nameOf('notifications.rules'),
      controls: 'notifications.rules.panel',
      value: false,
    });
    expect(await observe('notifications.rules.panel')).toMatchObject({ visible: false });
    expect(await observe('notifications.rules.keywords')).toMatchObject({ visible: false });
    const closed = await snapshot({ scope: 'notifications' });
    expect(entryIn(closed, 'region', 'notifications.rules.panel')).toBeUndefined();
    expect(entryIn(closed, 'input', 'notifications.rules.keywords')).toBeUndefined();
    expect(entryIn(await snapshot({ includeHidden: true }), 'input', 'notifications.rules.keywords')).toEqual({
      id: 'notifications.rules.keywords',
      name: 'Muted keywords',
      visible: false,
    });
  });

  it('states the opened panel as added, then what is typed, then the panel gone when Enter closes it', async () => {
    await changes();
    await click('notifications.rules');
    await hint('notifications.rules.keywords').waitFor();
    expect(await attr('notifications.rules', 'aria-expanded')).toBe('true');
    const opened = await changes();
    expect(added(opened)).toEqual({
      input: [{ id: 'notifications.rules.keywords', name: await nameOf('notifications.rules.keywords') }],
      region: [{ id: 'notifications.rules.panel', name: await nameOf('notifications.rules.panel') }],
    });
    expect(opened['changed']).toEqual([{ id: 'notifications.rules', value: true }]);

    await hint('notifications.rules.keywords').fill('deploy');
    expect(await changes()).toMatchObject({ changed: [{ id: 'notifications.rules.keywords', value: 'deploy' }] });

    await hint('notifications.rules').focus();
    await app.page.keyboard.press('Enter');
    await hint('notifications.rules.panel').waitFor({ state: 'hidden' });
    expect(await attr('notifications.rules', 'aria-expanded')).toBe('false');
    const shut = await changes();
    expect(shut['removed']).toEqual(['notifications.rules.keywords', 'notifications.rules.panel']);
    expect(shut['changed']).toEqual([{ id: 'notifications.rules', value: false }]);
    // Still mounted, still holding what was typed: observe says so, and that it is hidden.
    expect(await observe('notifications.rules.keywords')).toMatchObject({ value: 'deploy', visible: false });
  });
});

describe('a Popover: its panel portaled while open, the page left usable', () => {
  it('reads the button from aria-expanded, and the portaled panel as added while open', async () => {
    expect(await observe('notifications.help')).toEqual({
      id: 'notifications.help',
      role: 'toggle',
      name: await nameOf('notifications.help'),
      controls: 'notifications.help.panel',
      value: false,
    });
    expect(await hint('notifications.help.panel').count()).toBe(0);
    await changes();

    await clickUntil('notifications.help', 'notifications.help.text');
    expect(await attr('notifications.help', 'aria-expanded')).toBe('true');
    // Portaled: outside the tab panel, at the end of <body>.
    expect(await hint('notifications.help.panel').evaluate((e) => e.closest("[data-semtag-id='notifications']"))).toBe(
      null,
    );
    const opened = await changes();
    expect(opened['screen']).toBeUndefined();
    expect(added(opened)).toEqual({
      navigation: [{ id: 'notifications.help.docs', name: 'Read the guide', target: 'docs.notifications' }],
      observable: [{ id: 'notifications.help.text', value: 'Mentions always notify you.' }],
      region: [{ id: 'notifications.help.panel', name: await nameOf('notifications.help.panel') }],
    });
    expect(opened['changed']).toEqual([{ id: 'notifications.help', value: true }]);
    // A Popover is not modal: nothing else is shut out, and nothing is said to be.
    expect(await isInert('notifications.email')).toBe(false);
    expect(await observe('notifications.email')).not.toHaveProperty('enabled');
    expect((await snapshot({ scope: 'notifications.help.panel' })).screen).toBe('notifications');
    expect(await review()).toMatchObject({ coverage: 100, gaps: {} });
  });

  it('states the panel removed and the button closed when Escape closes it', async () => {
    await clickUntil('notifications.help', 'notifications.help.text');
    await changes();
    await app.page.keyboard.press('Escape');
    await hint('notifications.help.panel').waitFor({ state: 'detached' });
    expect(await attr('notifications.help', 'aria-expanded')).toBe('false');
    const shut = await changes();
    expect(shut['removed']).toEqual(['notifications.help.docs', 'notifications.help.text', 'notifications.help.panel']);
    expect(shut['changed']).toEqual([{ id: 'notifications.help', value: false }]);
  });
});

describe('a Dialog opened from a button, with a form inside', () => {
  const open = () => clickUntil('notifications.webhook', 'webhook.dialog.url');

  it('reads the open dialog, its disabled save and its Switch as the page holds them, the rest out of use', async () => {
    await changes();
    await open();
    expect(await attr('webhook.dialog.save', 'disabled')).toBe('');
    expect(await attr('webhook.dialog.active', 'aria-checked')).toBe('true');
    const opened = await changes();
    // The modal stated once: its id, and only what it holds, as new.
    expect(opened['modal']).toBe('webhook.dialog');
    const listed = Object.fromEntries(
      ['action', 'input', 'toggle', 'region'].map((group) => [group, newIn(opened, group)] as const),
    );
    expect(listed).toEqual({
      action: [
        { id: 'webhook.dialog.save', name: 'Save webhook', action: 'save-webhook', enabled: false },
        { id: 'webhook.dialog.cancel', name: 'Cancel', action: 'close' },
      ],
      input: [{ id: 'webhook.dialog.url', name: await nameOf('webhook.dialog.url') }],
      toggle: [{ id: 'webhook.dialog.active', name: await nameOf('webhook.dialog.active'), value: true }],
      region: [{ id: 'webhook.dialog', name: await nameOf('webhook.dialog') }],
    });
    expect(await nameOf('webhook.dialog')).toBe('Add a webhook');
    // Headless UI makes everything outside the dialog inert: not restated in the delta; listed,
    // out of use, with includeHidden, the opener with its state.
    expect(await isInert('notifications.webhook')).toBe(true);
    expect(opened).not.toHaveProperty('changed');
    const all = await snapshot({ includeHidden: true });
    expect(entryIn(all, 'action', 'notifications.webhook')).toMatchObject({ state: 'open', enabled: false });
    expect(entryIn(all, 'toggle', 'notifications.email')).toMatchObject({ enabled: false });
    expect(await review({ scope: 'webhook.dialog' })).toMatchObject({ coverage: 100, gaps: {} });
    expect(await review()).toMatchObject({ coverage: 100, gaps: {} });
  });

  it('follows typing and the Switch, then states the dialog gone and the status on save', async () => {
    // The agent has read the tab: behind the modal it is not restated, and on close it is not news.
    await changes();
    await open();
    await changes();
    await hint('webhook.dialog.url').fill('https://hooks.example.com/a');
    await hint('webhook.dialog.active').focus();
    await app.page.keyboard.press('Space');
    expect(await attr('webhook.dialog.active', 'aria-checked')).toBe('false');
    expect(await attr('webhook.dialog.save', 'disabled')).toBeNull();
    const typed = await changes();
    expect(changeOf(typed, 'webhook.dialog.url')).toEqual({ value: 'https://hooks.example.com/a' });
    expect(changeOf(typed, 'webhook.dialog.active')).toEqual({ value: false });
    expect(changeOf(typed, 'webhook.dialog.save')).toEqual({ enabled: true });

    await clickUntil('webhook.dialog.save', 'webhook.dialog', 'detached');
    const saved = await changes();
    // Every id under the dialog's is gone: stated once by the dialog's id; the modal closed.
    expect(saved).toMatchObject({ modal: null, removed: ['webhook.dialog'] });
    // The news behind it: the status line, as a change or, if the agent never saw it, as added.
    const status = changeOf(saved, 'status') ?? newIn(saved, 'observable')?.find((e) => e.id === 'status');
    expect(status).toMatchObject({ value: 'Webhook https://hooks.example.com/a added (paused).' });
    expect(JSON.stringify(saved)).not.toContain('"enabled":false');
    expect(await isInert('notifications.webhook')).toBe(false);
  });

  it('states nothing changed once Cancel closes it, and the form starts over when it opens again', async () => {
    await changes();
    await open();
    await hint('webhook.dialog.url').fill('https://draft.example.com');
    await clickUntil('webhook.dialog.cancel', 'webhook.dialog', 'detached');
    expect(await changes()).toEqual({ delta: true });
    await open();
    expect(await hint('webhook.dialog.url').inputValue()).toBe('');
    expect(await observe('webhook.dialog.url')).toEqual({
      id: 'webhook.dialog.url',
      role: 'input',
      name: 'Payload URL',
    });
  });
});

describe('a Menu with sections under headings and a disabled item', () => {
  const open = () => clickUntil('notifications.more', 'notifications.more.send.email');

  it('names the menu and its sections as Chromium does, and reads the disabled item as not enabled', async () => {
    await open();
    expect(await attr('notifications.more.send.sms', 'aria-disabled')).toBe('true');
    expect(await snapshot({ scope: 'notifications.more.menu' })).toEqual({
      url: appUrl(),
      screen: 'notifications',
      // Headless UI makes the rest of the page inert while it is open, but leaves the menu's button
      // in use (a click on it closes the menu): no one layer holds every hint in use, so no modal.
      action: [
        { id: 'notifications.more.send.email', name: 'Test email', action: 'send-test-email' },
        { id: 'notifications.more.send.sms', name: 'Test text message', action: 'send-test-sms', enabled: false },
        { id: 'notifications.more.reset.all', name: 'Reset to defaults', action: 'reset-notifications' },
      ],
      region: [
        { id: 'notifications.more.menu', name: await nameOf('notifications.more.menu') },
        { id: 'notifications.more.send', name: await nameOf('notifications.more.send') },
        { id: 'notifications.more.reset', name: await nameOf('notifications.more.reset') },
      ],
    });
    // The sections are role=group, named by their headings; the menu by its button.
    expect(await nameOf('notifications.more.send')).toBe('Send a test');
    expect(await nameOf('notifications.more.menu')).toBe('More');
    // The rest of the page is inert while the menu is open.
    expect(await isInert('notifications.email')).toBe(true);
    expect(await observe('notifications.email')).toMatchObject({ enabled: false });
    expect(await review()).toMatchObject({ coverage: 100, gaps: {} });
  });

  it('keeps the menu open when the disabled item is clicked, and runs the item the keys choose', async () => {
    await open();
    await hint('notifications.more.send.sms').click({ force: true });
    expect(await hint('notifications.more.menu').count()).toBe(1);
    expect(await observe('status')).toMatchObject({ value: 'No changes yet.' });
    await changes();
    // Down from the button lands on the first item, then skips the disabled one.
    await app.page.keyboard.press('ArrowDown');
    await app.page.keyboard.press('ArrowDown');
    await app.page.keyboard.press('Enter');
    await hint('notifications.more.menu').waitFor({ state: 'detached' });
    const picked = await changes();
    expect(picked['removed']).toEqual([
      'notifications.more.send',
      'notifications.more.reset',
      'notifications.more.menu',
    ]);
    expect(changeOf(picked, 'status')).toEqual({ value: 'Notifications reset.', enabled: true });
    expect(changeOf(picked, 'notifications.email')).toEqual({ enabled: true });
  });
});

describe('a Combobox with multiple: the input holds a query, the choices show elsewhere', () => {
  const list = async () => `#${await attr('notifications.channels', 'aria-controls')}`;
  const pageStates = async () =>
    app.page
      .locator(await list())
      .locator("[role='option']")
      .evaluateAll((options) =>
        options.map((o) => [o.textContent, o.getAttribute('aria-selected') === 'true' ? 'selected' : 'unselected']),
      );

  it('gives no value while closed, with nothing typed, named as Chromium names the input', async () => {
    expect(await hint('notifications.channels').inputValue()).toBe('');
    expect(await observe('notifications.channels')).toEqual({
      id: 'notifications.channels',
      role: 'select',
      name: await nameOf('notifications.channels'),
    });
  });

  it('reads the open list and its marked choices, and never the typed query as the value', async () => {
    await clickUntil('notifications.channels', 'notifications.channels.slack');
    expect(await app.page.locator(await list()).getAttribute('aria-multiselectable')).toBe('true');
    expect(await observe('notifications.channels')).toEqual({
      id: 'notifications.channels',
      role: 'select',
      name: 'Alert channels',
      options: ['Email', 'Slack', 'Teams', 'Pager'],
    });
    const options = async () =>
      (await snapshot({ scope: 'notifications.channels' })).option?.map((o) => [o.name, o.state]);
    expect(await options()).toEqual(await pageStates());
    // The portaled list is reached through the input that names it: no gap.
    expect(await review()).toMatchObject({ coverage: 100, gaps: {} });

    await changes();
    await click('notifications.channels.slack');
    await expect.poll(() => attr('notifications.channels.slack', 'aria-selected')).toBe('true');
    const chosen = await changes();
    expect(changeOf(chosen, 'notifications.channels.slack')).toEqual({ state: 'selected' });
    expect(changeOf(chosen, 'status')).toEqual({ value: 'Alert channels: Email, Slack.' });
    // The list stays open; still no value, and the options' states follow aria-selected.
    expect(changeOf(chosen, 'notifications.channels')).toBeUndefined();
    expect(await options()).toEqual(await pageStates());

    await app.page.keyboard.type('te');
    await hint('notifications.channels.email').waitFor({ state: 'detached' });
    expect(await hint('notifications.channels').inputValue()).toBe('te');
    const typed = await changes();
    expect(changeOf(typed, 'notifications.channels')).toEqual({ options: ['Teams'] });
    expect(typed['removed']).toEqual([
      'notifications.channels.email',
      'notifications.channels.slack',
      'notifications.channels.pager',
    ]);
    // "te" is what was typed to filter the list: no choice is called "te".
    expect(await observe('notifications.channels')).toEqual({
      id: 'notifications.channels',
      role: 'select',
      name: 'Alert channels',
      options: ['Teams'],
    });
  });
});

describe('text inputs and a native select hinted on their Headless Field', () => {
  it('names each by its control as Chromium does, not by the description beside it', async () => {
    const inputs = (await snapshot({ scope: 'notifications' })).input ?? [];
    expect(inputs.filter((i) => /signature|replyTo|sender/.test(i.id))).toEqual([
      {
        id: 'notifications.signature',
        name: await nameOf('notifications.signature', 'textarea'),
        value: 'Sent from Apollo',
      },
      // Empty: the placeholder is no value.
      { id: 'notifications.replyTo', name: await nameOf('notifications.replyTo', 'input') },
      // The Field is disabled as a whole: Headless UI disables its input.
      {
        id: 'notifications.sender',
        name: await nameOf('notifications.sender', 'input'),
        value: 'Apollo',
        enabled: false,
      },
    ]);
    expect(await app.page.locator("[data-semtag-id='notifications.sender'] input").isDisabled()).toBe(true);
    expect(await observe('notifications.language')).toEqual({
      id: 'notifications.language',
      role: 'select',
      name: await nameOf('notifications.language', 'select'),
      options: ['English', 'French', 'German'],
      value: 'English',
    });
    expect(await nameOf('notifications.signature', 'textarea')).toBe('Email signature');
  });

  it('follows what is typed and chosen in the controls inside the Fields', async () => {
    await changes();
    await app.page.locator("[data-semtag-id='notifications.signature'] textarea").fill('Cheers,\nthe Apollo team');
    await app.page.locator("[data-semtag-id='notifications.replyTo'] input").fill('ops@example.com');
    await app.page.locator("[data-semtag-id='notifications.language'] select").selectOption('fr');
    const delta = await changes();
    expect(changeOf(delta, 'notifications.signature')).toEqual({ value: 'Cheers,\nthe Apollo team' });
    expect(changeOf(delta, 'notifications.replyTo')).toEqual({ value: 'ops@example.com' });
    expect(changeOf(delta, 'notifications.language')).toEqual({ value: 'French' });
    expect((await observe('notifications.language')).value).toBe(
      await app.page.locator("[data-semtag-id='notifications.language'] select option:checked").innerText(),
    );
  });
});
