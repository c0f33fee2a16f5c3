// Where an element is written in an app's source: the file (relative to the app's folder, with
// forward slashes), and the line and column (both from 1) of its opening tag's `<`. The located
// dev server writes it on each element it renders from the app's own files, in LOCATE_ATTR.

/** Not a `data-semtag-*` name: the review must never read it as a hint. */
export const LOCATE_ATTR = 'data-hint-source';

export interface SourcePlace {
  file: string;
  line: number;
  column: number;
}

export function formatPlace({ file, line, column }: SourcePlace): string {
  return `${file}:${line}:${column}`;
}

export function parsePlace(text: string): SourcePlace | undefined {
  const match = /^(.+):(\d+):(\d+)$/.exec(text);
  return match ? { file: match[1]!, line: Number(match[2]), column: Number(match[3]) } : undefined;
}

/** 1-based line and column of an offset in `code`. */
export function lineColumn(code: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let at = code.indexOf('\n'); at !== -1 && at < offset; at = code.indexOf('\n', at + 1)) {
    line++;
    start = at + 1;
  }
  return { line, column: offset - start + 1 };
}
