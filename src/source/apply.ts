// The planned edits carried out on the app's files: each file read once, edited by the editor for
// its kind, formatted with the app's own Prettier when the file was formatted with it before, and
// compared with what it was (a unified diff). Nothing is written unless asked.

import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTwoFilesPatch } from 'diff';
import { editHtml } from './edit/html.js';
import { editJsx } from './edit/jsx.js';
import type { LibraryVersions } from './edit/pass-on.js';
import type { EditOutcome, EditRequest } from './edit/request.js';
import type { RowCallers } from './edit/rows-elsewhere.js';
import { editVue } from './edit/vue.js';
import type { PlannedEdit, Unplaced } from './plan.js';
import { rowCallers, vueRowCallers } from './row-callers.js';
import { vueCompiler } from './vue-compiler.js';
import type { VueCompiler } from './vue-compiler.js';

export interface FileChange {
  file: string;
  before: string;
  after: string;
}

export interface Applied {
  changes: FileChange[];
  /** Attributes already in the source with another value, left as they are (without --replace). */
  kept: Array<{ file: string; line: number; attributes: string[] }>;
  unplaced: Unplaced[];
  /** Attributes written, in all. */
  written: number;
}

/** The major version of each library whose pass-on props the JSX editor knows, as the app has it installed. */
export function libraryVersions(appDir: string): LibraryVersions {
  const versions = new Map<string, number>();
  const require = createRequire(join(appDir, 'package.json'));
  for (const name of ['@mui/material']) {
    try {
      const { version } = require(`${name}/package.json`) as { version: string };
      versions.set(name, Number(version.split('.')[0]));
    } catch {
      continue;
    }
  }
  return versions;
}

interface Prettier {
  format(source: string, options: object): Promise<string>;
  resolveConfig(file: string): Promise<object | null>;
}

/** The app's own Prettier and its config for a file; undefined when the app has neither. */
async function prettierFor(appDir: string, path: string): Promise<{ prettier: Prettier; options: object } | undefined> {
  try {
    const found = createRequire(join(appDir, 'package.json')).resolve('prettier');
    if (!found.startsWith(appDir)) return undefined;
    const prettier = (await import(pathToFileURL(found).href)) as Prettier;
    const config = await prettier.resolveConfig(path);
    return config ? { prettier, options: { ...config, filepath: path } } : undefined;
  } catch {
    return undefined;
  }
}

async function edit(
  appDir: string,
  file: string,
  code: string,
  requests: EditRequest[],
  versions: LibraryVersions,
  callers: { jsx: RowCallers; vue: (compiler: VueCompiler) => RowCallers },
) {
  if (/\.[jt]sx$/.test(file)) return editJsx(code, file, requests, versions, callers.jsx);
  if (file.endsWith('.vue')) {
    const compiler = await vueCompiler(appDir);
    return editVue(compiler, code, file, requests, callers.vue(compiler));
  }
  if (file.endsWith('.html')) return editHtml(code, file, requests);
  return {
    code,
    outcomes: requests.map((): EditOutcome => ({
      written: [],
      kept: [],
      problem: `${file} is not a kind of file the command edits`,
    })),
  };
}

export async function applyEdits(
  appDir: string,
  edits: readonly PlannedEdit[],
  unplaced: readonly Unplaced[],
): Promise<Applied> {
  const result: Applied = { changes: [], kept: [], unplaced: [...unplaced], written: 0 };
  const versions = libraryVersions(appDir);
  let vueCallers: RowCallers | undefined;
  const callers = {
    jsx: rowCallers(appDir),
    vue: (compiler: VueCompiler) => (vueCallers ??= vueRowCallers(appDir, compiler)),
  };
  const byFile = new Map<string, PlannedEdit[]>();
  for (const planned of edits) byFile.set(planned.place.file, [...(byFile.get(planned.place.file) ?? []), planned]);
  for (const [file, planned] of byFile) {
    const path = join(appDir, file);
    const before = await readFile(path, 'utf8');
    const { code, outcomes } = await edit(
      appDir,
      file,
      before,
      planned.map(({ request }) => request),
      versions,
      callers,
    );
    outcomes.forEach((outcome, index) => {
      const { request, from } = planned[index]!;
      result.written += outcome.written.length;
      if (outcome.kept.length > 0) result.kept.push({ file, line: request.line, attributes: outcome.kept });
      if (outcome.problem)
        for (const { url, suggestion } of from)
          result.unplaced.push({
            url,
            place: suggestion.place,
            ...(suggestion.name ? { name: suggestion.name } : {}),
            set: suggestion.set,
            reason: outcome.problem,
          });
    });
    if (code === before) continue;
    let after = code;
    const formatter = await prettierFor(appDir, path);
    // Formatted only when the file already was: a file kept by hand keeps its own layout.
    if (formatter && (await formatter.prettier.format(before, formatter.options)) === before)
      after = await formatter.prettier.format(code, formatter.options);
    result.changes.push({ file, before, after });
  }
  return result;
}

export function unifiedDiff(changes: readonly FileChange[]): string {
  return changes
    .map(({ file, before, after }) =>
      createTwoFilesPatch(`a/${file}`, `b/${file}`, before, after, '', '', { context: 3 }),
    )
    .join('');
}

export async function writeChanges(appDir: string, changes: readonly FileChange[]): Promise<void> {
  for (const { file, after } of changes) await writeFile(join(appDir, file), after);
}
