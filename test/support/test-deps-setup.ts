// The first global setup of every layer: the test packages (test/package.json) installed when missing
// or stale, and put on NODE_PATH for the processes the tests start (scripts/test-deps.ts).

import { ensureTestDeps } from '../../scripts/test-deps.js';

export default async function setup(): Promise<void> {
  await ensureTestDeps();
}
