// The small script installed at every document start: only the activity recorder, so that each
// new document pays for a few listeners and not for the whole page code.

import { trackActivity } from './watch/activity.js';

trackActivity();
