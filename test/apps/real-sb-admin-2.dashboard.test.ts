// SB Admin 2: the dashboard flow (test/real-apps/sb-admin-2/flow.ts), in a file of its own to run beside
// the app's other flows; test/apps/real-sb-admin-2.test.ts says what each state is checked against.

import { describe } from 'vitest';
import { checks } from '../real-apps/sb-admin-2/checks.js';
import { itRunsFlows, realAppFlowFile } from '../support/real-app-flow.js';

const { app, flows } = await realAppFlowFile('sb-admin-2', import.meta.url);

describe('SB Admin 2', () => itRunsFlows(app, flows, checks(app)));
