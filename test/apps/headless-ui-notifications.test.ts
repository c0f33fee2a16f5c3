// The Notifications tab of the Headless UI fixture app (test/apps/headless), end to end like
// headless-ui.test.ts: Checkboxes (one mixed, one disabled), a Listbox whose options render in
// place, a toggle and a select hinted on a Headless Field around their label, a select hint on a
// wrapper around a Combobox, and Radios hinted as options. Every fact our server states about them
// is checked against what the page holds: ARIA states, input values, the options the DOM renders
// and the names Chromium computes.

import { beforeEach, describe, expect, it } from 'vitest';
import type { HintEntry, Review } from '../../src/page/types.js';
import { entryIn as entry, fixtureAppSession } from '../support/fixture-app-session.js';
import { fixtureAppUrl } from '../support/test-env.js';

const appPage = await fixtureAppUrl('headless');
const appUrl = () => appPage;
const app = fixtureAppSession(appUrl);
const { click, snapshot, observe, hint, clickUntil, changes } = app;

const review = (args: Record<string, unknown> = {}) => app.server.ok<Review>('semantic_review', args);
const ariaState = (id: string, attribute: string) => hint(id).getAttribute(attribute);
/** The labels of the options the page renders inside `list`, as the user sees them. */
const renderedOptions = (list: string) =>
  app.page
    .locator(list)
    .evaluate((element) =>
      Array.from(element.querySelectorAll('[role="option"]'), (option) => (option as HTMLElement).innerText.trim()),
    );

beforeEach(async () => {
  await clickUntil('tabs.notifications', 'notifications.watching');
});

describe('a Headless Checkbox hinted as a toggle', () => {
  it('follows aria-checked both ways, named by its label as Chromium names it', async () => {
    expect(await ariaState('notifications.watching', 'aria-checked')).toBe('false');
    const watching = await observe('notifications.watching');
    expect(watching).toEqual({ id: 'notifications.watching', role: 'toggle', name: 'Issues I watch', value: false });
    expect(watching.name).toBe(await app.chromiumName("[data-semtag-id='notifications.watching']"));

    await click('notifications.watching');
    expect(await ariaState('notifications.watching', 'aria-checked')).toBe('true');
    expect((await observe('notifications.watching')).value).toBe(true);

    await click('notifications.watching');
    expect(await ariaState('notifications.watching', 'aria-checked')).toBe('false');
    expect((await observe('notifications.watching')).value).toBe(false);
  });

  it('reads a disabled Checkbox as checked and not enabled, and it stays checked when clicked', async () => {
    expect(await ariaState('notifications.security', 'aria-disabled')).toBe('true');
    const expected = {
      id: 'notifications.security',
      role: 'toggle',
      name: 'Security alerts',
      value: true,
      enabled: false,
    };
    expect(await observe('notifications.security')).toEqual(expected);
    // Playwright would wait for it to be enabled: force the click, which Headless UI ignores.
    await hint('notifications.security').click({ force: true });
    expect(await ariaState('notifications.security', 'aria-checked')).toBe('true');
    expect(await observe('notifications.security')).toEqual(expected);
  });

  it('gives a mixed Checkbox no value, and the value it turns to when the page holds one', async () => {
    expect(await ariaState('notifications.updates', 'aria-checked')).toBe('mixed');
    expect(await observe('notifications.updates')).toEqual({
      id: 'notifications.updates',
      role: 'toggle',
      name: 'All issue updates',
    });
    // Mixed is a state the page holds: no unreadableToggle.
    expect((await review()).gaps).toEqual({});

    await click('notifications.updates');
    expect(await ariaState('notifications.updates', 'aria-checked')).toBe('true');
    const toggles = (await snapshot({ scope: 'notifications' })).toggle;
    expect(toggles?.filter((t) => /^notifications\.(updates|assigned|watching)$/.test(t.id))).toEqual([
      { id: 'notifications.updates', name: 'All issue updates', value: true },
      { id: 'notifications.assigned', name: 'Issues assigned to me', value: true },
      { id: 'notifications.watching', name: 'Issues I watch', value: true },
    ]);

    await click('notifications.updates');
    expect(await ariaState('notifications.updates', 'aria-checked')).toBe('false');
    expect((await observe('notifications.updates')).value).toBe(false);
  });
});

describe('a Listbox without anchor: its options render in place, beside the button', () => {
  const list = "[data-semtag-id='notifications.day'] + [role='listbox']";

  it('reads the choice from the button and no options while closed, named as Chromium names it', async () => {
    const day = await observe('notifications.day');
    expect(day).toEqual({
      id: 'notifications.day',
      role: 'select',
      name: 'Digest day Monday',
      state: 'notifications.digestDay',
      value: 'Monday',
    });
    expect(day.name).toBe(await app.chromiumName("[data-semtag-id='notifications.day']"));
    expect(await app.page.locator(list).count()).toBe(0);
  });

  it('reads the options the in-place list renders, and scope by its id covers them', async () => {
    await clickUntil('notifications.day', 'notifications.day.wed');
    // Not portaled: the list is the button's next sibling, and the button names it.
    expect(await app.page.locator(list).getAttribute('id')).toBe(await ariaState('notifications.day', 'aria-controls'));
    const rendered = await renderedOptions(list);
    expect(rendered).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(await observe('notifications.day')).toMatchObject({ options: rendered, value: 'Monday' });
    expect(await snapshot({ scope: 'notifications.day' })).toEqual({
      url: appUrl(),
      screen: 'notifications',
      option: [
        { id: 'notifications.day.mon', name: 'Monday', state: 'selected' },
        { id: 'notifications.day.wed', name: 'Wednesday', state: 'unselected' },
        { id: 'notifications.day.fri', name: 'Friday', state: 'unselected' },
      ],
      select: [
        {
          id: 'notifications.day',
          name: 'Digest day Monday',
          state: 'notifications.digestDay',
          options: ['Monday', 'Wednesday', 'Friday'],
          value: 'Monday',
        },
      ],
    });
    // Headless UI made the label inert and aria-hidden; Chromium still names the button through it.
    expect(await app.chromiumName("[data-semtag-id='notifications.day']")).toBe('Digest day Monday');
    // The in-place list is reached through the button that names it: no gap.
    expect(await review()).toMatchObject({ coverage: 100, gaps: {} });
  });

  it('states the opened list as its options added, and the choice as them removed and the new value', async () => {
    await changes();
    await clickUntil('notifications.day', 'notifications.day.wed');
    const opened = await changes();
    expect((opened['added'] as Record<string, HintEntry[]>)['option']).toEqual([
      { id: 'notifications.day.mon', name: 'Monday', state: 'selected' },
      { id: 'notifications.day.wed', name: 'Wednesday', state: 'unselected' },
      { id: 'notifications.day.fri', name: 'Friday', state: 'unselected' },
    ]);
    expect(opened['changed']).toContainEqual({ id: 'notifications.day', options: ['Monday', 'Wednesday', 'Friday'] });

    await clickUntil('notifications.day.fri', 'notifications.day.fri', 'detached');
    const closed = await changes();
    expect(closed['removed']).toEqual(['notifications.day.mon', 'notifications.day.wed', 'notifications.day.fri']);
    expect(closed['changed']).toContainEqual({
      id: 'notifications.day',
      name: 'Digest day Friday',
      options: null,
      value: 'Friday',
    });
  });

  it('reads the new choice and no options once chosen, and the choice marked when it opens again', async () => {
    await clickUntil('notifications.day', 'notifications.day.wed');
    await clickUntil('notifications.day.wed', 'notifications.day.wed', 'detached');
    expect(await app.page.locator(list).count()).toBe(0);
    const day = await observe('notifications.day');
    expect(day).toEqual({
      id: 'notifications.day',
      role: 'select',
      name: 'Digest day Wednesday',
      state: 'notifications.digestDay',
      value: 'Wednesday',
    });
    expect(day.name).toBe(await app.chromiumName("[data-semtag-id='notifications.day']"));
    expect(await observe('status')).toMatchObject({ value: 'Digest day set to Wednesday.' });

    await clickUntil('notifications.day', 'notifications.day.wed');
    expect(await ariaState('notifications.day.wed', 'aria-selected')).toBe('true');
    expect((await snapshot({ scope: 'notifications.day' })).option).toEqual([
      { id: 'notifications.day.mon', name: 'Monday', state: 'unselected' },
      { id: 'notifications.day.wed', name: 'Wednesday', state: 'selected' },
      { id: 'notifications.day.fri', name: 'Friday', state: 'unselected' },
    ]);
    expect(await observe('notifications.day')).toMatchObject({ options: ['Monday', 'Wednesday', 'Friday'] });
  });
});

describe('hints on a Headless Field, around the label and the control', () => {
  const checkbox = "[data-semtag-id='notifications.mobile'] [role='checkbox']";
  const button = "[data-semtag-id='notifications.quiet'] button";
  const openQuiet = async () => {
    await app.page.locator(button).click();
    await hint('notifications.quiet.weekend').waitFor();
  };

  it("reads a toggle on a Field from the Checkbox's aria-checked inside it, both ways", async () => {
    expect(await app.page.locator(checkbox).getAttribute('aria-checked')).toBe('false');
    expect(await observe('notifications.mobile')).toEqual({
      id: 'notifications.mobile',
      role: 'toggle',
      name: 'Mobile push',
      value: false,
    });
    expect(await app.chromiumName(checkbox)).toBe('Mobile push');
    // The page holds the state: no unreadableToggle.
    expect((await review()).gaps).toEqual({});

    await app.page.locator(checkbox).click();
    expect(await app.page.locator(checkbox).getAttribute('aria-checked')).toBe('true');
    expect((await observe('notifications.mobile')).value).toBe(true);
    await app.page.locator(checkbox).click();
    expect(await app.page.locator(checkbox).getAttribute('aria-checked')).toBe('false');
    expect((await observe('notifications.mobile')).value).toBe(false);
  });

  it('reads a toggle on a Field as not enabled when the Checkbox inside it is disabled', async () => {
    const inner = "[data-semtag-id='notifications.desktop'] [role='checkbox']";
    expect(await app.page.locator(inner).getAttribute('aria-disabled')).toBe('true');
    expect(await hint('notifications.desktop').getAttribute('aria-disabled')).toBeNull();
    expect(await observe('notifications.desktop')).toEqual({
      id: 'notifications.desktop',
      role: 'toggle',
      name: 'Desktop push',
      value: false,
      enabled: false,
    });
  });

  it('reads a select on a Field from the button that shows the choice, not the label or description beside it', async () => {
    expect(await app.page.locator(button).innerText()).toBe('None');
    const quiet = await observe('notifications.quiet');
    expect(quiet).toEqual({
      id: 'notifications.quiet',
      role: 'select',
      name: 'Quiet hours None',
      state: 'notifications.quietHours',
      value: 'None',
    });
    // Named as Chromium names the button it wraps.
    expect(quiet.name).toBe(await app.chromiumName(button));
  });

  it('reads the options rendered in place inside the Field, then the new choice', async () => {
    await openQuiet();
    const rendered = await renderedOptions("[data-semtag-id='notifications.quiet'] [role='listbox']");
    expect(rendered).toEqual(['None', '22:00–07:00', 'Weekends']);
    expect(await observe('notifications.quiet')).toEqual({
      id: 'notifications.quiet',
      role: 'select',
      name: 'Quiet hours None',
      state: 'notifications.quietHours',
      options: rendered,
      value: 'None',
    });
    expect(await review()).toMatchObject({ coverage: 100, gaps: {} });

    await clickUntil('notifications.quiet.weekend', 'notifications.quiet.weekend', 'detached');
    expect(await app.page.locator(button).innerText()).toBe('Weekends');
    expect(await observe('notifications.quiet')).toEqual({
      id: 'notifications.quiet',
      role: 'select',
      name: 'Quiet hours Weekends',
      state: 'notifications.quietHours',
      value: 'Weekends',
    });
    expect(await observe('status')).toMatchObject({ value: 'Quiet hours set to Weekends.' });
  });
});

describe('a select hint on a wrapper around a Combobox: aria-controls sits on the input inside it', () => {
  const input = "[data-semtag-id='notifications.escalate'] input";
  const open = () => clickUntil('notifications.escalate', 'notifications.escalate.ada');
  const listOfInput = async () => `#${await app.page.locator(input).getAttribute('aria-controls')}`;
  const everyone = ['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds', 'Margaret Hamilton', 'On-call rotation'];

  it('reads the value from the wrapped input and names it by the input, as Chromium names the input', async () => {
    expect(await app.page.locator(input).inputValue()).toBe('Grace Hopper');
    expect(await app.chromiumName(input)).toBe('Escalate to');
    expect(await observe('notifications.escalate')).toEqual({
      id: 'notifications.escalate',
      role: 'select',
      name: 'Escalate to',
      value: 'Grace Hopper',
    });
  });

  it('reads the portaled options the input names while open, and scope by its id covers them', async () => {
    await open();
    expect(await hint('notifications.escalate').getAttribute('aria-controls')).toBeNull();
    const rendered = await renderedOptions(await listOfInput());
    expect(rendered).toEqual(everyone);
    expect(await observe('notifications.escalate')).toMatchObject({ options: rendered, value: 'Grace Hopper' });
    expect(await snapshot({ scope: 'notifications.escalate' })).toEqual({
      url: appUrl(),
      screen: 'notifications',
      // Headless UI makes the rest of the page inert while it is open, but leaves the trigger in
      // use beside the list (a click on it closes the list): no one layer holds every hint in use.
      option: [
        { id: 'notifications.escalate.ada', name: 'Ada Lovelace', state: 'unselected' },
        { id: 'notifications.escalate.grace', name: 'Grace Hopper', state: 'selected' },
        { id: 'notifications.escalate.linus', name: 'Linus Torvalds', state: 'unselected' },
        { id: 'notifications.escalate.margaret', name: 'Margaret Hamilton', state: 'unselected' },
        { id: 'notifications.escalate.on call', name: 'On-call rotation', state: 'unselected' },
      ],
      select: [{ id: 'notifications.escalate', name: 'Escalate to', options: everyone, value: 'Grace Hopper' }],
    });
  });

  it('states the opened list as the options added and the select holding them', async () => {
    await changes();
    await open();
    const opened = await changes();
    expect((opened['added'] as Record<string, HintEntry[]>)['option']?.map((o) => o.id)).toEqual([
      'notifications.escalate.ada',
      'notifications.escalate.grace',
      'notifications.escalate.linus',
      'notifications.escalate.margaret',
      'notifications.escalate.on call',
    ]);
    expect(opened['changed']).toContainEqual({ id: 'notifications.escalate', options: everyone });
  });

  it('reads the typed text and the filtered options, then the choice and no options', async () => {
    await open();
    await app.page.locator(input).fill('li');
    await hint('notifications.escalate.ada').waitFor({ state: 'detached' });
    expect(await renderedOptions(await listOfInput())).toEqual(['Linus Torvalds']);
    expect(await observe('notifications.escalate')).toMatchObject({ options: ['Linus Torvalds'], value: 'li' });

    await clickUntil('notifications.escalate.linus', 'notifications.escalate.linus', 'detached');
    expect(await app.page.locator(input).inputValue()).toBe('Linus Torvalds');
    expect(await observe('notifications.escalate')).toEqual({
      id: 'notifications.escalate',
      role: 'select',
      name: 'Escalate to',
      value: 'Linus Torvalds',
    });
    expect(await observe('status')).toMatchObject({ value: 'Escalations go to Linus Torvalds.' });
  });

  it('reviews the open list as reached through the hint, and reports the real gap inside it, scoped too', async () => {
    expect((await review()).gaps).toEqual({});
    await open();
    // The list itself (role=listbox) is no hint, and is reached through the wrapper's input.
    expect(await app.page.locator(await listOfInput()).getAttribute('data-semtag-id')).toBeNull();
    const badId = { badId: { count: 1, places: ['notifications.escalate.on call'] } };
    const whole = await review();
    expect(whole.gaps).toEqual(badId);
    expect(whole.coverage).toBe(100);
    const scoped = await review({ scope: 'notifications.escalate' });
    expect(scoped.gaps).toEqual(badId);
    expect(scoped.coverage).toBe(100);
  });
});

describe('a Headless RadioGroup hinted as one select, its Radios as options', () => {
  const frequencies = async () => (await snapshot({ scope: 'notifications' })).option;
  /** Each Radio's aria-checked, as the page holds it, in the states the hints are meant to mirror. */
  const pageStates = () =>
    app.page
      .locator("[data-semtag-id^='notifications.frequency.']")
      .evaluateAll((radios) =>
        radios.map((radio) => (radio.getAttribute('aria-checked') === 'true' ? 'selected' : 'unselected')),
      );

  it('states each Radio as the app marks it, following the page as the choice moves', async () => {
    expect(await frequencies()).toEqual([
      { id: 'notifications.frequency.instant', name: 'Instantly', state: 'selected' },
      { id: 'notifications.frequency.hourly', name: 'Hourly', state: 'unselected' },
      { id: 'notifications.frequency.daily', name: 'Daily', state: 'unselected' },
    ]);
    expect((await frequencies())?.map((o) => o.state)).toEqual(await pageStates());

    await click('notifications.frequency.daily');
    expect(await ariaState('notifications.frequency.daily', 'aria-checked')).toBe('true');
    expect((await frequencies())?.map((o) => [o.id, o.state])).toEqual([
      ['notifications.frequency.instant', 'unselected'],
      ['notifications.frequency.hourly', 'unselected'],
      ['notifications.frequency.daily', 'selected'],
    ]);
    expect((await frequencies())?.map((o) => o.state)).toEqual(await pageStates());
    expect(await observe('notifications.frequency.daily')).toEqual({
      id: 'notifications.frequency.daily',
      role: 'option',
      name: 'Daily',
      state: 'selected',
    });
  });

  it('reads the group as the label of the Radio the page checks, named as Chromium names it', async () => {
    const group = async () => entry(await snapshot({ scope: 'notifications' }), 'select', 'notifications.frequency');
    const checkedName = () =>
      app.page.locator("[data-semtag-id='notifications.frequency'] [role='radio'][aria-checked='true']").innerText();
    expect(await group()).toEqual({
      id: 'notifications.frequency',
      name: await app.chromiumName("[data-semtag-id='notifications.frequency']"),
      options: ['Instantly', 'Hourly', 'Daily'],
      value: await checkedName(),
    });
    expect((await group())?.value).toBe('Instantly');
    await click('notifications.frequency.hourly');
    expect(await ariaState('notifications.frequency.hourly', 'aria-checked')).toBe('true');
    expect((await observe('notifications.frequency')).value).toBe(await checkedName());
    expect((await observe('notifications.frequency')).value).toBe('Hourly');
  });
});
