#!/usr/bin/env node
// The bin: serves MCP over stdio (see serve-stdio.ts).

import { runStdioServer } from './serve-stdio.js';

runStdioServer();
