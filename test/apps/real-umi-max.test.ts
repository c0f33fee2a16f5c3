// The umi max template (create-umi's templates/max: umi 4, Ant Design 5, ProComponents 2), hinted
// by test/real-apps/umi-max/hints.ts and mounted without umi by the app's own entry: its flows end
// to end (test/real-apps/umi-max/flow.ts): the layout's menu to Home and Access, and the Table
// page's ProTable CRUD: the search form, the new user's modal, a row's configure wizard, row
// selection with the batch toolbar, a batch delete. In every state, every hint the server states
// is checked against the DOM, Chromium's accessibility tree and Playwright's trial click, and the review's suggestions are
// measured against the hints.

import { describe, expect, it } from 'vitest';
import { FLOW_TIMEOUT_MS, realAppFlow } from '../support/real-app-flow.js';
import { realAppFlows } from '../support/real-apps.js';

const app = await realAppFlow('umi-max');
const flows = await realAppFlows('umi-max');

/** What a state shows beyond the truth check, by state. */
const checks: Record<string, () => Promise<void>> = {
  'query filled': async () => {
    expect(await app.observe('users.query.name')).toMatchObject({ value: 'Umi' });
  },
  'search expanded': async () => {
    // Its placeholder, marked with aria-placeholder, is no choice.
    expect(await app.observe('users.query.gender')).not.toHaveProperty('value');
  },
  'query reset': async () => {
    expect(await app.observe('users.query.name')).not.toHaveProperty('value');
  },
  'new user open': async () => {
    expect(await app.observe('users.new')).toMatchObject({ state: 'open' });
    // The modal's mask shuts the page behind it out of use.
    expect(await app.observe('users.query.submit')).toMatchObject({ enabled: false });
  },
  'new user added': async () => {
    expect(await app.observe('users.table.item.2')).toMatchObject({ value: expect.stringContaining('Ada') });
  },
  'configure: schedule': async () => {
    expect(await app.observe('users.update.next')).toMatchObject({ name: '提 交' });
  },
  'one row selected': async () => {
    expect(await app.observe('users.table.item.1.select')).toMatchObject({ value: true });
    expect(await app.observe('users.batch.count')).toMatchObject({ value: '1' });
  },
  'batch deleted': async () => {
    expect(await app.observe('users.table.item.0')).toMatchObject({ value: expect.stringContaining('Umi') });
  },
};

describe('umi max (Ant Design Pro)', () => {
  it('is the template with hints added and nothing else', () =>
    app.expectHintsOnly([
      { file: 'index.html#/home', ready: 'h3 strong' },
      { file: 'index.html#/access', ready: '.ant-pro-page-container .ant-btn' },
      // The rows come once the mock has answered.
      { file: 'index.html#/table', ready: '.ant-table-row' },
    ]));

  for (const [name, steps] of Object.entries(flows))
    it(`${name}: ${steps.map((step) => step.state).join(' → ')}`, () => app.run(steps, checks), FLOW_TIMEOUT_MS);
});
