#!/usr/bin/env node
// The bin: serves MCP over stdio (see server/serve-stdio.ts). The compile cache comes first, so that it
// covers every module after it: the server is imported only once it is on.

import { useCompileCache } from './shared/compile-cache.js';

useCompileCache();
const { runStdioServer } = await import('./server/serve-stdio.js');
runStdioServer();
