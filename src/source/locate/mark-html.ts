// Marks each element of an HTML page with where it is written (LOCATE_ATTR), from parse5's source
// locations. Elements a script builds later carry no mark; they map to their nearest marked
// ancestor, or are reported.

import MagicString from 'magic-string';
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { LOCATE_ATTR, formatPlace } from './source-place.js';

export type HtmlElement = DefaultTreeAdapterMap['element'];
type HtmlNode = DefaultTreeAdapterMap['node'];

/** Elements whose attributes change nothing a person or agent uses. */
const UNMARKED: ReadonlySet<string> = new Set([
  'html',
  'head',
  'meta',
  'link',
  'script',
  'style',
  'title',
  'base',
  'template',
]);

export function parseHtml(code: string): DefaultTreeAdapterMap['document'] {
  return parse(code, { sourceCodeLocationInfo: true });
}

/** Every element written in the file (not the ones the parser adds), parents first. */
export function htmlElements(node: HtmlNode, visit: (element: HtmlElement) => void): void {
  if ('tagName' in node && node.sourceCodeLocation?.startTag) visit(node);
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) htmlElements(child, visit);
  if ('content' in node && node.content) htmlElements(node.content, visit);
}

export function markHtml(code: string, file: string): string {
  const edits = new MagicString(code);
  htmlElements(parseHtml(code), (element) => {
    if (UNMARKED.has(element.tagName)) return;
    const start = element.sourceCodeLocation!.startTag!;
    const place = formatPlace({ file, line: start.startLine, column: start.startCol });
    edits.appendLeft(start.startOffset + 1 + element.tagName.length, ` ${LOCATE_ATTR}="${place}"`);
  });
  return edits.toString();
}
