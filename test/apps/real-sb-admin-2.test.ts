// SB Admin 2 (startbootstrap-sb-admin-2, plain HTML with Bootstrap 4, jQuery and DataTables), hinted
// by test/real-apps/sb-admin-2/hints.ts: its main flow end to end (test/real-apps/sb-admin-2/flow.ts),
// from the login page through the dashboard's sidebar, topbar menus and logout dialog to the staff
// table's search, sort and pages. In every state, every hint the server states is checked against
// the DOM, Chromium's accessibility tree and Playwright's trial click, and the review's suggestions are measured against the hints.

import { describe, it } from 'vitest';
import { checks } from '../real-apps/sb-admin-2/checks.js';
import { itRunsFlows, realAppFlowFile } from '../support/real-app-flow.js';

// Its longest flows run in files of their own (real-sb-admin-2.<flow>.test.ts), this file the rest.
const { app, flows } = await realAppFlowFile('sb-admin-2', import.meta.url);

describe('SB Admin 2', () => {
  it('is the template with hints added and nothing else', () =>
    app.expectHintsOnly(['login.html', 'register.html', 'index.html', 'cards.html', 'tables.html']));

  itRunsFlows(app, flows, checks(app));
});
