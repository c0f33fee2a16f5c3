// react-admin (MUI): the layout flow (test/real-apps/react-admin/flow.ts), in a file of its own to run beside
// the app's other flows; test/apps/real-react-admin.test.ts says what each state is checked against.

import { describe } from 'vitest';
import { checks } from '../real-apps/react-admin/checks.js';
import { itRunsFlows, realAppFlowFile } from '../support/real-app-flow.js';

const { app, flows } = await realAppFlowFile('react-admin', import.meta.url);

describe('react-admin (MUI)', () => itRunsFlows(app, flows, checks(app)));
