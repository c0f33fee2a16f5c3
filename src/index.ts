#!/usr/bin/env node
// The bin: serves MCP over stdio (see serve.ts).

import { runStdioServer } from './serve.js';

runStdioServer();
