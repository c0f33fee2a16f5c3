import { connectPlaywrightMcp, connectSemanticHints, resultText } from './examples/mcp-clients.js';
import { startExampleServer } from './examples/server.js';
import { startSharedChromium } from './src/browser/shared-chromium.js';
const chrome = await startSharedChromium({ headless: true });
const app = await startExampleServer();
const ours = await connectSemanticHints(chrome.cdpUrl);
const pw = await connectPlaywrightMcp(chrome.cdpUrl, ['--snapshot-mode', 'none', '--codegen', 'none']);
const strip = (s: string) => s.replace(/"navigation":\[\{"id":"page.skip".*?\]\,/, '').replace(/,\{"id":"footer.links".*$/, '');
try {
  await ours.call('semantic_observe', { id: 'x' });
  await pw.call('browser_navigate', { url: `${app.url}/products/aurora` });
  console.log(strip(resultText(await ours.call('semantic_snapshot', {}))));
  await pw.call('browser_click', { target: "[data-semtag-id='product.add']" });
  await pw.call('browser_click', { target: "[data-semtag-id='nav.cart']" });
  console.log(strip(resultText(await ours.call('semantic_snapshot', {}))));
  console.log(resultText(await pw.call('browser_snapshot', {})).slice(0, 6000));
  await pw.call('browser_click', { target: "[data-semtag-id='cart.checkout']" });
  console.log(strip(resultText(await ours.call('semantic_snapshot', {}))));
  await pw.call('browser_navigate', { url: `${app.url}/account` });
  console.log(strip(resultText(await ours.call('semantic_snapshot', {}))));
} finally {
  await pw.close(); await ours.close(); await app.close(); await chrome.close();
}
