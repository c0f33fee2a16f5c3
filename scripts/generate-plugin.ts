// Writes the Claude Code plugin's rendered files (scripts/plugin-files.ts). `--check` exits 1 when
// one is out of date instead of writing it.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginFiles } from './plugin-files.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
let stale = false;
for (const [path, content] of await pluginFiles()) {
  const file = join(ROOT, path);
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === content) continue;
  if (check) {
    process.stderr.write(`${path} is out of date: run npm run plugin\n`);
    stale = true;
  } else {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    process.stdout.write(`wrote ${path}\n`);
  }
}
if (stale) process.exit(1);
