// GitHub's workflow is a door to .ci/run, which stays the one source of what CI does: the workflow
// runs it, on ubuntu-latest, and runs nothing else.

import { accessSync, constants, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

it('.github/workflows/ci.yml runs .ci/run on ubuntu-latest, and nothing else', () => {
  const workflow = readFileSync(`${ROOT}.github/workflows/ci.yml`, 'utf8');
  expect(workflow).toMatch(/^ {4}runs-on: ubuntu-latest$/m);
  const runs = [...workflow.matchAll(/^ +(?:- )?run: (.+)$/gm)].map(([, command]) => command);
  expect(runs).toEqual(['sudo env "PATH=$PATH" .ci/run']);
  const uses = [...workflow.matchAll(/^ +- uses: (\S+)$/gm)].map(([, action]) => action);
  expect(uses).toEqual(['actions/checkout@v4']);
  // The script it runs is there and executable.
  expect(() => accessSync(`${ROOT}.ci/run`, constants.X_OK)).not.toThrow();
});
