// react-admin's books admin (ra-ui-materialui's DeleteWithConfirmButton, FilterList and SimpleForm stories:
// React, MUI 9, react-admin's layout, list, form and dialogs), hinted by
// test/real-apps/react-admin/hints.ts: its flows end to end (test/real-apps/react-admin/flow.ts),
// from the layout's sidebar, languages and theme through the list's sort, pages, selection, bulk
// actions and confirmed deletes, the filters, and a book's edit form, to the sidebar as a drawer
// on a phone. In every state, every hint the server states is checked against the DOM,
// Chromium's accessibility tree and Playwright's trial click, and the review's suggestions are measured against the hints.

import { describe, expect, it } from 'vitest';
import { FLOW_TIMEOUT_MS, realAppFlow } from '../support/real-app-flow.js';
import { realAppFlows } from '../support/real-apps.js';

const app = await realAppFlow('react-admin');
const flows = await realAppFlows('react-admin');

/** What a state shows beyond the truth check, by state. */
const checks: Record<string, () => Promise<void>> = {
  'books listed': async () => {
    expect(await app.observe('list.pagination.shown')).toMatchObject({ value: '1-10 of 11' });
    expect(await app.observe('layout.menu-toggle')).toMatchObject({ value: true });
    // The list, the only region inside <main>, names the screen.
    expect((await app.snapshot({})).screen).toBe('books.list');
    // MUI draws the button's text upper case; its start icon is aria-hidden.
    expect(await app.observe('layout.locales')).toMatchObject({ name: 'ENGLISH' });
    // react-admin labels the checkbox's root, not the <input>: neither Chromium nor the server names it.
    expect(await app.observe('list.rows.item.1.select')).not.toHaveProperty('name');
  },
  'skip link focused': async () => {
    expect(await app.observe('layout.skip-to-content')).not.toHaveProperty('visible');
  },
  'sidebar narrowed': async () => {
    expect(await app.observe('layout.menu-toggle')).toMatchObject({ value: false });
  },
  'in French': async () => {
    expect(await app.observe('layout.locales.fr')).toMatchObject({ state: 'selected' });
  },
  'dark theme': async () => {
    expect(await app.observe('layout.theme')).toMatchObject({ value: true });
  },
  'two selected': async () => {
    expect(await app.observe('list.bulk.count')).toMatchObject({ value: '2 items selected' });
    expect(await app.observe('list.rows.item.5.select')).toMatchObject({ value: true });
  },
  'delete asked': async () => {
    expect(await app.observe('confirm')).toMatchObject({ name: 'Delete the book "The Picture of Dorian Gray"?' });
  },
  'book deleted': async () => {
    expect(await app.observe('list.pagination.shown')).toMatchObject({ value: '1-10 of 10' });
  },
  '20th century': async () => {
    expect(await app.observe('list.filter.20th')).toMatchObject({ state: 'selected' });
    // The story passes no i18n provider: react-admin shows its messages' keys.
    expect(await app.observe('list.pagination.shown')).toMatchObject({ value: 'ra.navigation.page_range_info' });
  },
  '19th century': async () => {
    expect(await app.observe('list.filter.20th')).toMatchObject({ state: 'unselected' });
    expect(await app.observe('list.filter.19th')).toMatchObject({ state: 'selected' });
  },
  'book edit': async () => {
    expect(await app.observe('form.title')).toMatchObject({ value: 'War and Peace' });
    expect(await app.observe('form.save')).toMatchObject({ enabled: false });
  },
  'book edited': async () => {
    expect(await app.observe('form.year')).toMatchObject({ value: '1870' });
    expect(await app.observe('form.save')).not.toHaveProperty('enabled');
  },
  'drawer open on a phone': async () => {
    expect(await app.observe('layout.sidebar')).toMatchObject({ state: 'open' });
  },
};

describe('react-admin (MUI)', () => {
  it('is the stories with hints added and nothing else', () =>
    // Each once its data is shown: the list's rows, the form's first field filled.
    app.expectHintsOnly([
      { file: 'index.html', ready: 'tbody tr' },
      { file: 'index.html?story=edit', ready: "input[value='War and Peace']" },
      { file: 'index.html?story=filters', ready: 'tbody tr' },
    ]));

  for (const [name, steps] of Object.entries(flows))
    it(`${name}: ${steps.map((step) => step.state).join(' → ')}`, () => app.run(steps, checks), FLOW_TIMEOUT_MS);
});
