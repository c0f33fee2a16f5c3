// Where the app renders a row component in a `.map()`: every JSX or TSX file of the app that imports
// the component's file (a relative import, or `@/…` for `src/…` as Vite apps alias it), and the
// component's own file. The files are read and parsed once a run, when a row first needs them.

import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import type { Node } from '@babel/types';
import { parseJsx } from './locate/mark-jsx.js';
import { rowUses } from './edit/rows-elsewhere.js';
import type { RowCallers, RowComponent } from './edit/rows-elsewhere.js';

interface ParsedFile {
  /** Relative to the app's folder, with `/`. */
  file: string;
  code: string;
  program: Node;
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'coverage']);
const IMPORT_ENDINGS = ['', '.tsx', '.jsx', '.ts', '.js', '/index.tsx', '/index.jsx', '/index.ts', '/index.js'];

const posix = (path: string) => path.split('\\').join('/');

function jsxFiles(appDir: string): ParsedFile[] {
  const found: ParsedFile[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) visit(path);
        continue;
      }
      if (!/\.[jt]sx$/.test(entry.name)) continue;
      const file = posix(relative(appDir, path));
      const code = readFileSync(path, 'utf8');
      try {
        found.push({ file, code, program: parseJsx(code, file) });
      } catch {
        // A file the parser cannot read renders no row we could key.
      }
    }
  };
  visit(appDir);
  return found;
}

/** The files an import's source may name, relative to the app's folder; none for a package. */
function importedFiles(from: string, source: string): string[] {
  const base = source.startsWith('.')
    ? normalize(join(dirname(from), source))
    : source.startsWith('@/')
      ? join('src', source.slice(2))
      : undefined;
  return base === undefined ? [] : IMPORT_ENDINGS.map((ending) => posix(`${base}${ending}`));
}

/** The name a file renders the component by: its own name in its own file, else the name it imports it as. */
function localName(parsed: ParsedFile, component: RowComponent): string | undefined {
  if (parsed.file === component.file) return component.name;
  if (parsed.program.type !== 'Program') return undefined;
  for (const statement of parsed.program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (!importedFiles(parsed.file, statement.source.value).includes(component.file)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier' && component.exported === 'default') return specifier.local.name;
      if (specifier.type !== 'ImportSpecifier') continue;
      const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
      if (imported === component.exported) return specifier.local.name;
    }
  }
  return undefined;
}

export function rowCallers(appDir: string): RowCallers {
  let files: ParsedFile[] | undefined;
  return (component) => {
    files ??= jsxFiles(appDir);
    return files.flatMap((parsed) => {
      const local = localName(parsed, component);
      return local ? rowUses(parsed.code, parsed.program, local) : [];
    });
  };
}
