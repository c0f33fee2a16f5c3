// What the server says about a shadcn-style form made of real Radix primitives and cmdk, end to end:
// our server, in process, reads the fixture app (test/apps/forms) while another CDP client acts on it,
// as Playwright MCP would. Every fact stated about a part is checked against what the page holds
// (DOM and ARIA state, the accessible names Chromium computes), before and after acting on it.

import { describe, expect, it } from 'vitest';
import type { HintEntry, Review } from '../../src/page/types.js';
import { changeOf, entryIn as entry, fixtureAppSession, newIn } from '../support/fixture-app-session.js';
import { pageTruth, toggleValueOf } from '../support/page-truth.js';
import { fixtureAppUrl } from '../support/test-env.js';

const appPage = await fixtureAppUrl('forms');
const appUrl = () => appPage;
const app = fixtureAppSession(appUrl);
const { click, snapshot, observe, hint, clickUntil, changes } = app;
const { chromiumName, ariaState, until, isShutOut, expectTogglesMatchPage } = pageTruth(app);
const review = () => app.server.ok<Review>('semantic_review', {});

/** Each option's state, checked against the ARIA selection the page holds. */
async function expectOptionStatesMatchPage(ids: string[], attribute: string) {
  const s = await snapshot();
  for (const id of ids) {
    const selected = (await ariaState(id, attribute)) === 'true';
    expect(entry(s, 'option', id), id).toEqual({
      id,
      name: await chromiumName(id),
      state: selected ? 'selected' : 'unselected',
    });
  }
}

describe('the form at load', () => {
  it('lists every visible part, each as the page holds it: name, value, enabled', async () => {
    const s = await snapshot();
    expect(s.screen).toBe('account');
    expect(s.region?.map((r) => r.id)).toEqual([
      'header',
      'account',
      'profile',
      'notifications',
      'appearance',
      'plan',
      'plan.monthly',
      'help',
      'files',
    ]);
    const parts = (['action', 'option', 'select', 'toggle', 'slider', 'observable'] as const).flatMap(
      (group) => s[group] ?? [],
    );
    expect(parts.map((part) => part.id).toSorted()).toEqual(
      (
        await app.page
          .locator('[data-semtag-id]:visible:not([data-semtag-role="region"])')
          .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-semtag-id')!))
      ).toSorted(),
    );
    for (const part of parts) {
      const element = hint(part.id);
      // Chromium names no <label>: a hint on one is named as the control it labels. Nor a plain
      // wrapper (a FormItem around a Select): it is named as the list trigger it holds. Nor any other
      // element without a role (a ContextMenu's trigger <span>): it is named by its text (step 7).
      const labelFor = await element.evaluate((el) => (el instanceof HTMLLabelElement ? el.htmlFor : null));
      const wraps = await element.evaluate((el) => !el.getAttribute('role') && el.querySelector('[role="combobox"]'));
      const generic = await element.evaluate(
        (el) => el.tagName === 'SPAN' && !el.getAttribute('role') && !el.hasAttribute('aria-labelledby'),
      );
      const named = labelFor
        ? app.chromiumName(`#${labelFor}`)
        : wraps
          ? app.chromiumName(`[data-semtag-id='${part.id}'] [role='combobox']`)
          : generic
            ? element.innerText()
            : chromiumName(part.id);
      if (part.name !== undefined) expect(part.name, part.id).toBe(await named);
      const disabled = await element.evaluate((el) => el.matches(':disabled'));
      expect(part.enabled === false, part.id).toBe(disabled);
    }
    for (const toggle of s.toggle ?? []) {
      // A label's state is the state of the control it labels.
      const aria = await hint(toggle.id).evaluate((el) => {
        const control = el instanceof HTMLLabelElement && el.control ? el.control : el;
        return (
          control.getAttribute('aria-checked') ??
          control.getAttribute('aria-pressed') ??
          control.getAttribute('aria-expanded')
        );
      });
      expect(toggle.value, toggle.id).toBe(toggleValueOf(aria));
    }
    for (const slider of s.slider ?? []) {
      const now = await hint(slider.id).locator('[role="slider"]').getAttribute('aria-valuenow');
      expect(slider.value, slider.id).toBe(Number(now));
    }
    expect(entry(s, 'observable', 'status')?.value).toBe(await hint('status').innerText());
    expect(entry(s, 'select', 'profile.language')?.value).toBe(await hint('profile.language').innerText());
  });
});

describe('Checkboxes, the indeterminate one included', () => {
  const channels = ['notifications.all', 'notifications.email', 'notifications.push', 'notifications.sms'];

  it('reads each from aria-checked, and gives the mixed parent no value', async () => {
    expect(await ariaState('notifications.all', 'aria-checked')).toBe('mixed');
    expect(await observe('notifications.all')).toEqual({
      id: 'notifications.all',
      role: 'toggle',
      name: 'All channels',
    });
    expect((await snapshot()).toggle?.filter((t) => channels.includes(t.id))).toEqual([
      { id: 'notifications.all', name: 'All channels' },
      { id: 'notifications.email', name: 'Email', value: true },
      { id: 'notifications.push', name: 'Push', value: false },
      { id: 'notifications.sms', name: 'SMS', value: false },
    ]);
    await expectTogglesMatchPage(channels);
  });

  it('follows a click on a child, and the parent leaving mixed when all are on, then off', async () => {
    await click('notifications.push');
    await until('notifications.push', 'aria-checked', 'true');
    await expectTogglesMatchPage(channels);
    expect(await observe('notifications.all')).not.toHaveProperty('value');

    await click('notifications.sms');
    await until('notifications.all', 'aria-checked', 'true');
    await expectTogglesMatchPage(channels);
    expect((await observe('notifications.all')).value).toBe(true);

    await click('notifications.all');
    await until('notifications.all', 'aria-checked', 'false');
    await expectTogglesMatchPage(channels);
    expect((await snapshot()).toggle?.filter((t) => channels.includes(t.id)).map((t) => t.value)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('Switches', () => {
  it('reads a Switch from aria-checked before and after a click', async () => {
    expect(await observe('notifications.marketing')).toEqual({
      id: 'notifications.marketing',
      role: 'toggle',
      name: 'Marketing emails',
      value: false,
    });
    await expectTogglesMatchPage(['notifications.marketing', 'notifications.security']);
    await click('notifications.marketing');
    await until('notifications.marketing', 'aria-checked', 'true');
    await expectTogglesMatchPage(['notifications.marketing']);
    expect((await observe('notifications.marketing')).value).toBe(true);
  });

  it('reports a disabled Switch as on and not enabled', async () => {
    expect(await hint('notifications.security').isDisabled()).toBe(true);
    expect(await observe('notifications.security')).toEqual({
      id: 'notifications.security',
      role: 'toggle',
      name: 'Security alerts',
      value: true,
      enabled: false,
    });
  });
});

describe('a RadioGroup and ToggleGroups hinted as options', () => {
  const themes = ['appearance.theme.light', 'appearance.theme.dark', 'appearance.theme.system'];
  const densities = ['appearance.density.compact', 'appearance.density.comfortable', 'appearance.density.spacious'];
  const styles = ['appearance.text.bold', 'appearance.text.italic', 'appearance.text.underline'];

  it('states the selected radio as the page checks it, before and after a click', async () => {
    await expectOptionStatesMatchPage(themes, 'aria-checked');
    expect(entry(await snapshot(), 'option', 'appearance.theme.system')?.state).toBe('selected');
    await click('appearance.theme.dark');
    await until('appearance.theme.dark', 'aria-checked', 'true');
    await expectOptionStatesMatchPage(themes, 'aria-checked');
    expect(entry(await snapshot(), 'option', 'appearance.theme.dark')?.state).toBe('selected');
  });

  it('states a single ToggleGroup (Radix renders radios) and its keyboard move', async () => {
    expect(await ariaState('appearance.density.compact', 'role')).toBe('radio');
    await expectOptionStatesMatchPage(densities, 'aria-checked');
    await hint('appearance.density.comfortable').focus();
    await app.page.keyboard.press('ArrowRight');
    // Radix moves the roving focus in a timeout after the key: press Space once it has moved.
    await app.page.locator("[data-semtag-id='appearance.density.spacious']:focus").waitFor();
    await app.page.keyboard.press('Space');
    await until('appearance.density.spacious', 'aria-checked', 'true');
    await expectOptionStatesMatchPage(densities, 'aria-checked');
    expect(entry(await snapshot(), 'option', 'appearance.density.spacious')?.state).toBe('selected');
  });

  it('reads a RadioGroup and a single ToggleGroup hinted as one select: the checked item, not a mirror input', async () => {
    // Inside the form Radix keeps a mirror <input type="radio"> beside each radio; the user sees the buttons.
    expect(await app.page.locator("[data-semtag-id='appearance.theme'] input[type='radio']").count()).toBe(3);
    const expectSelectMatchesPage = async (id: string, items: string[]) => {
      const checked = [];
      for (const item of items) if ((await ariaState(item, 'aria-checked')) === 'true') checked.push(item);
      expect(checked, id).toHaveLength(1);
      const names = await Promise.all(items.map(chromiumName));
      expect(await observe(id)).toEqual({
        id,
        role: 'select',
        name: await chromiumName(id),
        options: names,
        value: await chromiumName(checked[0]!),
      });
    };
    await expectSelectMatchesPage('appearance.theme', themes);
    expect((await observe('appearance.theme')).value).toBe('System');
    await expectSelectMatchesPage('appearance.density', densities);
    await click('appearance.theme.light');
    await until('appearance.theme.light', 'aria-checked', 'true');
    await expectSelectMatchesPage('appearance.theme', themes);
    expect(entry(await snapshot(), 'select', 'appearance.theme')?.value).toBe('Light');
    await click('appearance.density.compact');
    await until('appearance.density.compact', 'aria-checked', 'true');
    // The delta says the new choice beside the option states that moved.
    const delta = await changes();
    expect(changeOf(delta, 'appearance.density')).toEqual({ value: 'Compact' });
    expect(changeOf(delta, 'appearance.density.compact')).toEqual({ state: 'selected' });
    expect(changeOf(delta, 'appearance.theme')).toBeUndefined();
    await expectSelectMatchesPage('appearance.density', densities);
  });

  it('states a multiple ToggleGroup (pressed buttons) as each item is pressed or released', async () => {
    await expectOptionStatesMatchPage(styles, 'aria-pressed');
    await click('appearance.text.italic');
    await until('appearance.text.italic', 'aria-pressed', 'true');
    await click('appearance.text.bold');
    await until('appearance.text.bold', 'aria-pressed', 'false');
    await expectOptionStatesMatchPage(styles, 'aria-pressed');
    expect((await snapshot()).option?.filter((o) => styles.includes(o.id)).map((o) => o.state)).toEqual([
      'unselected',
      'selected',
      'unselected',
    ]);
  });
});

describe('toggles: a Toggle, and an icon toggle whose state lives only in a class', () => {
  it('reads a Toggle from aria-pressed', async () => {
    await expectTogglesMatchPage(['appearance.motion'], 'aria-pressed');
    await click('appearance.motion');
    await until('appearance.motion', 'aria-pressed', 'true');
    await expectTogglesMatchPage(['appearance.motion'], 'aria-pressed');
    expect(await observe('appearance.motion')).toEqual({
      id: 'appearance.motion',
      role: 'toggle',
      name: 'Reduce motion',
      value: true,
    });
  });

  it('gives the icon toggle no value, on or off, and Chromium its name', async () => {
    const pin = { id: 'header.pin', role: 'toggle', name: 'Pin to sidebar' };
    expect(await observe('header.pin')).toEqual(pin);
    expect(await chromiumName('header.pin')).toBe('Pin to sidebar');
    await click('header.pin');
    await app.page.locator("[data-semtag-id='header.pin'].pinned").waitFor();
    expect(await observe('header.pin')).toEqual(pin);
  });
});

describe('a Checkbox hinted on its label', () => {
  it('reads the state of the button the label names, before and after a click on the label', async () => {
    const box = app.page.locator('#usage');
    expect(await box.getAttribute('aria-checked')).toBe('false');
    expect(await observe('account.usage')).toEqual({
      id: 'account.usage',
      role: 'toggle',
      name: 'Share anonymous usage data',
      value: false,
    });
    expect(await app.chromiumName('#usage')).toBe('Share anonymous usage data');
    await click('account.usage');
    await app.page.locator("#usage[aria-checked='true']").waitFor();
    expect((await observe('account.usage')).value).toBe(true);
  });
});

describe('a Slider', () => {
  const thumb = () => app.page.locator("[data-semtag-id='appearance.fontSize'] [role='slider']");

  it('reads the value the thumb holds, before and after keys move it', async () => {
    expect(await thumb().getAttribute('aria-valuenow')).toBe('16');
    expect(await observe('appearance.fontSize')).toEqual({
      id: 'appearance.fontSize',
      role: 'slider',
      name: 'Font size',
      value: 16,
    });
    expect(await chromiumName('appearance.fontSize')).toBe('Font size');

    await thumb().focus();
    await app.page.keyboard.press('ArrowRight');
    await app.page.keyboard.press('ArrowRight');
    await app.page.locator("[role='slider'][aria-valuenow='18']").waitFor();
    expect((await observe('appearance.fontSize')).value).toBe(18);
    await app.page.keyboard.press('End');
    await app.page.locator("[role='slider'][aria-valuenow='24']").waitFor();
    expect((await observe('appearance.fontSize')).value).toBe(24);
  });
});

describe('a Slider outside a form, hinted on its root', () => {
  const thumb = () => app.page.locator("[data-semtag-id='header.zoom'] [role='slider']");

  it('reads the value its thumb holds, the only place the page keeps it', async () => {
    expect(await hint('header.zoom').locator('input').count()).toBe(0);
    expect(await hint('header.zoom').getAttribute('aria-valuenow')).toBeNull();
    expect(await thumb().getAttribute('aria-valuenow')).toBe('100');
    expect(await observe('header.zoom')).toEqual({ id: 'header.zoom', role: 'slider', name: 'Zoom', value: 100 });
    expect(await chromiumName('header.zoom')).toBe('Zoom');

    await thumb().focus();
    await app.page.keyboard.press('ArrowLeft');
    await app.page.locator("[data-semtag-id='header.zoom'] [aria-valuenow='90']").waitFor();
    expect((await observe('header.zoom')).value).toBe(90);
  });
});

describe('a Popover whose content is portaled on open', () => {
  it('mounts the panel on open, outside the form, and a scope by the trigger reaches it', async () => {
    expect(await hint('profile.share.panel').count()).toBe(0);
    expect(entry(await snapshot(), 'region', 'profile.share.panel')).toBeUndefined();
    await clickUntil('profile.share', 'profile.share.panel');
    const panelId = await hint('profile.share.panel').getAttribute('id');
    expect(await ariaState('profile.share', 'aria-controls')).toBe(panelId);
    expect(await hint('profile.share.panel').evaluate((el) => el.closest('form') === null)).toBe(true);

    expect(await snapshot({ scope: 'profile.share' })).toEqual({
      url: appUrl(),
      screen: 'account',
      action: [
        {
          id: 'profile.share',
          name: 'Share profile',
          action: 'open-share',
          state: 'open',
          controls: 'profile.share.panel',
        },
        { id: 'profile.share.copy', name: 'Copy link', action: 'copy-link' },
      ],
      input: [{ id: 'profile.share.link', name: 'Profile link', value: 'https://example.test/u/ada' }],
      region: [{ id: 'profile.share.panel', name: 'Share your profile' }],
    });
    expect(await chromiumName('profile.share.panel')).toBe('Share your profile');
    expect(await chromiumName('profile.share.link')).toBe('Profile link');
  });

  it('states the opened panel as added, and its closing as removed with the news', async () => {
    await changes();
    await clickUntil('profile.share', 'profile.share.panel');
    const opened = await changes();
    expect(opened).toEqual({
      delta: true,
      added: {
        action: [{ id: 'profile.share.copy', name: 'Copy link', action: 'copy-link' }],
        input: [{ id: 'profile.share.link', name: 'Profile link', value: 'https://example.test/u/ada' }],
        region: [{ id: 'profile.share.panel', name: 'Share your profile' }],
      },
      changed: [{ id: 'profile.share', state: 'open' }],
    });

    await clickUntil('profile.share.copy', 'profile.share.panel', 'detached');
    const closed = await changes();
    expect(closed['removed']).toEqual(['profile.share.copy', 'profile.share.link', 'profile.share.panel']);
    expect(closed['changed']).toHaveLength(2);
    expect(closed['changed']).toContainEqual({ id: 'status', value: 'Link copied.' });
    expect(closed['changed']).toContainEqual({ id: 'profile.share', state: 'closed' });
  });
});

describe('a Collapsible whose panel stays mounted, hidden, while closed', () => {
  it('reads aria-expanded, lists the panel only while open, and states both moves', async () => {
    expect(await ariaState('advanced.toggle', 'aria-expanded')).toBe('false');
    expect(await hint('advanced.panel').isHidden()).toBe(true);
    expect(await observe('advanced.panel')).toEqual({
      id: 'advanced.panel',
      role: 'region',
      name: 'Advanced',
      visible: false,
    });
    expect(entry(await snapshot(), 'region', 'advanced.panel')).toBeUndefined();
    await expectTogglesMatchPage(['advanced.toggle'], 'aria-expanded');
    await changes();

    await clickUntil('advanced.toggle', 'advanced.delete');
    const opened = await changes();
    expect(opened).toEqual({
      delta: true,
      added: {
        action: [
          {
            id: 'advanced.delete',
            name: 'Delete account',
            action: 'open-delete-dialog',
            state: 'closed',
            controls: 'delete.dialog',
          },
        ],
        region: [{ id: 'advanced.panel', name: 'Advanced' }],
      },
      changed: [{ id: 'advanced.toggle', value: true }],
    });
    await expectTogglesMatchPage(['advanced.toggle'], 'aria-expanded');

    await clickUntil('advanced.toggle', 'advanced.delete', 'detached');
    const closed = await changes();
    expect(closed['removed']).toEqual(['advanced.delete', 'advanced.panel']);
    expect(closed['changed']).toEqual([{ id: 'advanced.toggle', value: false }]);
  });
});

describe('an AlertDialog that hides the page behind it', () => {
  const openDialog = async () => {
    await clickUntil('advanced.toggle', 'advanced.delete');
    await clickUntil('advanced.delete', 'delete.dialog');
  };

  it('names the dialog as Chromium does and reports the page behind it as not enabled', async () => {
    await openDialog();
    expect(await observe('delete.dialog')).toEqual({
      id: 'delete.dialog',
      role: 'region',
      name: 'Delete your account?',
    });
    expect(await chromiumName('delete.dialog')).toBe('Delete your account?');
    expect(await chromiumName('delete.dialog.confirm')).toBe('Delete');
    for (const id of ['account.save', 'header.pin', 'notifications.email', 'advanced.delete'])
      expect(await isShutOut(id), id).toBe(true);
    for (const id of ['delete.dialog.cancel', 'delete.dialog.confirm']) expect(await isShutOut(id), id).toBe(false);

    // The snapshot states the modal once: what it holds, and its id.
    const s = await snapshot();
    expect(s.modal).toBe('delete.dialog');
    expect(s.action?.map((e) => e.id)).toEqual(['delete.dialog.cancel', 'delete.dialog.confirm']);
    expect(entry(s, 'action', 'account.save')).toBeUndefined();
    // What lies behind it, listed with includeHidden, is out of use; observe says so too.
    const all = await snapshot({ includeHidden: true });
    expect(entry(all, 'action', 'account.save')).toMatchObject({ enabled: false });
    expect(entry(all, 'toggle', 'notifications.email')).toMatchObject({ value: true, enabled: false });
    expect(entry(all, 'action', 'advanced.delete')).toMatchObject({ state: 'open', enabled: false });
    expect(await observe('account.save')).toMatchObject({ enabled: false });
    expect(entry(s, 'action', 'delete.dialog.cancel')).toEqual({
      id: 'delete.dialog.cancel',
      name: 'Cancel',
      action: 'close',
    });
    expect(entry(s, 'action', 'delete.dialog.confirm')).toEqual({
      id: 'delete.dialog.confirm',
      name: 'Delete',
      action: 'delete-account',
    });
  });

  it('states the dialog as new and the page behind it not at all, then only the dialog gone on cancel', async () => {
    await clickUntil('advanced.toggle', 'advanced.delete');
    await changes();
    await clickUntil('advanced.delete', 'delete.dialog');
    const opened = await changes();
    expect(opened['modal']).toBe('delete.dialog');
    expect(newIn(opened, 'region')).toEqual([{ id: 'delete.dialog', name: 'Delete your account?' }]);
    // The page behind it, shut out as the page holds it, is not restated.
    for (const id of ['account.save', 'status', 'advanced.delete']) expect(await isShutOut(id), id).toBe(true);
    expect(opened).not.toHaveProperty('changed');
    expect(opened).not.toHaveProperty('removed');

    await clickUntil('delete.dialog.cancel', 'delete.dialog', 'detached');
    const closed = await changes();
    expect(closed).toMatchObject({ delta: true, modal: null, removed: ['delete.dialog'] });
    // Nothing behind it changed from what the agent held before the dialog opened.
    expect(closed).not.toHaveProperty('changed');
    expect(closed).not.toHaveProperty('added');
    expect(await isShutOut('account.save')).toBe(false);
  });
});

describe('a form Select hinted on its FormItem, beside the native <select> Radix mirrors it in', () => {
  const trigger = "[data-semtag-id='profile.timezone'] [role='combobox']";
  const mirror = () => app.page.locator("[data-semtag-id='profile.timezone'] select[aria-hidden='true']");

  it('reads the trigger the user sees: no value while it shows its placeholder, then the choice', async () => {
    // The mirror holds an empty choice and every option even while closed; none of it is shown.
    expect(await mirror().evaluate((select: HTMLSelectElement) => [select.value, select.options.length])).toEqual([
      '',
      4,
    ]);
    expect(await app.page.locator(trigger).getAttribute('data-placeholder')).toBe('');
    expect(await observe('profile.timezone')).toEqual({
      id: 'profile.timezone',
      role: 'select',
      name: await app.chromiumName(trigger),
    });
    expect(await app.chromiumName(trigger)).toBe('Timezone');

    await app.page.locator(trigger).click();
    await hint('profile.timezone.london').waitFor();
    const open = await observe('profile.timezone');
    expect(open.options).toEqual(
      await Promise.all(['utc', 'london', 'tokyo'].map((key) => chromiumName(`profile.timezone.${key}`))),
    );
    expect(open).not.toHaveProperty('value');

    await click('profile.timezone.london');
    await hint('profile.timezone.london').waitFor({ state: 'detached' });
    expect(await mirror().inputValue()).toBe('london');
    expect(await observe('profile.timezone')).toEqual({
      id: 'profile.timezone',
      role: 'select',
      name: 'Timezone',
      value: await app.page.locator(trigger).innerText(),
    });
    expect((await observe('profile.timezone')).value).toBe('Europe/London');
  });
});

describe('a DropdownMenu: its radio group hinted as one select, a checkbox item as a toggle', () => {
  const openMenu = () => clickUntil('header.view', 'header.sort');
  const checkedItem = () =>
    app.page.locator("[data-semtag-id='header.sort'] [role='menuitemradio'][aria-checked='true']").innerText();

  it('reads the radio item the page checks and the checkbox item, as the menu opens each time', async () => {
    await openMenu();
    expect(await ariaState('header.sort.name', 'role')).toBe('menuitemradio');
    expect(await observe('header.sort')).toEqual({
      id: 'header.sort',
      role: 'select',
      name: await chromiumName('header.sort'),
      options: await Promise.all(['header.sort.name', 'header.sort.recent'].map(chromiumName)),
      value: await checkedItem(),
    });
    expect(await observe('header.compact')).toEqual({
      id: 'header.compact',
      role: 'toggle',
      name: await chromiumName('header.compact'),
      value: toggleValueOf(await ariaState('header.compact', 'aria-checked')),
    });
    expect((await observe('header.compact')).value).toBe(false);

    await click('header.sort.recent');
    await hint('header.sort').waitFor({ state: 'detached' });
    await openMenu();
    expect((await observe('header.sort')).value).toBe(await checkedItem());
    expect((await observe('header.sort')).value).toBe('Last changed');
    await click('header.compact');
    await hint('header.compact').waitFor({ state: 'detached' });
    await openMenu();
    expect((await observe('header.compact')).value).toBe(true);
  });
});

describe('a Combobox: a cmdk Command inside a Popover', () => {
  /** The labels of the cmdk items the page has mounted, in document order. */
  const mountedItems = () =>
    app.page.locator('[cmdk-item]').evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.trim()));

  it('reads the choice from the trigger and no options while closed, named as Chromium names it', async () => {
    expect(await ariaState('profile.language', 'aria-expanded')).toBe('false');
    expect(await hint('profile.language').innerText()).toBe('English');
    expect(await observe('profile.language')).toEqual({
      id: 'profile.language',
      role: 'select',
      name: 'Language',
      state: 'profile.language',
      value: 'English',
    });
    expect(await chromiumName('profile.language')).toBe('Language');
  });

  it('lists the mounted items as options while open, and only the ones cmdk keeps after filtering', async () => {
    await clickUntil('profile.language', 'profile.language.fr');
    expect(await mountedItems()).toEqual(['English', 'French', 'German', 'Spanish', 'Japanese']);
    expect(await observe('profile.language')).toMatchObject({
      options: await mountedItems(),
      value: 'English',
    });
    // cmdk labels its input by an empty <label>: Chromium then names it nothing, while the naming
    // rules (hint-design.md "Names") go on to the placeholder when a step gives an empty string.
    expect(await chromiumName('profile.language.search')).toBe('');
    expect(await hint('profile.language.search').getAttribute('placeholder')).toBe('Search language...');

    for (const key of ['en', 'ja'])
      expect((await observe(`profile.language.${key}`)).name).toBe(await chromiumName(`profile.language.${key}`));

    await hint('profile.language.search').fill('ger');
    await hint('profile.language.fr').waitFor({ state: 'detached' });
    expect(await mountedItems()).toEqual(['German']);
    expect(await snapshot({ scope: 'profile.language' })).toEqual({
      url: appUrl(),
      screen: 'account',
      option: [{ id: 'profile.language.de', name: 'German', state: 'unselected' }],
      input: [{ id: 'profile.language.search', name: 'Search language...', value: 'ger' }],
      select: [
        {
          id: 'profile.language',
          name: 'Language',
          state: 'profile.language',
          options: ['German'],
          value: 'English',
        },
      ],
    });

    await app.page.keyboard.press('Enter');
    await hint('profile.language.de').waitFor({ state: 'detached' });
    expect(await hint('profile.language').innerText()).toBe('German');
    expect(await observe('profile.language')).toEqual({
      id: 'profile.language',
      role: 'select',
      name: 'Language',
      state: 'profile.language',
      value: 'German',
    });
    expect(await observe('status')).toMatchObject({ value: 'Language set to German.' });
  });

  it('states the opened list as added and its closing as the options removed and the new choice', async () => {
    await changes();
    await clickUntil('profile.language', 'profile.language.fr');
    const opened = await changes();
    expect((opened['added'] as Record<string, HintEntry[]>)['option']?.map((o) => [o.id, o.state])).toEqual([
      ['profile.language.en', 'selected'],
      ['profile.language.fr', 'unselected'],
      ['profile.language.de', 'unselected'],
      ['profile.language.es', 'unselected'],
      ['profile.language.ja', 'unselected'],
    ]);
    expect(opened['changed']).toEqual([
      { id: 'profile.language', options: ['English', 'French', 'German', 'Spanish', 'Japanese'] },
    ]);

    await clickUntil('profile.language.ja', 'profile.language.ja', 'detached');
    const closed = await changes();
    expect((closed['removed'] as string[]).toSorted()).toEqual([
      'profile.language.de',
      'profile.language.en',
      'profile.language.es',
      'profile.language.fr',
      'profile.language.ja',
      'profile.language.search',
    ]);
    expect(closed['changed']).toEqual([
      { id: 'profile.language', options: null, value: 'Japanese' },
      { id: 'status', value: 'Language set to Japanese.' },
    ]);
    expect(await hint('profile.language').innerText()).toBe('Japanese');
  });
});

describe('the review of the app', () => {
  const onlyThePin = { unreadableToggle: { count: 1, places: ['header.pin'] } };

  it('flags only the icon toggle: the inputs Radix keeps for form submission are not gaps', async () => {
    // Radix renders a mirror <input> beside each Checkbox, Switch and Radio inside a form.
    const mirrors = app.page.locator('form input[aria-hidden="true"][tabindex="-1"]');
    expect(await mirrors.count()).toBe(10);
    const found = await review();
    expect(found.gaps).toEqual(onlyThePin);
    expect(found.coverage).toBe(100);
  });

  it('finds the same with the combobox, the popover and the alert dialog open', async () => {
    await clickUntil('profile.language', 'profile.language.fr');
    expect((await review()).gaps).toEqual(onlyThePin);
    await app.page.keyboard.press('Escape');
    await hint('profile.language.fr').waitFor({ state: 'detached' });

    await clickUntil('profile.share', 'profile.share.panel');
    expect((await review()).gaps).toEqual(onlyThePin);
    await app.page.keyboard.press('Escape');
    await hint('profile.share.panel').waitFor({ state: 'detached' });

    await clickUntil('advanced.toggle', 'advanced.delete');
    await clickUntil('advanced.delete', 'delete.dialog');
    const withDialog = await review();
    expect(withDialog.gaps).toEqual(onlyThePin);
    expect(withDialog.coverage).toBe(100);
  });
});
