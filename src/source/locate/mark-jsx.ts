// Marks each JSX element of one of the app's files with where it is written (LOCATE_ATTR), before
// any other plugin compiles the JSX. The mark goes first among the attributes, so that a spread
// after it (`{...props}`) carries a caller's mark over it: an element then names the outermost
// place whose attributes reach it, which is where a hint written in the source reaches it too.

import { parse } from '@babel/parser';
import type { JSXAttribute, JSXOpeningElement, Node } from '@babel/types';
import MagicString from 'magic-string';
import { LOCATE_ATTR, formatPlace } from './source-place.js';
import { walk } from '../syntax-walk.js';

/** Elements that take no attributes: a fragment renders nothing of its own. */
function isFragment(name: Node): boolean {
  if (name.type === 'JSXIdentifier') return name.name === 'Fragment';
  return name.type === 'JSXMemberExpression' && name.property.name === 'Fragment';
}

export function parseJsx(code: string, file: string): Node {
  return parse(code, {
    sourceType: 'module',
    sourceFilename: file,
    plugins: [/\.tsx?$/.test(file) ? 'typescript' : 'flow', 'jsx', 'decorators-legacy'],
    errorRecovery: false,
  }).program;
}

/** An attribute's name as written: `onClick`, `xlink:href`. */
export function attributeName(attribute: JSXAttribute): string {
  return attribute.name.type === 'JSXIdentifier'
    ? attribute.name.name
    : `${attribute.name.namespace.name}:${attribute.name.name.name}`;
}

/** Where an opening tag's attributes begin: after its name and a generic component's type arguments (`<List<Book>`). */
export function afterTagName(element: JSXOpeningElement): number {
  return (element.typeParameters ?? element.typeArguments ?? element.name).end!;
}

/** The code with every element marked, or undefined when it holds none. */
export function markJsx(
  code: string,
  file: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const program = parseJsx(code, file);
  const edits = new MagicString(code);
  let marked = 0;
  walk(program, (node) => {
    if (node.type !== 'JSXOpeningElement' || isFragment(node.name) || !node.loc) return;
    const place = formatPlace({ file, line: node.loc.start.line, column: node.loc.start.column + 1 });
    edits.appendLeft(afterTagName(node), ` ${LOCATE_ATTR}="${place}"`);
    marked++;
  });
  if (marked === 0) return undefined;
  return { code: edits.toString(), map: edits.generateMap({ hires: true, source: file }) };
}
