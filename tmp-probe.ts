import { connectPlaywrightMcp, connectSemanticHints, resultText } from './examples/mcp-clients.js';
import { startExampleServer } from './examples/server.js';
import { startSharedChromium } from './src/browser/shared-chromium.js';
const chrome = await startSharedChromium({ headless: true });
const app = await startExampleServer();
const ours = await connectSemanticHints(chrome.cdpUrl);
const pw = await connectPlaywrightMcp(chrome.cdpUrl, []);
try {
  await ours.call('semantic_observe', { id: 'x' });
  await pw.call('browser_navigate', { url: `${app.url}/products/aurora` });
  await pw.call('browser_click', { target: "[data-semtag-id='product.add']" });
  await pw.call('browser_click', { target: "[data-semtag-id='nav.cart']" });
  await pw.call('browser_type', { target: "[data-semtag-id='cart.promo']", text: 'WELCOME10' });
  const s = resultText(await pw.call('browser_snapshot', {}));
  console.log(s.split("\n").filter((l, i, a) => /Promo/.test(a[i-1] ?? "") || /Promo/.test(a[i-2] ?? "") || /Promo/.test(l)).join("\n"));
  const r = await pw.call('browser_click', { target: "[data-semtag-id='cart.lines.item.aurora.remove']" });
  console.log(resultText(r).slice(0, 1500));
} finally { await pw.close(); await ours.close(); await app.close(); await chrome.close(); }
