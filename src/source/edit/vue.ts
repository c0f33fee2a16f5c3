// Writes attributes into a Vue single-file component's template. Each element is found by where
// its opening tag starts; attributes go right after the tag's name. An element inside a `v-for`
// gets an item id bound from that loop's `:key`.

import { basename } from 'node:path';
import MagicString from 'magic-string';
import { vueElements } from '../vue-compiler.js';
import type { VueCompiler, VueNode, VueProp } from '../vue-compiler.js';

type VueDescriptor = ReturnType<VueCompiler['parse']>['descriptor'];
import { itemTemplate, quotedHtml } from './request.js';
import { keyInComponent } from './rows-elsewhere.js';
import type { RowCallers, RowComponent } from './rows-elsewhere.js';
import type { EditOutcome, EditRequest } from './request.js';

/** The attribute a prop sets, static (`name`) or bound (`:name`, `v-bind:name`). */
export function propName(prop: VueProp): string | undefined {
  if (prop.type === 6) return prop.name;
  if (prop.type === 7 && prop.name === 'bind') return prop.arg?.content;
  return undefined;
}

export function loopKey(node: VueNode, parents: readonly VueNode[]): { key: string } | { problem: string } | undefined {
  for (const holder of [node, ...[...parents].reverse()]) {
    if (!holder.props?.some((prop) => prop.type === 7 && prop.name === 'for')) continue;
    const key = holder.props.find((prop) => propName(prop) === 'key');
    if (!key) return { problem: 'it is rendered by a v-for with no :key to build its item id from' };
    if (key.type === 6) return { key: JSON.stringify(key.value?.content ?? '') };
    return { key: key.exp?.content ?? '' };
  }
  return undefined;
}

/**
 * A single-file component as a row: its template reads a prop by its name, when its script
 * declares it (`defineProps`, or the `props` option).
 */
function vueRowComponent(file: string, descriptor: VueDescriptor): RowComponent {
  const script = `${descriptor.scriptSetup?.content ?? ''}\n${descriptor.script?.content ?? ''}`;
  const at = script.search(/\bdefineProps\b|\bprops\s*:/);
  const declared = at === -1 ? '' : script.slice(at, at + 2000);
  const name = basename(file, '.vue');
  return {
    file,
    exported: 'default',
    name,
    propAccess: (prop) =>
      new RegExp(`(^|[^\\w$])${prop.replaceAll('$', '\\$')}($|[^\\w$])`).test(declared) ? prop : undefined,
  };
}

export function editVue(
  compiler: VueCompiler,
  code: string,
  file: string,
  requests: readonly EditRequest[],
  rowCallers?: RowCallers,
): { code: string; outcomes: EditOutcome[] } {
  const byPlace = new Map<string, { node: VueNode; parents: VueNode[] }>();
  const { descriptor } = compiler.parse(code, { filename: file });
  const ast = descriptor.template?.ast;
  if (ast)
    vueElements(ast, (node, parents) =>
      byPlace.set(`${node.loc.start.line}:${node.loc.start.column}`, { node, parents: [...parents] }),
    );
  const edits = new MagicString(code);
  const outcomes = requests.map((request): EditOutcome => {
    const found = byPlace.get(`${request.line}:${request.column}`);
    if (!found)
      return {
        written: [],
        kept: [],
        problem: `no template element starts at ${file}:${request.line}:${request.column}`,
      };
    if (request.into === 'input')
      return {
        written: [],
        kept: [],
        problem: `the field is rendered inside <${found.node.tag}>, which does not pass its attributes on to it`,
      };
    let key = request.item ? loopKey(found.node, found.parents) : undefined;
    if (!key && request.item && request.item.distinct > 1) {
      // The rows are this component, which another one renders in its v-for.
      const component = vueRowComponent(file, descriptor);
      key = rowCallers ? keyInComponent(component, rowCallers(component)) : undefined;
      if (!key)
        return {
          written: [],
          kept: [],
          problem:
            "it renders every row of a list whose v-for is in another component: give it the row's key as a prop and build its id from that, by hand",
        };
    }
    if (key && 'problem' in key) return { written: [], kept: [], problem: key.problem };
    const outcome: EditOutcome = { written: [], kept: [] };
    const added: string[] = [];
    for (const [name, value] of Object.entries(request.set)) {
      const text =
        key && request.item && name === 'data-semtag-id'
          ? `:${name}=${quotedHtml(itemTemplate(request.item, key.key))}`
          : `${name}=${quotedHtml(value)}`;
      const existing = found.node.props?.find((prop) => propName(prop) === name);
      if (existing) {
        const current = code.slice(existing.loc.start.offset, existing.loc.end.offset);
        if (current === text) continue;
        if (!request.replace) {
          outcome.kept.push(current);
          continue;
        }
        edits.overwrite(existing.loc.start.offset, existing.loc.end.offset, text);
        outcome.written.push(text);
        continue;
      }
      added.push(text);
    }
    const at = found.node.loc.start.offset + 1 + found.node.tag!.length;
    if (added.length > 0) edits.appendLeft(at, added.map((text) => ` ${text}`).join(''));
    outcome.written.push(...added);
    return outcome;
  });
  return { code: edits.toString(), outcomes };
}
