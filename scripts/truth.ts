// `npm run truth -- [--seeds=N] [--seed=S] [--runs=N] [--collect]`: the differential truth test
// (test/page/differential.test.ts) on N seeds from S, TRUTH_RUNS generated pages each, both
// oracles; --collect goes on past a difference and lists every kind found, with one page each.
// `npm test` runs it on its one fixed seed.

import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildPageBundle } from './build-page-bundle.js';

const { values } = parseArgs({
  options: {
    seeds: { type: 'string' },
    seed: { type: 'string' },
    runs: { type: 'string' },
    collect: { type: 'boolean' },
  },
});
const env: Record<string, string> = {};
for (const [name, key] of [
  ['seeds', 'TRUTH_SEEDS'],
  ['seed', 'TRUTH_SEED'],
  ['runs', 'TRUTH_RUNS'],
] as const) {
  const value = values[name];
  if (value === undefined) continue;
  if (!/^\d+$/.test(value)) {
    process.stderr.write(`--${name} takes a whole number, as in --${name}=5; got ${JSON.stringify(value)}\n`);
    process.exit(2);
  }
  env[key] = value;
}
if (values.collect) env['TRUTH_COLLECT'] = '1';
await buildPageBundle();
const run = spawnSync('npx', ['vitest', 'run', 'test/page/differential.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, ...env },
});
process.exit(run.status ?? 1);
