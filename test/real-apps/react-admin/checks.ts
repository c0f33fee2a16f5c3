// What the states of react-admin's flows (flow.ts) show beyond the truth check, by state: checked by
// test/apps/real-react-admin*.test.ts.

import { expect } from 'vitest';
import type { RealAppFlow } from '../../support/real-app-flow.js';

/** What a state shows beyond the truth check, by state. */
export const checks = (app: RealAppFlow): Record<string, () => Promise<void>> => ({
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
});
