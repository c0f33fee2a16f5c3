// Writes attributes into an HTML page. Each element is found by where its start tag begins
// (parse5's source locations); attributes go right after the tag's name.

import MagicString from 'magic-string';
import { htmlElements, parseHtml } from '../locate/mark-html.js';
import type { HtmlElement } from '../locate/mark-html.js';
import { quotedHtml } from './request.js';
import type { EditOutcome, EditRequest } from './request.js';

export function editHtml(
  code: string,
  file: string,
  requests: readonly EditRequest[],
): { code: string; outcomes: EditOutcome[] } {
  const byPlace = new Map<string, HtmlElement>();
  htmlElements(parseHtml(code), (element) => {
    const start = element.sourceCodeLocation!.startTag!;
    byPlace.set(`${start.startLine}:${start.startCol}`, element);
  });
  const edits = new MagicString(code);
  const outcomes = requests.map((request): EditOutcome => {
    const element = byPlace.get(`${request.line}:${request.column}`);
    if (!element)
      return { written: [], kept: [], problem: `no element starts at ${file}:${request.line}:${request.column}` };
    if (request.into === 'input')
      return { written: [], kept: [], problem: 'the element is built by a script, not written in the page' };
    const outcome: EditOutcome = { written: [], kept: [] };
    const added: string[] = [];
    for (const [name, value] of Object.entries(request.set)) {
      const text = `${name}=${quotedHtml(value)}`;
      const existing = element.attrs.find((attribute) => attribute.name === name);
      if (existing) {
        if (existing.value === value) continue;
        const location = element.sourceCodeLocation!.attrs?.[name];
        if (!request.replace || !location) {
          outcome.kept.push(`${name}="${existing.value}"`);
          continue;
        }
        edits.overwrite(location.startOffset, location.endOffset, text);
        outcome.written.push(text);
        continue;
      }
      added.push(text);
    }
    const start = element.sourceCodeLocation!.startTag!;
    if (added.length > 0)
      edits.appendLeft(start.startOffset + 1 + element.tagName.length, added.map((text) => ` ${text}`).join(''));
    outcome.written.push(...added);
    return outcome;
  });
  return { code: edits.toString(), outcomes };
}
