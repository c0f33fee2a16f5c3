#!/usr/bin/env node
// The bin: serves MCP over stdio (see server/serve-stdio.ts), or answers --help and --version. The compile
// cache comes first, so that it covers every module after it: the server is imported only once it
// is on, and only when it is to serve.

import { useCompileCache } from './shared/compile-cache.js';

useCompileCache();
const { serverArgs } = await import('./server/server-help.js');
const args = serverArgs(process.argv.slice(2));
if (args.serve) {
  const { runStdioServer } = await import('./server/serve-stdio.js');
  runStdioServer();
} else {
  (args.code === 0 ? process.stdout : process.stderr).write(args.out);
  process.exitCode = args.code;
}
