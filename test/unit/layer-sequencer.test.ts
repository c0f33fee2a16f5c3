import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONGEST } from '../support/layer-sequencer.js';

const ROOT = join(import.meta.dirname, '../..');

describe('the order test files start in', () => {
  it('names only test files that exist, so that a renamed long file is not started last', () => {
    expect(LONGEST.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });
});
