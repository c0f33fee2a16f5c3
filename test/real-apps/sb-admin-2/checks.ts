// What the states of sb-admin-2's flows (flow.ts) show beyond the truth check, by state: checked by
// test/apps/real-sb-admin-2*.test.ts.

import { expect } from 'vitest';
import type { RealAppFlow } from '../../support/real-app-flow.js';

/** What a state shows beyond the truth check, by state. */
export const checks = (app: RealAppFlow): Record<string, () => Promise<void>> => ({
  'login filled': async () => {
    expect(await app.observe('login.password')).not.toHaveProperty('value');
    expect(await app.observe('login.remember')).toMatchObject({ value: true });
  },
  'register filled': async () => {
    expect(await app.observe('register.password-again')).not.toHaveProperty('value');
    expect(await app.observe('register.first-name')).toMatchObject({ value: 'Ada' });
  },
  'card collapsed': async () => {
    expect(await app.observe('cards.collapsible')).toMatchObject({ value: false });
    expect(await app.observe('cards.collapsible.body')).toMatchObject({ visible: false });
  },
  'dashboard on a phone': async () => {
    // Bootstrap's responsive classes: the search field gives way to the search menu's button.
    expect(await app.observe('topbar.search')).toMatchObject({ visible: false });
    expect(await app.observe('topbar.find')).not.toHaveProperty('visible');
    expect(await app.observe('sidebar.toggle')).not.toHaveProperty('visible');
  },
  'staff searched': async () => {
    expect((await app.observe('staff.shown')).value).toMatch(/filtered from 57 total entries/);
  },
  'staff 25 a page': async () => {
    expect(await app.observe('staff.length')).toMatchObject({ value: '25' });
  },
});
