// The order in which `vitest run` hands test files to its workers: layer by layer, in the order
// vitest.config.ts lists the layers, so that the end-to-end layer, listed first, starts first. Its
// files are the longest and spend most of their time waiting on child processes (the CLI, npm,
// Claude Code, Playwright Test): the browser layers' CPU work fills those waits instead of
// following them. Within a layer, Vitest's own order (longest first when it has timed the files
// before, else largest first).

import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

export default class LayerSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = this.ctx.projects.map((project) => project.name);
    const rank = (spec: TestSpecification) => order.indexOf(spec.project.name);
    // Array.prototype.sort is stable: each layer keeps the order Vitest gave it.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
