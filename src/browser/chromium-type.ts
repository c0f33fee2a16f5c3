// playwright-core's Chromium, loaded when a browser is first needed rather than when the server
// starts: it is the largest module the server loads (about 0.3 s on 2 cores), and the MCP handshake
// need not wait for it. The server starts its attach once the transport is open, so the load runs
// beside the client's first messages instead of before them. Once loaded, its compiled code goes to
// the compile cache at once (src/shared/compile-cache.ts), for the next start.

import type { BrowserType } from 'playwright-core';
import { flushCompileCache } from '../shared/compile-cache.js';

let loading: Promise<BrowserType> | undefined;

export function chromiumType(): Promise<BrowserType> {
  loading ??= import('playwright-core').then((playwright) => {
    flushCompileCache();
    return playwright.chromium;
  });
  return loading;
}
