// The Vue SFC compiler, from the app's own `vue` (every Vue app has it, in the version its files
// are written for), else from this package's folder when one is installed there.

import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The part of @vue/compiler-sfc the marker and the editor use. */
export interface VueCompiler {
  parse(
    source: string,
    options?: { filename?: string },
  ): {
    descriptor: {
      template: { ast?: VueNode } | null;
      script: { content: string } | null;
      scriptSetup: { content: string } | null;
    };
  };
}

/** A node of a Vue template's syntax tree; offsets are the file's. */
export interface VueNode {
  type: number;
  tag?: string;
  /** 0 element, 1 component, 2 slot, 3 template. */
  tagType?: number;
  props?: VueProp[];
  children?: VueNode[];
  loc: { start: { line: number; column: number; offset: number }; end: { offset: number } };
}

export interface VueProp {
  /** 6 attribute, 7 directive. */
  type: number;
  name: string;
  arg?: { content?: string };
  exp?: { content?: string };
  value?: { content: string };
  loc: { start: { offset: number }; end: { offset: number } };
}

export const ELEMENT_NODE = 1;

const cache = new Map<string, Promise<VueCompiler>>();

export function vueCompiler(appDir: string): Promise<VueCompiler> {
  let loading = cache.get(appDir);
  if (!loading) {
    loading = load(appDir);
    cache.set(appDir, loading);
  }
  return loading;
}

async function load(appDir: string): Promise<VueCompiler> {
  for (const [from, name] of [
    [join(appDir, 'package.json'), 'vue/compiler-sfc'],
    [import.meta.url, '@vue/compiler-sfc'],
  ] as const) {
    try {
      const path = createRequire(from).resolve(name);
      return (await import(pathToFileURL(path).href)) as VueCompiler;
    } catch {
      continue;
    }
  }
  throw new Error(`No Vue SFC compiler found: install the app's packages in ${appDir} (npm install).`);
}

/** Every element node of a template, parents before children, with its parents. */
export function vueElements(root: VueNode, visit: (node: VueNode, parents: readonly VueNode[]) => void): void {
  const parents: VueNode[] = [];
  const step = (node: VueNode): void => {
    if (node.type === ELEMENT_NODE) visit(node, parents);
    parents.push(node);
    for (const child of node.children ?? []) step(child);
    parents.pop();
  };
  step(root);
}
