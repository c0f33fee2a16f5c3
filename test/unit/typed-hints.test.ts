// framework-notes.md's typed way to pass hints through MUI's slot props compiles, and the plain
// object literals it warns about fail with TS2353: TypeScript itself, on the files in typed-hints/.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const folder = fileURLToPath(new URL('./typed-hints/', import.meta.url));

/** Each file's diagnostics as `line: TScode`, compiled with the folder's tsconfig. */
function diagnostics(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${folder}tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const program = ts.createProgram(config.fileNames, config.options);
  const byFile = new Map<string, string[]>(config.fileNames.map((name) => [name.slice(folder.length), []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName.slice(folder.length) ?? '';
    const line = diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!).line + 1 : 0;
    byFile.set(file, [...(byFile.get(file) ?? []), `${line}: TS${diagnostic.code}`]);
  }
  return byFile;
}

it('the typed hints compile in MUI slot props, and plain literals there fail with TS2353', () => {
  const found = diagnostics();
  expect(found.get('mui-hints.tsx')).toEqual([]);
  expect(found.get('mui-hints-untyped.tsx')).toEqual(['7: TS2353', '10: TS2353']);
}, 600_000);

it('framework-notes.md shows the same typed helper', () => {
  const notes = readFileSync(new URL('../../references/hint-injection/framework-notes.md', import.meta.url), 'utf8');
  const source = readFileSync(`${folder}mui-hints.tsx`, 'utf8');
  for (const line of source.split('\n').filter((l) => /^(type|const) /.test(l))) expect(notes).toContain(line);
});
