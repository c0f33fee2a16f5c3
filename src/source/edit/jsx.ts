// Writes attributes into JSX and TSX. Each element is found by where its opening tag starts; an
// attribute goes right after the tag's name (before any spread, as the locator's mark went), on a
// line of its own when the tag already spreads its attributes over lines. An element rendered by a
// `.map()` callback gets an item id as a template literal built from its row's `key` (or, for a row
// component of its own file, from the prop that carries the key: rows-elsewhere.ts). A library
// component whose text field is inside it gets the attributes through the prop it passes on.

import type { JSXAttribute, JSXOpeningElement, Node, ObjectExpression } from '@babel/types';
import MagicString from 'magic-string';
import { afterTagName, attributeName, parseJsx } from '../locate/mark-jsx.js';
import { walk } from '../syntax-walk.js';
import { passOnFor } from './pass-on.js';
import type { LibraryVersions } from './pass-on.js';
import { itemTemplate } from './request.js';
import { keyInComponent, rowComponentOf, rowKey } from './rows-elsewhere.js';
import type { RowCallers } from './rows-elsewhere.js';
import type { EditOutcome, EditRequest } from './request.js';

interface Found {
  element: JSXOpeningElement;
  parents: readonly Node[];
}

function jsxValue(value: string): string {
  return /["{}<>&\\\n]/.test(value) ? `{${JSON.stringify(value)}}` : `"${value}"`;
}

/** The text of an attribute's value when it is a plain string; undefined for an expression. */
function staticValue(attribute: JSXAttribute): string | undefined {
  const value = attribute.value;
  if (value?.type === 'StringLiteral') return value.value;
  if (value?.type === 'JSXExpressionContainer' && value.expression.type === 'StringLiteral')
    return value.expression.value;
  return undefined;
}

const ROWS_ELSEWHERE =
  "it renders every row of a list whose .map() is in another file: give it the row's key as a prop and build its id from that, by hand";

function findElements(program: Node): Map<string, Found> {
  const byPlace = new Map<string, Found>();
  walk(program, (node, parents) => {
    if (node.type === 'JSXOpeningElement' && node.loc)
      byPlace.set(`${node.loc.start.line}:${node.loc.start.column + 1}`, { element: node, parents: [...parents] });
  });
  return byPlace;
}

/** Where a new attribute goes: after the name, on its own line when the attributes are one a line. */
function insertion(code: string, element: JSXOpeningElement): { at: number; before: string } {
  const first = element.attributes[0];
  const at = afterTagName(element);
  if (first && first.loc!.start.line > element.loc!.start.line) {
    const lineStart = code.lastIndexOf('\n', first.start! - 1) + 1;
    return { at, before: `\n${code.slice(lineStart, first.start!)}` };
  }
  return { at, before: ' ' };
}

export function editJsx(
  code: string,
  file: string,
  requests: readonly EditRequest[],
  versions: LibraryVersions,
  rowCallers?: RowCallers,
): { code: string; outcomes: EditOutcome[] } {
  const program = parseJsx(code, file);
  const elements = findElements(program);
  const edits = new MagicString(code);
  const outcomes = requests.map((request): EditOutcome => {
    const found = elements.get(`${request.line}:${request.column}`);
    if (!found)
      return { written: [], kept: [], problem: `no JSX element starts at ${file}:${request.line}:${request.column}` };
    const values: Array<[string, string]> = [];
    for (const [name, value] of Object.entries(request.set)) values.push([name, jsxValue(value)]);
    let key = request.item ? rowKey(code, found.parents) : undefined;
    if (!key && request.item && request.item.distinct > 1) {
      // The rows are this file's component, which another file renders in its .map().
      const component = rowComponentOf(program, found.parents, file);
      key = component && rowCallers ? keyInComponent(component, rowCallers(component)) : undefined;
      if (!key) return { written: [], kept: [], problem: ROWS_ELSEWHERE };
    }
    if (key && 'problem' in key) return { written: [], kept: [], problem: key.problem };
    if (key && request.item) {
      const at = values.findIndex(([name]) => name === 'data-semtag-id');
      if (at !== -1) values[at] = ['data-semtag-id', `{${itemTemplate(request.item, key.key)}}`];
    }
    if (request.into === 'input') return passOn(code, file, program, found.element, values, request, versions, edits);
    return writeAttributes(code, found.element, values, request.replace, edits);
  });
  return { code: edits.toString(), outcomes };
}

function writeAttributes(
  code: string,
  element: JSXOpeningElement,
  values: ReadonlyArray<[string, string]>,
  replace: boolean,
  edits: MagicString,
): EditOutcome {
  const outcome: EditOutcome = { written: [], kept: [] };
  const added: string[] = [];
  const { at, before } = insertion(code, element);
  for (const [name, value] of values) {
    const existing = element.attributes.find(
      (attribute): attribute is JSXAttribute => attribute.type === 'JSXAttribute' && attributeName(attribute) === name,
    );
    const text = `${name}=${value}`;
    if (existing) {
      const current = code.slice(existing.start!, existing.end!);
      if (current === text || (staticValue(existing) !== undefined && jsxValue(staticValue(existing)!) === value))
        continue;
      if (!replace) {
        outcome.kept.push(current);
        continue;
      }
      edits.overwrite(existing.start!, existing.end!, text);
      outcome.written.push(text);
      continue;
    }
    added.push(text);
  }
  if (added.length > 0) edits.appendLeft(at, added.map((text) => `${before}${text}`).join(''));
  outcome.written.push(...added);
  return outcome;
}

/** The attributes as properties of an object literal: quoted names, values as expressions. */
function properties(values: ReadonlyArray<[string, string]>): Array<[string, string]> {
  return values.map(([name, value]) => [JSON.stringify(name), value.startsWith('{') ? value.slice(1, -1) : value]);
}

function passOn(
  code: string,
  file: string,
  program: Node,
  element: JSXOpeningElement,
  values: ReadonlyArray<[string, string]>,
  request: EditRequest,
  versions: LibraryVersions,
  edits: MagicString,
): EditOutcome {
  const route = passOnFor(program, element, versions);
  if ('problem' in route) return { written: [], kept: [], problem: route.problem };
  const props = properties(values);
  const existing = element.attributes.find(
    (attribute): attribute is JSXAttribute =>
      attribute.type === 'JSXAttribute' && attributeName(attribute) === route.prop,
  );
  if (!existing) {
    const inner = props.map(([name, value]) => `${name}: ${value}`).join(', ');
    const object = route.slot ? `{ ${route.slot}: { ${inner} } }` : `{ ${inner} }`;
    return writeAttributes(code, element, [[route.prop, `{${object}}`]], false, edits);
  }
  const outer = existing.value?.type === 'JSXExpressionContainer' ? existing.value.expression : undefined;
  if (outer?.type !== 'ObjectExpression')
    return {
      written: [],
      kept: [],
      problem: `${route.prop} on the element at ${file}:${request.line} is not an object literal to add to`,
    };
  let target: ObjectExpression = outer;
  if (route.slot) {
    const slot = outer.properties.find(
      (property) => property.type === 'ObjectProperty' && keyName(property.key) === route.slot,
    );
    if (!slot) {
      const inner = props.map(([name, value]) => `${name}: ${value}`).join(', ');
      edits.appendLeft(outer.start! + 1, ` ${route.slot}: { ${inner} },`);
      return { written: props.map(([name, value]) => `${route.prop}.${route.slot}.${name}: ${value}`), kept: [] };
    }
    if (slot.type !== 'ObjectProperty' || slot.value.type !== 'ObjectExpression')
      return { written: [], kept: [], problem: `${route.prop}.${route.slot} is not an object literal to add to` };
    target = slot.value;
  }
  const outcome: EditOutcome = { written: [], kept: [] };
  const added: string[] = [];
  for (const [name, value] of props) {
    const bare = name.slice(1, -1);
    const present = target.properties.find(
      (property) => property.type === 'ObjectProperty' && keyName(property.key) === bare,
    );
    if (present) {
      outcome.kept.push(code.slice(present.start!, present.end!));
      continue;
    }
    added.push(`${name}: ${value}`);
  }
  if (added.length > 0) edits.appendLeft(target.start! + 1, ` ${added.join(', ')},`);
  outcome.written.push(...added.map((text) => `${route.prop}${route.slot ? `.${route.slot}` : ''} ${text}`));
  return outcome;
}

function keyName(key: Node): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral') return key.value;
  return undefined;
}
