import { connectPlaywrightMcp } from './examples/mcp-clients.js';
import { startRig } from './bench/measure.js';
import { runTask } from './bench/task-runner.js';
import { SHOP_TASKS } from './bench/tasks-shop.js';
const rig = await startRig({ log: (m) => console.error(m) });
const companionPlaywright = await connectPlaywrightMcp(rig.cdpUrl, ['--snapshot-mode', 'none', '--codegen', 'none']);
try {
  for (const task of SHOP_TASKS.filter((t) => !process.argv[2] || t.key === process.argv[2])) {
    const r = await runTask({ base: rig.app.url, browser: rig.browser, ours: rig.ours, referee: rig.oursDefault, playwright: rig.playwright, companionPlaywright, log: console.error }, task);
    console.log(task.key, 'PW', r.playwright.tokens, r.playwright.calls.length, r.playwright.failures, 'C', r.companion.tokens, r.companion.calls.length, r.companion.failures, (r.playwright.tokens / r.companion.tokens).toFixed(2));
    console.log(r.companion.calls.map((c) => `${c.tool}:${c.tokens}`).join(' '));
    console.log(r.deltas);
  }
} finally { await companionPlaywright.close(); await rig.close(); }
