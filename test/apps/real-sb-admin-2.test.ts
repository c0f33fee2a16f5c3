// SB Admin 2 (startbootstrap-sb-admin-2, plain HTML with Bootstrap 4, jQuery and DataTables), hinted
// by test/real-apps/sb-admin-2/hints.ts: its main flow end to end (test/real-apps/sb-admin-2/flow.ts),
// from the login page through the dashboard's sidebar, topbar menus and logout dialog to the staff
// table's search, sort and pages. In every state, every hint the server states is checked against
// the DOM, Chromium's accessibility tree and Playwright's trial click, and the review's suggestions are measured against the hints.

import { describe, expect, it } from 'vitest';
import { FLOW_TIMEOUT_MS, realAppFlow } from '../support/real-app-flow.js';
import { realAppFlows } from '../support/real-apps.js';

const app = await realAppFlow('sb-admin-2');
const flows = await realAppFlows('sb-admin-2');

/** What a state shows beyond the truth check, by state. */
const checks: Record<string, () => Promise<void>> = {
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
};

describe('SB Admin 2', () => {
  it('is the template with hints added and nothing else', () =>
    app.expectHintsOnly(['login.html', 'register.html', 'index.html', 'cards.html', 'tables.html']));

  for (const [name, steps] of Object.entries(flows))
    it(`${name}: ${steps.map((step) => step.state).join(' → ')}`, () => app.run(steps, checks), FLOW_TIMEOUT_MS);
});
