// Marks each element of a Vue single-file component's template with where it is written
// (LOCATE_ATTR), before the Vue plugin compiles it. On a component the mark falls through to its
// root, where it wins over the root's own: an element names the outermost place whose attributes
// reach it, which is where a hint written in the source reaches it too.

import MagicString from 'magic-string';
import { LOCATE_ATTR, formatPlace } from './source-place.js';
import { vueElements } from '../vue-compiler.js';
import type { VueCompiler, VueNode } from '../vue-compiler.js';

/** Router views: the dynamic `<component :is>` inside one renders each routed page in turn. */
const ROUTER_VIEWS: ReadonlySet<string> = new Set(['router-view', 'RouterView']);

/** Tags that render no element of their own, or hand their attributes to a whole page. */
const UNMARKED: ReadonlySet<string> = new Set([
  'template',
  'slot',
  ...ROUTER_VIEWS,
  'keep-alive',
  'KeepAlive',
  'teleport',
  'Teleport',
  'suspense',
  'Suspense',
  'transition',
  'Transition',
]);

/** A dynamic component a router view's slot renders: its mark would reach every page's root. */
const rendersRoutedPage = (node: VueNode, parents: readonly VueNode[]): boolean =>
  node.tag === 'component' && parents.some((parent) => ROUTER_VIEWS.has(parent.tag ?? ''));

export function markVue(
  compiler: VueCompiler,
  code: string,
  file: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const ast = compiler.parse(code, { filename: file }).descriptor.template?.ast;
  if (!ast) return undefined;
  const edits = new MagicString(code);
  let marked = 0;
  vueElements(ast, (node, parents) => {
    if (UNMARKED.has(node.tag!) || node.tagType === 2 || node.tagType === 3 || rendersRoutedPage(node, parents)) return;
    const { line, column, offset } = node.loc.start;
    edits.appendLeft(offset + 1 + node.tag!.length, ` ${LOCATE_ATTR}="${formatPlace({ file, line, column })}"`);
    marked++;
  });
  if (marked === 0) return undefined;
  return { code: edits.toString(), map: edits.generateMap({ hires: true, source: file }) };
}
