// Type-checks every TypeScript project: the server and its tests, the in-page code (DOM types, no
// Node), and each fixture app under test/apps (the registry's folder list), as many at once as
// there are cores. Exits non-zero when any fails, after printing each one's errors.

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { FIXTURE_APPS, fixtureAppFolder } from '../test/support/fixture-apps.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

export const TS_PROJECTS: string[] = [
  'tsconfig.json',
  'src/page/tsconfig.json',
  ...FIXTURE_APPS.map((app) => relative(ROOT, join(fixtureAppFolder(app), 'tsconfig.json'))).filter((path) =>
    existsSync(join(ROOT, path)),
  ),
];

function check(project: string): Promise<{ project: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [TSC, '-p', project, '--noEmit'], { cwd: ROOT }, (err, stdout, stderr) =>
      resolve({ project, ok: !err, output: `${stdout}${stderr}` }),
    );
  });
}

async function typecheckAll(): Promise<boolean> {
  const queue = [...TS_PROJECTS];
  let ok = true;
  const lane = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      ok &&= result.ok;
      process.stdout.write(`tsc -p ${project}: ${result.ok ? 'ok' : 'failed'}\n${result.output}`);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, lane));
  return ok;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!(await typecheckAll())) process.exitCode = 1;
}
