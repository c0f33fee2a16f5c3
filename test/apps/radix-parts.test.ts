// What the server says about more real Radix parts in the forms fixture app (test/apps/forms,
// parts.tsx): Tabs, Accordions, a modal Dialog holding a form, a non-modal Dialog, Tooltips, a
// ContextMenu and a Toast. Our server, in process, reads the app while the test's own Playwright page
// acts on it (clicks, keys, hover), as Playwright MCP would; every fact stated is checked against
// what the page holds, before and after.

import { describe, expect, it } from 'vitest';
import type { HintEntry, Review } from '../../src/page/types.js';
import { changeOf, entryIn as entry, fixtureAppSession } from '../support/fixture-app-session.js';
import { entriesOf, pageTruth } from '../support/page-truth.js';
import { fixtureAppUrl } from '../support/test-env.js';

const appPage = await fixtureAppUrl('forms');
const appUrl = () => appPage;
const app = fixtureAppSession(appUrl);
const { click, snapshot, observe, hint, clickUntil, changes } = app;
const {
  chromiumName,
  ariaState,
  until,
  isShutOut,
  expectTogglesMatchPage,
  expectEnabledMatchesPage,
  expectRemovedGone,
} = pageTruth(app);
const review = () => app.server.ok<Review>('semantic_review', {});
const onlyThePin = { unreadableToggle: { count: 1, places: ['header.pin'] } };

describe('Tabs: the list hinted as one select, each trigger as an option', () => {
  const tabs = ['plan.period.monthly', 'plan.period.yearly'];

  /** The select, its options and each option's state, as the page's tabs hold them. */
  async function expectTabsMatchPage() {
    const s = await snapshot();
    const selected = [];
    for (const id of tabs) {
      const on = (await ariaState(id, 'aria-selected')) === 'true';
      if (on) selected.push(id);
      expect(entry(s, 'option', id), id).toMatchObject({
        name: await chromiumName(id),
        state: on ? 'selected' : 'unselected',
      });
    }
    expect(selected).toHaveLength(1);
    expect(await ariaState('plan.period', 'role')).toBe('tablist');
    expect(entry(s, 'select', 'plan.period')).toEqual({
      id: 'plan.period',
      name: await chromiumName('plan.period'),
      options: await Promise.all(tabs.map(chromiumName)),
      value: await chromiumName(selected[0]!),
    });
    // The active panel is listed, named as Chromium names it; the inactive one is in the page, hidden and empty.
    for (const id of tabs) {
      const panel = `plan.${id.split('.').pop()}`;
      const shown = await hint(panel).isVisible();
      expect(shown, panel).toBe(id === selected[0]);
      if (shown) expect(entry(s, 'region', panel)).toEqual({ id: panel, name: await chromiumName(panel) });
      else {
        expect(entry(s, 'region', panel), panel).toBeUndefined();
        expect(await hint(panel).getAttribute('hidden'), panel).not.toBeNull();
        expect(await observe(panel)).toEqual({
          id: panel,
          role: 'region',
          name: await hint(id).innerText(),
          visible: false,
        });
      }
    }
    await expectEnabledMatchesPage(s);
  }

  it('reads the selected tab, the panels, and a click on the other tab', async () => {
    await expectTabsMatchPage();
    expect(entry(await snapshot(), 'select', 'plan.period')?.value).toBe('Monthly');
    await changes();
    await click('plan.period.yearly');
    await until('plan.period.yearly', 'aria-selected', 'true');
    const delta = await changes();
    await expectTabsMatchPage();
    expect(changeOf(delta, 'plan.period')).toEqual({ value: 'Yearly' });
    expect(changeOf(delta, 'plan.period.yearly')).toEqual({ state: 'selected' });
    expect(changeOf(delta, 'plan.period.monthly')).toEqual({ state: 'unselected' });
    expect(delta['added']).toEqual({
      observable: [{ id: 'plan.yearly.price', value: '$120 a year' }],
      region: [{ id: 'plan.yearly', name: 'Yearly' }],
    });
    // The hidden panel's id stands for the price under it.
    expect(delta['removed']).toEqual(['plan.monthly']);
    await expectRemovedGone(delta);
  });

  it('follows the arrow keys, which select as they move', async () => {
    await hint('plan.period.monthly').focus();
    await app.page.keyboard.press('ArrowRight');
    await until('plan.period.yearly', 'aria-selected', 'true');
    await expectTabsMatchPage();
    expect((await observe('plan.period')).value).toBe('Yearly');
  });
});

describe('Accordions: triggers hinted as toggles, their content as regions', () => {
  const single = ['help.faq.billing', 'help.faq.cancel'];
  const multiple = ['help.more.billing', 'help.more.cancel'];

  /** Each trigger's value and name from the page, and its answer listed only while it is expanded. */
  async function expectAccordionMatchesPage(ids: string[]) {
    await expectTogglesMatchPage(ids, 'aria-expanded');
    const s = await snapshot();
    for (const id of ids) {
      const answer = `${id}.answer`;
      const open = (await ariaState(id, 'aria-expanded')) === 'true';
      expect(await hint(answer).isVisible(), answer).toBe(open);
      expect(entry(s, 'region', answer), answer).toEqual(
        open ? { id: answer, name: await chromiumName(answer) } : undefined,
      );
    }
    await expectEnabledMatchesPage(s);
  }

  it('single and collapsible: one open at a time, and the open one closes', async () => {
    await expectAccordionMatchesPage(single);
    // Closed content stays in the page, hidden and empty, named by its trigger (aria-labelledby).
    expect(await hint('help.faq.billing.answer').getAttribute('hidden')).not.toBeNull();
    expect(await observe('help.faq.billing.answer')).toEqual({
      id: 'help.faq.billing.answer',
      role: 'region',
      name: await chromiumName('help.faq.billing'),
      visible: false,
    });
    await changes();
    await clickUntil('help.faq.billing', 'help.faq.billing.answer');
    const opened = await changes();
    await expectAccordionMatchesPage(single);
    // A collapsible accordion leaves its open trigger in use (a non-collapsible one marks it aria-disabled).
    expect(await ariaState('help.faq.billing', 'aria-disabled')).toBeNull();
    expect(opened).toEqual({
      delta: true,
      added: { region: [{ id: 'help.faq.billing.answer', name: 'When am I billed?' }] },
      changed: [{ id: 'help.faq.billing', value: true }],
    });

    await clickUntil('help.faq.cancel', 'help.faq.cancel.answer');
    await hint('help.faq.billing.answer').waitFor({ state: 'hidden' });
    const moved = await changes();
    await expectAccordionMatchesPage(single);
    expect(moved['removed']).toEqual(['help.faq.billing.answer']);
    expect(moved['changed']).toEqual([
      { id: 'help.faq.billing', value: false },
      { id: 'help.faq.cancel', value: true },
    ]);

    await clickUntil('help.faq.cancel', 'help.faq.cancel.answer', 'hidden');
    await expectAccordionMatchesPage(single);
    expect((await snapshot()).toggle?.filter((t) => single.includes(t.id)).map((t) => t.value)).toEqual([false, false]);
  });

  it('multiple: each opens and closes on its own', async () => {
    await clickUntil('help.more.billing', 'help.more.billing.answer');
    await clickUntil('help.more.cancel', 'help.more.cancel.answer');
    await expectAccordionMatchesPage(multiple);
    expect((await snapshot()).toggle?.filter((t) => multiple.includes(t.id)).map((t) => t.value)).toEqual([true, true]);
    await clickUntil('help.more.billing', 'help.more.billing.answer', 'hidden');
    await expectAccordionMatchesPage(multiple);
    expect((await observe('help.more.cancel')).value).toBe(true);
  });
});

describe('a modal Dialog holding a form, and the Toast its save shows', () => {
  it('shuts out the page behind it, reads its form, and hands the page back on save', async () => {
    await changes();
    await clickUntil('edit.open', 'edit.dialog');
    expect(await ariaState('edit.dialog', 'role')).toBe('dialog');
    const s = await snapshot();
    expect(entry(s, 'region', 'edit.dialog')).toEqual({ id: 'edit.dialog', name: await chromiumName('edit.dialog') });
    expect(entry(s, 'region', 'edit.dialog')?.name).toBe('Edit profile');
    expect(entry(s, 'input', 'edit.dialog.name')).toEqual({
      id: 'edit.dialog.name',
      name: await chromiumName('edit.dialog.name'),
      value: await hint('edit.dialog.name').inputValue(),
    });
    // shadcn names the icon close button by a visually hidden "Close": a name, as Chromium's.
    expect(entry(s, 'action', 'edit.dialog.close')).toEqual({
      id: 'edit.dialog.close',
      name: await chromiumName('edit.dialog.close'),
      action: 'close',
    });
    expect(entry(s, 'action', 'edit.dialog.close')?.name).toBe('Close');
    for (const id of ['account.save', 'plan.period', 'help.faq.billing', 'files.report', 'edit.open'])
      expect(await isShutOut(id), id).toBe(true);
    await expectEnabledMatchesPage(s);
    // The modal stated once: only what it holds, and its id.
    expect(s.modal).toBe('edit.dialog');
    expect(entry(s, 'action', 'edit.open')).toBeUndefined();
    // Listed with includeHidden, out of use; what the agent is told here is told back on save.
    const all = await snapshot({ includeHidden: true });
    expect(entry(all, 'action', 'edit.open')).toMatchObject({ state: 'open', enabled: false });
    expect((await review()).gaps).toEqual(onlyThePin);

    await hint('edit.dialog.name').fill('Grace');
    expect((await observe('edit.dialog.name')).value).toBe('Grace');
    await changes();
    await clickUntil('edit.dialog.save', 'toast');
    await hint('edit.dialog').waitFor({ state: 'detached' });
    const saved = await changes();
    // The dialog's id stands for the ids under it, all gone with it.
    expect(saved['removed']).toEqual(['edit.dialog']);
    await expectRemovedGone(saved);
    expect(changeOf(saved, 'account.save')).toEqual({ enabled: true });
    expect(changeOf(saved, 'edit.open')).toMatchObject({ state: 'closed', enabled: true });
    expect(await isShutOut('account.save')).toBe(false);
    await expectEnabledMatchesPage(await snapshot());

    // The toast: its value is the text it shows, its close button named as Chromium names it.
    const added = saved['added'] as Record<string, HintEntry[]>;
    expect(added['observable']).toContainEqual({
      id: 'toast',
      value: 'Profile updated Your display name is now Grace.',
    });
    expect((await hint('toast').innerText()).replace(/\s+/g, ' ')).toBe(
      'Profile updated Your display name is now Grace.',
    );
    expect(added['action']).toEqual([
      { id: 'toast.dismiss', name: await chromiumName('toast.dismiss'), action: 'close' },
    ]);
    expect((await review()).gaps).toEqual(onlyThePin);
  });

  it('states the toast leaving when it is dismissed', async () => {
    await clickUntil('edit.open', 'edit.dialog');
    await clickUntil('edit.dialog.save', 'toast');
    await changes();
    await clickUntil('toast.dismiss', 'toast', 'detached');
    const gone = await changes();
    expect(gone['removed']).toContain('toast');
    await expectRemovedGone(gone);
    expect(await observe('status')).toMatchObject({ value: 'No changes yet.' });
  });
});

describe('a non-modal Dialog', () => {
  it('leaves the page behind it in use', async () => {
    await changes();
    await clickUntil('shortcuts.open', 'shortcuts.panel');
    const opened = await changes();
    expect(await isShutOut('account.save')).toBe(false);
    const s = await snapshot();
    expect(entry(s, 'region', 'shortcuts.panel')).toEqual({
      id: 'shortcuts.panel',
      name: await chromiumName('shortcuts.panel'),
    });
    await expectEnabledMatchesPage(s);
    expect([...entriesOf(s).values()].filter((e) => e.enabled === false).map((e) => e.id)).toEqual([
      'notifications.security',
    ]);
    expect(opened['added']).toEqual({
      action: [{ id: 'shortcuts.close', name: 'Done', action: 'close' }],
      region: [{ id: 'shortcuts.panel', name: 'Keyboard shortcuts' }],
    });
    expect(changeOf(opened, 'shortcuts.open')).toEqual({ state: 'open' });
    // The page behind still takes clicks while it is open.
    await click('notifications.marketing');
    await until('notifications.marketing', 'aria-checked', 'true');
    expect((await observe('notifications.marketing')).value).toBe(true);
    await clickUntil('shortcuts.close', 'shortcuts.panel', 'detached');
    const closed = await changes();
    expect(closed['removed']).toEqual(['shortcuts.close', 'shortcuts.panel']);
    await expectRemovedGone(closed);
  });
});

describe('Tooltips, portaled on hover and on focus', () => {
  it('lists the tooltip while shown, with the text it shows, and states it leaving', async () => {
    expect(await hint('edit.tip').count()).toBe(0);
    await changes();
    await app.page.hover("[data-semtag-id='edit.open']");
    await hint('edit.tip').waitFor();
    expect(await ariaState('edit.tip', 'role')).toBe('tooltip');
    expect(await observe('edit.tip')).toEqual({
      id: 'edit.tip',
      role: 'observable',
      value: await hint('edit.tip').innerText(),
    });
    expect(await chromiumName('edit.tip')).toBe('Change your display name');
    expect(await changes()).toEqual({
      delta: true,
      added: { observable: [{ id: 'edit.tip', value: 'Change your display name' }] },
    });
    // Escape closes it. (A pointer moving away closes it too, but only once Radix has set up the
    // path it watches after the pointer left the trigger: a pointer faster than React can miss it.)
    await app.page.keyboard.press('Escape');
    await hint('edit.tip').waitFor({ state: 'detached' });
    expect((await changes())['removed']).toEqual(['edit.tip']);

    await hint('edit.open').focus();
    await hint('edit.tip').waitFor();
    expect((await observe('edit.tip')).value).toBe('Change your display name');
    expect((await review()).gaps).toEqual(onlyThePin);
  });

  it('reads the text a tooltip shows, not the copy Radix keeps for assistive technology', async () => {
    await app.page.hover("[data-semtag-id='shortcuts.open']");
    await hint('shortcuts.tip').waitFor();
    // Given aria-label, Radix appends a visually hidden role="tooltip" copy of it: in the text, never seen.
    const copy = hint('shortcuts.tip').locator('[role="tooltip"]');
    expect(await copy.innerText()).toBe('Command slash');
    expect(await copy.evaluate((el) => [el.getBoundingClientRect().width, getComputedStyle(el).overflow])).toEqual([
      1,
      'hidden',
    ]);
    expect(await hint('shortcuts.tip').innerText()).toContain('Command slash');
    const shown = await hint('shortcuts.tip').evaluate((el) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join(''),
    );
    expect(shown).toBe('⌘/');
    // Its value is what is drawn; its name, as every name from text, keeps the copy (hint-design.md "Names").
    expect(await observe('shortcuts.tip')).toEqual({
      id: 'shortcuts.tip',
      role: 'observable',
      name: '⌘/ Command slash',
      value: shown,
    });
  });
});

describe('a ContextMenu, opened by a right click', () => {
  const openMenu = async () => {
    await app.page.click("[data-semtag-id='files.report']", { button: 'right' });
    await hint('files.menu').waitFor();
  };

  it('lists the menu, its items as the page holds them, and the page behind it shut out', async () => {
    expect(await hint('files.menu').count()).toBe(0);
    await changes();
    await openMenu();
    const s = await snapshot();
    expect(entry(s, 'region', 'files.menu')).toEqual({ id: 'files.menu', name: await chromiumName('files.menu') });
    expect(entry(s, 'action', 'files.menu.rename')).toEqual({
      id: 'files.menu.rename',
      name: await chromiumName('files.menu.rename'),
      action: 'rename',
    });
    expect(await ariaState('files.menu.delete', 'aria-disabled')).toBe('true');
    expect(entry(s, 'action', 'files.menu.delete')).toEqual({
      id: 'files.menu.delete',
      name: await chromiumName('files.menu.delete'),
      action: 'delete',
      enabled: false,
    });
    await expectTogglesMatchPage(['files.menu.hidden']);
    expect(await isShutOut('files.report')).toBe(true);
    expect(s.modal).toBe('files.menu');
    expect(entry(s, 'action', 'files.report')).toBeUndefined();
    // Listed with includeHidden, out of use; what the agent is told here is told back on close.
    const all = await snapshot({ includeHidden: true });
    expect(entry(all, 'action', 'files.report')).toMatchObject({ state: 'open', enabled: false });
    expect(entry(all, 'observable', 'status')).toMatchObject({ enabled: false });
    await expectEnabledMatchesPage(s);
    expect((await review()).gaps).toEqual(onlyThePin);

    await clickUntil('files.menu.hidden', 'files.menu', 'detached');
    await openMenu();
    await expectTogglesMatchPage(['files.menu.hidden']);
    expect((await observe('files.menu.hidden')).value).toBe(true);

    await changes();
    await clickUntil('files.menu.rename', 'files.menu', 'detached');
    const closed = await changes();
    expect(closed['removed']).toEqual(['files.menu']);
    await expectRemovedGone(closed);
    expect(changeOf(closed, 'status')).toEqual({ value: 'Renaming report.pdf.', enabled: true });
    expect(changeOf(closed, 'files.report')).toMatchObject({ state: 'closed', enabled: true });
    await expectEnabledMatchesPage(await snapshot());
  });
});
