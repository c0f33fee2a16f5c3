// Where a library component passes attributes on to the text field it renders inside itself: the
// prop that reaches the native input, by the component's import and the library's major version
// (MUI's framework notes, references/hint-injection/framework-notes.md). A component not listed
// here is reported, never guessed.

import type { JSXOpeningElement, Node } from '@babel/types';

/** Major versions of the libraries the app has installed, by package name. */
export type LibraryVersions = ReadonlyMap<string, number>;

export interface PassOn {
  /** The prop on the component. */
  prop: string;
  /** The key inside it that reaches the input, when the prop holds several slots. */
  slot?: string;
}

const MUI_INPUT_HOLDERS = new Set([
  'Checkbox',
  'Switch',
  'Radio',
  'InputBase',
  'Input',
  'OutlinedInput',
  'FilledInput',
]);

/** The package and exported name a JSX element's component is imported as, when it is imported. */
function importOf(program: Node, local: string): { source: string; imported: string } | undefined {
  if (program.type !== 'Program') return undefined;
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.local.name !== local) continue;
      const source = statement.source.value;
      if (specifier.type === 'ImportSpecifier')
        return {
          source,
          imported: specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value,
        };
      // A default import from a component's own module (`@mui/material/TextField`) is that component.
      return { source, imported: source.split('/').pop() ?? local };
    }
  }
  return undefined;
}

export function passOnFor(
  program: Node,
  element: JSXOpeningElement,
  versions: LibraryVersions,
): PassOn | { problem: string } {
  const name = element.name.type === 'JSXIdentifier' ? element.name.name : undefined;
  if (!name || !/^[A-Z]/.test(name))
    return {
      problem:
        'the element is built by code outside the app (its nearest element in the source is not a component that passes attributes on)',
    };
  const origin = importOf(program, name);
  if (!origin) return { problem: `the field is rendered inside <${name}>, which passes no known prop on to it` };
  const mui = origin.source === '@mui/material' || origin.source.startsWith('@mui/material/');
  const major = versions.get('@mui/material');
  if (mui && major !== undefined) {
    if (origin.imported === 'TextField')
      return major >= 6 ? { prop: 'slotProps', slot: 'htmlInput' } : { prop: 'inputProps' };
    if (MUI_INPUT_HOLDERS.has(origin.imported))
      return major >= 7 ? { prop: 'slotProps', slot: 'input' } : { prop: 'inputProps' };
  }
  return {
    problem: `the field is rendered inside <${name}> from ${origin.source}, whose prop for its input is not known here`,
  };
}
