// SB Admin 2 (startbootstrap-sb-admin-2, plain HTML with Bootstrap 4, jQuery and DataTables), hinted
// by test/real-apps/sb-admin-2/hints.ts: its main flow end to end, from the login page through the
// dashboard's sidebar, topbar menus and logout dialog to the staff table's search, sort and pages.
// In every state, every hint the server states is checked against the DOM and Chromium's
// accessibility tree, and the review's suggestions are measured against the hints.

import { describe, expect, it } from 'vitest';
import { realAppFlow } from '../support/real-app-flow.js';

const app = await realAppFlow('sb-admin-2');

/** Clicks hint `id` and waits for the page it leads to. */
async function follow(id: string, file: string) {
  await Promise.all([app.page.waitForURL(`**/${file}`), app.click(id)]);
  await app.page.waitForLoadState('load');
}

/** Waits until Bootstrap has finished showing (or hiding) the element of hint `id`: its transition class is gone. */
const settled = (id: string, shown: boolean) =>
  app.page.locator(`[data-semtag-id='${id}']${shown ? '.show' : ':not(.show)'}:not(.collapsing)`).waitFor();

describe('SB Admin 2', () => {
  it('is the template with hints added and nothing else', async () => {
    const stripped = async (url: string) => {
      await app.page.goto(url);
      return app.page.evaluate(() => {
        // What Chart.js draws depends on when it measured the page: its canvases are left out.
        for (const chart of document.querySelectorAll('canvas')) chart.parentElement!.replaceChildren();
        for (const element of document.querySelectorAll('*'))
          for (const name of element.getAttributeNames())
            if (name.startsWith('data-semtag-')) element.removeAttribute(name);
        return document.body.outerHTML;
      });
    };
    for (const file of ['login.html', 'index.html', 'tables.html']) {
      const hinted = await stripped(app.url('hinted').replace(/login\.html$/, file));
      expect(hinted, file).toBe(await stripped(app.url('plain').replace(/login\.html$/, file)));
    }
  });

  it('logs in: the form empty and filled, then the dashboard', async () => {
    await app.truthful('login', ['login.email', 'login.remember']);
    await app.page.fill("[data-semtag-id='login.email']", 'ada@example.com');
    await app.page.fill("[data-semtag-id='login.password']", 'correct horse');
    // The checkbox is drawn by its label, over the input.
    await app.page.click("label[for='customCheck']");
    await app.truthful('login filled', ['login.email', 'login.password', 'login.remember']);
    expect(await app.observe('login.password')).not.toHaveProperty('value');
    expect(await app.observe('login.remember')).toMatchObject({ value: true });
    await follow('login.submit', 'index.html');
    await app.truthful('dashboard', ['dashboard.earnings.monthly', 'sidebar.components']);
  });

  it('dashboard: a sidebar section, the topbar menus, the logout dialog opened and cancelled', async () => {
    await follow('login.submit', 'index.html');
    await app.click('sidebar.components');
    await settled('sidebar.components.menu', true);
    await app.truthful('sidebar section open', ['sidebar.components', 'sidebar.components.cards']);

    await app.click('topbar.alerts');
    await settled('topbar.alerts.menu', true);
    await app.truthful('alerts menu open', ['topbar.alerts', 'topbar.alerts.all']);

    await app.click('topbar.user');
    await settled('topbar.user.menu', true);
    await app.truthful('user menu open', ['topbar.user', 'topbar.user.logout']);

    await app.click('topbar.user.logout');
    await settled('logout.dialog', true);
    await app.page.locator('.modal-backdrop.show').waitFor();
    await app.truthful('logout dialog open', ['logout.cancel', 'dashboard.report']);

    await app.click('logout.cancel');
    await app.hint('logout.dialog').waitFor({ state: 'hidden' });
    await app.truthful('logout dialog cancelled', ['dashboard.report', 'topbar.user']);

    await app.click('sidebar.collapse');
    await app.truthful('sidebar collapsed', ['sidebar.components']);
  });

  it('staff table: search, sort, pages and page length', async () => {
    await follow('login.submit', 'index.html');
    await follow('sidebar.tables', 'tables.html');
    await app.truthful('staff table', ['staff.shown', 'staff.length', 'staff.table.item.airi-satou.office']);

    await app.page.fill("[data-semtag-id='staff.search']", 'London');
    await app.truthful('staff searched', ['staff.search', 'staff.shown']);
    expect((await app.observe('staff.shown')).value).toMatch(/filtered from 57 total entries/);

    await app.click('staff.sort.age');
    await app.page.locator("[data-semtag-id='staff.sort.age'][aria-sort='ascending']").waitFor();
    await app.truthful('staff sorted by age', ['staff.sort.age']);

    await app.page.fill("[data-semtag-id='staff.search']", '');
    await app.click('staff.page.next');
    await app.page.locator('.paginate_button.active', { hasText: '2' }).waitFor();
    await app.truthful('staff page 2', ['staff.page.previous', 'staff.shown']);

    await app.page.selectOption("[data-semtag-id='staff.length']", '25');
    await app.truthful('staff 25 a page', ['staff.length', 'staff.shown']);
    expect(await app.observe('staff.length')).toMatchObject({ value: '25' });
  });
});
