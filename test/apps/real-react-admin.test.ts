// react-admin's books admin (ra-ui-materialui's DeleteWithConfirmButton, FilterList and SimpleForm stories:
// React, MUI 9, react-admin's layout, list, form and dialogs), hinted by
// test/real-apps/react-admin/hints.ts: its flows end to end (test/real-apps/react-admin/flow.ts),
// from the layout's sidebar, languages and theme through the list's sort, pages, selection, bulk
// actions and confirmed deletes, the filters, and a book's edit form, to the sidebar as a drawer
// on a phone. In every state, every hint the server states is checked against the DOM,
// Chromium's accessibility tree and Playwright's trial click, and the review's suggestions are measured against the hints.

import { describe, it } from 'vitest';
import { checks } from '../real-apps/react-admin/checks.js';
import { itRunsFlows, realAppFlowFile } from '../support/real-app-flow.js';

// Its longest flows run in files of their own (real-react-admin.<flow>.test.ts), this file the rest.
const { app, flows } = await realAppFlowFile('react-admin', import.meta.url);

describe('react-admin (MUI)', () => {
  it('is the stories with hints added and nothing else', () =>
    // Each once its data is shown: the list's rows, the form's first field filled.
    app.expectHintsOnly([
      { file: 'index.html', ready: 'tbody tr' },
      { file: 'index.html?story=edit', ready: "input[value='War and Peace']" },
      { file: 'index.html?story=filters', ready: 'tbody tr' },
    ]));

  itRunsFlows(app, flows, checks(app));
});
