// A list's row drawn by a component of its own file: `jobs.map((job) => <JobCard key={job.id}
// job={job} />)` in one file, the card's elements in JobCard.tsx. The row's key is out of the card's
// reach (React keeps `key` to itself), but a prop that carries it, or the record it is read from, is
// not: the card's item id is built from that prop (`job.id`, or `props.job.id`). Every place that
// renders the component in a `.map()` must key it through the same prop.

import type { JSXAttribute, JSXElement, Node } from '@babel/types';
import { attributeName } from '../locate/mark-jsx.js';
import { walk } from '../syntax-walk.js';

/** The component that renders an element: its name in its file, how other files import it, its props. */
export interface RowComponent {
  /** The file it is written in, relative to the app's folder. */
  file: string;
  /** The name it is imported by: `default`, or its exported name. */
  exported: string;
  /** Its local name, which a file that does not import it (the same file) renders it by. */
  name: string;
  /** How its code reads one of its props, by the prop's name; undefined when it does not take that prop. */
  propAccess(prop: string): string | undefined;
}

/** A JSX element that renders the component inside a `.map()` callback, as a row: its key and its props. */
export interface RowUse {
  /** The key expression's source text. */
  key: string;
  /** Each prop's value as source text, by name; spreads under `...`. */
  props: ReadonlyMap<string, string>;
  spreads: readonly string[];
}

/** The row uses of a component in the app's files (every file that imports it, and its own). */
export type RowCallers = (component: RowComponent) => RowUse[];

const PROBLEM_NO_PROP =
  'it renders every row of a list whose .map() is in another file, and no prop of the row carries its key: pass the key as a prop (or the record it comes from) and build its id from that, by hand';
const PROBLEM_DIFFERENT = 'the lists that render it key their rows through different props: write its item id by hand';

/**
 * The component function around the element (the innermost one with a component's name, or the
 * file's anonymous default export), if any. A function wrapped in a call (`memo(…)`,
 * `forwardRef(…)`) takes the name of the variable the call is assigned to.
 */
export function rowComponentOf(program: Node, parents: readonly Node[], file: string): RowComponent | undefined {
  for (let index = parents.length - 1; index >= 0; index--) {
    const node = parents[index]!;
    if (
      node.type !== 'FunctionDeclaration' &&
      node.type !== 'ArrowFunctionExpression' &&
      node.type !== 'FunctionExpression'
    )
      continue;
    let at = index - 1;
    let wrapped: Node = node;
    for (let call = parents[at]; call?.type === 'CallExpression' && call.arguments[0] === wrapped; call = parents[at]) {
      wrapped = call;
      at--;
    }
    const holder = parents[at];
    const name =
      node.type === 'FunctionDeclaration' && node.id
        ? node.id.name
        : holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier'
          ? holder.id.name
          : holder?.type === 'ExportDefaultDeclaration'
            ? 'default'
            : undefined;
    if (!name || !/^[A-Z]|^default$/.test(name)) continue;
    const exported = exportedName(program, name, parents.slice(0, index));
    if (!exported) return undefined;
    return { file, exported, name, propAccess: propAccessOf(node.params[0]) };
  }
  return undefined;
}

/** How other files import `name`: `default`, its own name, or undefined when the file does not export it. */
function exportedName(program: Node, name: string, around: readonly Node[]): string | undefined {
  if (around.some((node) => node.type === 'ExportDefaultDeclaration')) return 'default';
  if (around.some((node) => node.type === 'ExportNamedDeclaration')) return name;
  if (program.type !== 'Program') return undefined;
  for (const statement of program.body) {
    if (
      statement.type === 'ExportDefaultDeclaration' &&
      statement.declaration.type === 'Identifier' &&
      statement.declaration.name === name
    )
      return 'default';
    if (statement.type === 'ExportNamedDeclaration' && !statement.declaration)
      for (const specifier of statement.specifiers)
        if (specifier.type === 'ExportSpecifier' && specifier.local.name === name)
          return specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value;
  }
  return undefined;
}

/** How a component with this first parameter reads a prop. */
function propAccessOf(param: Node | undefined): (prop: string) => string | undefined {
  if (param?.type === 'Identifier') return (prop) => `${param.name}.${prop}`;
  if (param?.type !== 'ObjectPattern') return () => undefined;
  return (prop) => {
    for (const property of param.properties) {
      if (property.type === 'RestElement') {
        if (property.argument.type === 'Identifier') return `${property.argument.name}.${prop}`;
        continue;
      }
      const key = property.key.type === 'Identifier' ? property.key.name : undefined;
      if (key !== prop || property.computed) continue;
      const value = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
      return value.type === 'Identifier' ? value.name : undefined;
    }
    return undefined;
  };
}

/** The row a `.map()` callback renders around this element: its key's source text, or why there is none. */
export function rowKey(code: string, parents: readonly Node[]): { key: string } | { problem: string } | undefined {
  for (let index = parents.length - 1; index >= 0; index--) {
    const node = parents[index]!;
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee;
    if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') continue;
    if (!['map', 'flatMap'].includes(callee.property.name)) continue;
    const callback = node.arguments[0];
    if (!callback || !parents.includes(callback)) continue;
    // The row is the outermost element the callback renders; its key names the row.
    const row = parents.slice(index).find((parent): parent is JSXElement => parent.type === 'JSXElement');
    const key = row?.openingElement.attributes.find(
      (attribute): attribute is JSXAttribute => attribute.type === 'JSXAttribute' && attributeName(attribute) === 'key',
    );
    if (!key?.value)
      return { problem: 'it is rendered by a .map() whose row has no key prop to build its item id from' };
    if (key.value.type === 'StringLiteral') return { key: JSON.stringify(key.value.value) };
    if (key.value.type !== 'JSXExpressionContainer' || key.value.expression.type === 'JSXEmptyExpression')
      return { problem: 'its row key is not an expression' };
    return { key: code.slice(key.value.expression.start!, key.value.expression.end!) };
  }
  return undefined;
}

/** The elements named `local` that a `.map()` callback renders, with the key of their row and their props. */
export function rowUses(code: string, program: Node, local: string): RowUse[] {
  const uses: RowUse[] = [];
  const text = (node: Node) => code.slice(node.start!, node.end!);
  walk(program, (node, parents) => {
    if (node.type !== 'JSXOpeningElement' || node.name.type !== 'JSXIdentifier' || node.name.name !== local) return;
    // The row is the element itself (`<JobCard key={job.id} … />`) or one around it (`<li key={job.id}>`).
    const row = rowKey(code, parents);
    if (!row || 'problem' in row) return;
    const props = new Map<string, string>();
    const spreads: string[] = [];
    for (const attribute of node.attributes) {
      if (attribute.type === 'JSXSpreadAttribute') {
        spreads.push(text(attribute.argument));
        continue;
      }
      const value = attribute.value;
      const source =
        value?.type === 'JSXExpressionContainer' && value.expression.type !== 'JSXEmptyExpression'
          ? text(value.expression)
          : value?.type === 'StringLiteral'
            ? JSON.stringify(value.value)
            : undefined;
      if (source !== undefined && attributeName(attribute) !== 'key') props.set(attributeName(attribute), source);
    }
    uses.push({ key: row.key, props, spreads });
  });
  return uses;
}

/** The expression, in the component's code, that each row's key is read from; or why there is none. */
export function keyInComponent(
  component: RowComponent,
  uses: readonly RowUse[],
): { key: string } | { problem: string } | undefined {
  if (uses.length === 0) return undefined;
  const keys = new Set<string>();
  for (const use of uses) {
    const key = keyThroughProps(component, use);
    if (key === undefined) return { problem: PROBLEM_NO_PROP };
    keys.add(key);
  }
  return keys.size === 1 ? { key: [...keys][0]! } : { problem: PROBLEM_DIFFERENT };
}

/**
 * The key of one use, as the component reads it: a prop holding the key, or the record the key is
 * read from (`job={job}` for `key={job.id}`; the longest such prop wins), or a spread record's field.
 */
function keyThroughProps(component: RowComponent, use: RowUse): string | undefined {
  let best: { prop: string; value: string } | undefined;
  for (const [prop, value] of use.props) {
    const reaches = use.key === value || (use.key.startsWith(value) && /^[.[]/.test(use.key.slice(value.length)));
    if (reaches && (!best || value.length > best.value.length)) best = { prop, value };
  }
  if (best) {
    const access = component.propAccess(best.prop);
    return access === undefined ? undefined : `${access}${use.key.slice(best.value.length)}`;
  }
  // `{...job}` with `key={job.id}`: the record's fields are the props.
  const spread = /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)$/.exec(use.key);
  if (spread && use.spreads.includes(spread[1]!)) return component.propAccess(spread[2]!);
  return undefined;
}
