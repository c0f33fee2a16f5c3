// Our server as the benchmark measures it: the published tools plus the observe baseline,
// `bare_evaluate` (baseline-tool.ts), on the same stdio connection and in the same process.

import { runStdioServer } from '../src/server/serve-stdio.js';
import { TOOLS } from '../src/tools/index.js';
import { bareEvaluate } from './baseline-tool.js';

runStdioServer({ tools: [...TOOLS, bareEvaluate] });
