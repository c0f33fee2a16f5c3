// Type-checks every TypeScript project: the server and its tests, the in-page code (DOM types, no
// Node), and each fixture app under test/apps (the registry's folder list), as many at once as
// there are cores. Apps whose tsconfigs say the same are checked as one program, so that the
// libraries' types they share load once. Exits non-zero when any fails, after printing each one's errors.

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { FIXTURE_APPS, fixtureAppFolder } from '../test/support/fixture-apps.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const APP_PROJECTS = FIXTURE_APPS.map((app) => join(fixtureAppFolder(app), 'tsconfig.json')).filter((path) =>
  existsSync(path),
);

export const TS_PROJECTS: string[] = ['tsconfig.json', 'src/page/tsconfig.json', ...sharedPrograms(APP_PROJECTS)];

interface AppTsconfig {
  extends?: string;
  compilerOptions?: unknown;
  include?: string[];
}

/**
 * One tsconfig per group of app tsconfigs that differ only in what they include: it extends the
 * group's first and includes every member's files (written under node_modules/.cache, as paths
 * from the checkout's root). A group of one stays as it is.
 */
function sharedPrograms(projects: string[]): string[] {
  const groups = new Map<string, string[]>();
  for (const project of projects) {
    const { extends: base, compilerOptions } = JSON.parse(readFileSync(project, 'utf8')) as AppTsconfig;
    const key = JSON.stringify([base && join(dirname(project), base), compilerOptions]);
    groups.set(key, [...(groups.get(key) ?? []), project]);
  }
  const cache = join(ROOT, 'node_modules', '.cache', 'semantic-hints-typecheck');
  return [...groups.values()].map((members, index) => {
    if (members.length === 1) return relative(ROOT, members[0]!);
    const include = members.flatMap((member) =>
      ((JSON.parse(readFileSync(member, 'utf8')) as AppTsconfig).include ?? []).map((pattern) =>
        join(dirname(member), pattern),
      ),
    );
    const shared = join(cache, `apps-${index}.json`);
    mkdirSync(cache, { recursive: true });
    writeFileSync(shared, JSON.stringify({ extends: members[0], include, exclude: [] }));
    return relative(ROOT, shared);
  });
}

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
