// Type-checks every TypeScript project: the server and its tests, the in-page code (DOM types, no
// Node), and each fixture app under test/apps (the registry's folder list). The first two are
// built in this process, and their programs handed to whoever asks (scripts/check.ts gives them to
// ESLint, whose typed rules then reuse the types this check computed); the apps are checked
// meanwhile by TypeScript 7's native compiler (tsgo), which nothing else needs a program from and
// which checks them in under half the CPU of tsc. Apps whose tsconfigs say the same are checked as
// one program, so that the libraries' types they share load once. Exits non-zero when any fails,
// after printing each one's errors. The test packages (scripts/test-deps.ts) are installed first
// when missing: the tests' files and the apps import them.

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { FIXTURE_APPS, fixtureAppFolder } from '../test/support/fixture-apps.js';
import { ensureTestDeps, testRequire } from './test-deps.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** tsgo, one of the test packages (scripts/test-deps.ts), as are the fixture apps' libraries. */
const tsgo = () => join(dirname(testRequire.resolve('@typescript/native-preview/package.json')), 'bin', 'tsgo');

const APP_PROJECTS = FIXTURE_APPS.map((app) => join(fixtureAppFolder(app), 'tsconfig.json')).filter((path) =>
  existsSync(path),
);

/** The projects built in this process: every file ESLint lints with types is in one of them. */
export const LINTED_PROJECTS: string[] = ['tsconfig.json', 'src/page/tsconfig.json'];
export const TS_PROJECTS: string[] = [...LINTED_PROJECTS, ...sharedPrograms(APP_PROJECTS)];

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
    execFile(process.execPath, [tsgo(), '-p', project, '--noEmit'], { cwd: ROOT }, (err, stdout, stderr) =>
      resolve({ project, ok: !err, output: `${stdout}${stderr}` }),
    );
  });
}

interface Checked {
  project: string;
  ok: boolean;
  output: string;
}

/** Builds and checks one project's program here, as `tsc -p <project> --noEmit` would. */
function checkHere(project: string): Checked & { program: ts.Program } {
  const host: ts.ParseConfigFileHost = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined };
  const parsed = ts.getParsedCommandLineOfConfigFile(join(ROOT, project), { noEmit: true }, host);
  if (!parsed) throw new Error(`${project}: tsc cannot read this tsconfig`);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program)];
  const output = ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => '\n',
  });
  return { project, ok: diagnostics.length === 0, output, program };
}

/**
 * Type-checks every project (the apps in tsgo processes while the linted projects are built here),
 * writing each one's result to `write`. Resolves to whether all passed, and the linted programs.
 */
export async function typecheck(write: (text: string) => void): Promise<{ ok: boolean; programs: ts.Program[] }> {
  // The tests' files import the test packages, and the apps are type-checked with their libraries.
  await ensureTestDeps();
  const report = ({ project, ok, output }: Checked, tsc = 'tsc') =>
    write(`${tsc} -p ${project}: ${ok ? 'ok' : 'failed'}\n${output}`);
  const apps = TS_PROJECTS.filter((project) => !LINTED_PROJECTS.includes(project)).map(async (project) => {
    const result = await check(project);
    report(result, 'tsgo');
    return result.ok;
  });
  const linted = LINTED_PROJECTS.map(checkHere);
  for (const result of linted) report(result);
  const ok = linted.every((result) => result.ok) && (await Promise.all(apps)).every(Boolean);
  return { ok, programs: linted.map((result) => result.program) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!(await typecheck((text) => process.stdout.write(text))).ok) process.exitCode = 1;
}
