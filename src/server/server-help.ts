// What the `semantic-hints-mcp` bin says to a person who runs it with arguments: it takes none but
// --help and --version, since an MCP client starts it and its configuration is the environment.

import { VARIABLES } from '../config/config.js';
import { VERSION } from '../shared/version.js';

function help(): string {
  const width = Math.max(...VARIABLES.map((variable) => variable.name.length));
  return `semantic-hints-mcp ${VERSION}: an MCP server over stdio that reads the data-semtag-* hints of the pages in
the Chromium that Playwright MCP drives (tools semantic_snapshot, semantic_observe, semantic_review).

Usage:
  semantic-hints-mcp                 serve MCP on stdin/stdout; an MCP client starts it
  semantic-hints-mcp --help | --version

It is configured by environment variables (docs/configuration.md):
${VARIABLES.map((variable) => `  ${variable.name.padEnd(width)}  default ${variable.default}`).join('\n')}

Check the setup it would use (the browser, its tabs, a snapshot): semantic-hints doctor.
`;
}

/**
 * What the bin does with its arguments: serve (none), or print and exit with a code. An unknown
 * argument is refused rather than ignored, so that a typo never starts a server that waits on stdin.
 */
export function serverArgs(argv: readonly string[]): { serve: true } | { serve: false; code: number; out: string } {
  const [first] = argv;
  if (first === undefined) return { serve: true };
  if (argv.length === 1 && (first === '--help' || first === '-h')) return { serve: false, code: 0, out: help() };
  if (argv.length === 1 && (first === '--version' || first === '-v'))
    return { serve: false, code: 0, out: `${VERSION}\n` };
  return {
    serve: false,
    code: 2,
    out: `semantic-hints-mcp takes no arguments but --help and --version, got: ${argv.join(' ')}\nIts configuration is the SEMANTIC_HINTS_* environment variables: run \`semantic-hints-mcp --help\`.\n`,
  };
}
