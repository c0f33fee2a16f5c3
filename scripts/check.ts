// The static checks of `npm test` in one process: the type check (scripts/typecheck.ts), then
// ESLint with the programs it built, so that the typed rules reuse the types the check computed
// instead of building the same programs again (a third of the two checks' CPU), and Prettier
// alongside. Prints each one's result; exits non-zero when any fails. `npm run typecheck` and
// `npm run lint` run the same checks on their own.

import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { UNTYPED_FILES } from '../eslint.config.js';
import { typecheck } from './typecheck.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PRETTIER = createRequire(import.meta.url).resolve('prettier/bin/prettier.cjs');

const prettier = new Promise<{ ok: boolean; output: string }>((resolve) =>
  execFile(process.execPath, [PRETTIER, '--check', '.'], { cwd: ROOT }, (err, stdout, stderr) =>
    resolve({ ok: !err, output: `${stdout}${stderr}` }),
  ),
);

let output = '';
const types = await typecheck((text) => (output += text));
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      ignores: UNTYPED_FILES,
      languageOptions: { parserOptions: { programs: types.programs, projectService: false } },
    },
  ],
});
const results = await eslint.lintFiles(['.']);
const lintText = await (await eslint.loadFormatter('stylish')).format(results);
const lintOk = results.every((result) => result.errorCount === 0 && result.fatalErrorCount === 0);
const formatted = await prettier;

process.stdout.write(
  [
    `${output}`,
    `eslint: ${lintOk ? 'ok' : 'failed'}\n${lintText}`,
    `prettier: ${formatted.ok ? 'ok' : 'failed'}\n${formatted.output}`,
  ].join('\n'),
);
if (!types.ok || !lintOk || !formatted.ok) process.exitCode = 1;
