// The umi max template (create-umi's templates/max: umi 4, Ant Design 5, ProComponents 2), hinted
// by test/real-apps/umi-max/hints.ts and mounted without umi by the app's own entry: its flows end
// to end (test/real-apps/umi-max/flow.ts): the layout's menu to Home and Access, and the Table
// page's ProTable CRUD: the search form, the new user's modal, a row's configure wizard, row
// selection with the batch toolbar, a batch delete. In every state, every hint the server states
// is checked against the DOM, Chromium's accessibility tree and Playwright's trial click, and the review's suggestions are
// measured against the hints.

import { describe, it } from 'vitest';
import { checks } from '../real-apps/umi-max/checks.js';
import { itRunsFlows, realAppFlowFile } from '../support/real-app-flow.js';

// Its longest flows run in files of their own (real-umi-max.<flow>.test.ts), this file the rest.
const { app, flows } = await realAppFlowFile('umi-max', import.meta.url);

describe('umi max (Ant Design Pro)', () => {
  it('is the template with hints added and nothing else', () =>
    app.expectHintsOnly([
      { file: 'index.html#/home', ready: 'h3 strong' },
      { file: 'index.html#/access', ready: '.ant-pro-page-container .ant-btn' },
      // The rows come once the mock has answered.
      { file: 'index.html#/table', ready: '.ant-table-row' },
    ]));

  itRunsFlows(app, flows, checks(app));
});
