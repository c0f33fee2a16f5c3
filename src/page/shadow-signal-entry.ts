// The main-world script the server evaluates in a document before its first read (see shadow-signal.ts).

import { installShadowSignal } from './dom/shadow-signal.js';

installShadowSignal();
