// Every tool the server offers, in the order clients list them.

import { semanticObserve } from './semantic-observe.js';
import { semanticReview } from './semantic-review.js';
import { semanticSnapshot } from './semantic-snapshot.js';
import type { ToolDefinition } from './tool.js';

export const TOOLS: ToolDefinition[] = [semanticSnapshot, semanticObserve, semanticReview];
