// umi max (Ant Design Pro): the users flow (test/real-apps/umi-max/flow.ts), in a file of its own to run beside
// the app's other flows; test/apps/real-umi-max.test.ts says what each state is checked against.

import { describe } from 'vitest';
import { checks } from '../real-apps/umi-max/checks.js';
import { itRunsFlows, realAppFlowFile } from '../support/real-app-flow.js';

const { app, flows } = await realAppFlowFile('umi-max', import.meta.url);

describe('umi max (Ant Design Pro)', () => itRunsFlows(app, flows, checks(app)));
