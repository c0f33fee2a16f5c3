// A Vitest reporter for `npm test` (scripts/test.ts): per layer (Vitest project), the wall-clock span
// from its first file's start to its last file's end, and its tests passed and failed, written as
// JSON to the file named by LAYER_REPORT. It prints nothing; the default reporter runs beside it.

import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface LayerResult {
  layer: string;
  startedAt: number;
  endedAt: number;
  files: number;
  passed: number;
  failed: number;
  skipped: number;
}

export default class LayerReporter implements Reporter {
  private readonly layers = new Map<string, LayerResult>();

  private layerOf(module: TestModule): LayerResult {
    const layer = module.project.name || 'default';
    let result = this.layers.get(layer);
    if (!result) {
      const now = Date.now();
      result = { layer, startedAt: now, endedAt: now, files: 0, passed: 0, failed: 0, skipped: 0 };
      this.layers.set(layer, result);
    }
    return result;
  }

  onTestModuleStart(module: TestModule): void {
    this.layerOf(module);
  }

  onTestModuleEnd(module: TestModule): void {
    const result = this.layerOf(module);
    result.endedAt = Date.now();
    result.files += 1;
    let failed = 0;
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') result.passed += 1;
      else if (state === 'failed') failed += 1;
      else result.skipped += 1;
    }
    // A file that failed outside its tests (an import error, a failing hook) counts as one failure.
    result.failed += module.state() === 'failed' && failed === 0 ? 1 : failed;
  }

  onTestRunEnd(): void {
    const file = process.env['LAYER_REPORT'];
    if (file) writeFileSync(file, JSON.stringify([...this.layers.values()]));
  }
}
