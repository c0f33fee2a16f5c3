import { connectPlaywrightMcp, connectSemanticHints, resultText } from './examples/mcp-clients.js';
import { startExampleServer } from './examples/server.js';
import { startSharedChromium } from './src/browser/shared-chromium.js';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
const chrome = await startSharedChromium({ headless: true });
const app = await startExampleServer();
const ours = await connectSemanticHints(chrome.cdpUrl);
const flagsets: Record<string, string[]> = { default: [], none: ['--snapshot-mode', 'none'], codegen: ['--codegen', 'none'], both: ['--snapshot-mode', 'none', '--codegen', 'none'] };
const pw: Record<string, any> = {};
for (const [k, f] of Object.entries(flagsets)) pw[k] = await connectPlaywrightMcp(chrome.cdpUrl, f);
try {
  await ours.call('semantic_observe', { id: 'x' });
  await pw.default.call('browser_navigate', { url: `${app.url}/products` });
  const snap = resultText(await ours.call('semantic_snapshot', {}));
  console.log(snap.slice(0, 3000));
  for (const [k, c] of Object.entries(pw)) {
    const r = await c.call('browser_click', { target: "[data-semtag-id='products.grid.item.aurora.add']", element: 'Add' });
    const t = resultText(r); console.log('==', k, countTokens(t), JSON.stringify(r).length); console.log(t.slice(0, 1500));
  }
  const r = await pw.both.call('browser_click', { target: "[data-semtag-id='no.such']", element: 'x' });
  console.log('== error', r.isError, resultText(r).slice(0, 400));
  const s2 = await pw.default.call('browser_snapshot', {});
  console.log('== browser_snapshot tokens', countTokens(resultText(s2)));
} finally {
  for (const c of Object.values(pw)) await c.close(); await ours.close(); await app.close(); await chrome.close();
}
