// The role-grouped snapshot, built in one pass in the page.

import { LIMITS, bound } from '../dom/bounds.js';
import { HINT_ATTR, hintedElements } from '../dom/elements.js';
import { readEntry } from './hint-entry.js';
import { foldCollections } from '../codec/fold.js';
import type { ReadHint } from '../codec/fold.js';
import { currentModal } from './modal.js';
import { currentScreen } from './screen.js';
import { resolveScope } from './scope.js';
import type { HintEntry, PageResult, PageSnapshot, SnapshotArgs } from '../types.js';
import { ROLES, isRole } from '../vocabulary.js';
import type { Role } from '../vocabulary.js';
import { createVisibilityChecker } from './visibility.js';

export function snapshot(args: SnapshotArgs): PageResult<PageSnapshot> {
  const scoped = resolveScope(args.scope);
  if ('error' in scoped) return { ok: false, error: scoped.error };

  const visibility = createVisibilityChecker();
  const modal = currentModal(visibility);
  const hints: ReadHint[] = [];
  const entries = new Map<Element, HintEntry>();
  const behindModal: string[] = [];
  const inScope = [scoped.root, ...scoped.portals].flatMap((root) => hintedElements(root));
  for (const element of inScope) {
    // Left out as assistive technology presents the page; listed, out of use, with includeHidden.
    if (modal && !args.includeHidden && !modal.holds(element)) {
      behindModal.push(bound(element.getAttribute(HINT_ATTR.id) ?? '', LIMITS.token));
      continue;
    }
    const visible = visibility.isVisible(element);
    if (!visible && !args.includeHidden) continue;
    const entry = readEntry(element, visible, visibility);
    hints.push({ element, entry });
    entries.set(element, entry);
  }

  const { collections, folded } = foldCollections(hints, (container) => {
    const known = entries.get(container);
    if (known) return known;
    // A container outside the scope still names its block.
    return container.getAttribute(HINT_ATTR.id)
      ? readEntry(container, visibility.isVisible(container), visibility)
      : undefined;
  });

  const result: PageSnapshot = { url: bound(location.href, LIMITS.url) };
  const screen = currentScreen(visibility);
  if (screen) result.screen = bound(screen, LIMITS.token);
  if (modal) result.modal = modal.name === true ? true : bound(modal.name, LIMITS.token);

  const groups = new Map<Role, Omit<HintEntry, 'role'>[]>();
  const other: HintEntry[] = [];
  for (const { element, entry } of hints) {
    if (folded.has(element)) continue;
    const { role, ...rest } = entry;
    if (isRole(role)) {
      const group = groups.get(role) ?? [];
      group.push(rest);
      groups.set(role, group);
    } else {
      other.push(entry);
    }
  }
  for (const role of ROLES) {
    const group = groups.get(role);
    if (group) result[role] = group;
  }
  if (other.length > 0) result.other = other;
  if (collections.length > 0) result.collections = collections;
  if (behindModal.length > 0) result.behindModal = behindModal;
  return { ok: true, value: result };
}
