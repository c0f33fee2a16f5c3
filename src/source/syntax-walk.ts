// A depth-first walk over a parser's syntax tree, in source order: every object with a string
// `type` is a node. One walk for the Babel trees the JSX editor and marker read.

import type { Node } from '@babel/types';

/** Calls `visit` on each node, parents before children; `visit` returning false skips the children. */
export function walk(node: Node, visit: (node: Node, parents: readonly Node[]) => boolean | void): void {
  const parents: Node[] = [];
  const step = (current: Node): void => {
    if (visit(current, parents) === false) return;
    parents.push(current);
    for (const key of Object.keys(current)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments') continue;
      const value = (current as unknown as Record<string, unknown>)[key];
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) step(item);
      } else if (isNode(value)) step(value);
    }
    parents.pop();
  };
  step(node);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}
