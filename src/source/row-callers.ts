// Where the app renders a row component in a list: for a React component, the `.map()` of every JSX
// or TSX file of the app that imports the component's file (a relative import, or `@/…` for
// `src/…` as Vite apps alias it), and of the component's own file; for a Vue single-file
// component, the `v-for` of every template that renders it by its name (`BookRow`, `book-row`).
// The files are read and parsed once a run, when a row first needs them.

import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import type { Node } from '@babel/types';
import { parseJsx } from './locate/mark-jsx.js';
import { rowUses } from './edit/rows-elsewhere.js';
import type { RowCallers, RowComponent, RowUse } from './edit/rows-elsewhere.js';
import { loopKey, propName } from './edit/vue.js';
import { vueElements } from './vue-compiler.js';
import type { VueCompiler, VueNode } from './vue-compiler.js';

interface ParsedFile {
  /** Relative to the app's folder, with `/`. */
  file: string;
  code: string;
  program: Node;
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'coverage']);
const IMPORT_ENDINGS = ['', '.tsx', '.jsx', '.ts', '.js', '/index.tsx', '/index.jsx', '/index.ts', '/index.js'];

const posix = (path: string) => path.split('\\').join('/');

/** The app's files whose names match, relative to its folder, with `/`, and their text. */
function appFiles(appDir: string, pattern: RegExp): Array<{ file: string; code: string }> {
  const found: Array<{ file: string; code: string }> = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) visit(path);
        continue;
      }
      if (pattern.test(entry.name))
        found.push({ file: posix(relative(appDir, path)), code: readFileSync(path, 'utf8') });
    }
  };
  visit(appDir);
  return found;
}

function jsxFiles(appDir: string): ParsedFile[] {
  return appFiles(appDir, /\.[jt]sx$/).flatMap(({ file, code }) => {
    try {
      return [{ file, code, program: parseJsx(code, file) }];
    } catch {
      // A file the parser cannot read renders no row we could key.
      return [];
    }
  });
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

const kebab = (name: string) =>
  name.replace(/[A-Z]/g, (letter, at: number) => `${at ? '-' : ''}${letter.toLowerCase()}`);
const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The element's props as a row use: its loop's key, its bound and static props, its `v-bind` spreads. */
function vueRowUse(node: VueNode, parents: readonly VueNode[]): RowUse | undefined {
  const key = loopKey(node, parents);
  if (!key || 'problem' in key) return undefined;
  const props = new Map<string, string>();
  const spreads: string[] = [];
  for (const prop of node.props ?? []) {
    if (prop.type === 7 && prop.name === 'bind' && !prop.arg) spreads.push(prop.exp?.content ?? '');
    const name = propName(prop);
    if (!name || name === 'key') continue;
    props.set(camel(name), prop.type === 6 ? JSON.stringify(prop.value?.content ?? '') : (prop.exp?.content ?? ''));
  }
  return { key: key.key, props, spreads };
}

export function vueRowCallers(appDir: string, compiler: VueCompiler): RowCallers {
  let files: Array<{ file: string; ast: VueNode }> | undefined;
  return (component) => {
    files ??= appFiles(appDir, /\.vue$/).flatMap(({ file, code }) => {
      try {
        const ast = compiler.parse(code, { filename: file }).descriptor.template?.ast;
        return ast ? [{ file, ast }] : [];
      } catch {
        return [];
      }
    });
    const tags = new Set([component.name, kebab(component.name)]);
    const uses: RowUse[] = [];
    for (const { ast } of files)
      vueElements(ast, (node, parents) => {
        if (!tags.has(node.tag ?? '')) return;
        const use = vueRowUse(node, parents);
        if (use) uses.push(use);
      });
    return uses;
  };
}
