// A task on the Headless UI fixture app (test/apps/headless: React 19 and real Headless UI parts,
// whose lists, menus and dialogs are portaled, mounted only while open, and make the rest of the
// page inert while they are).

import { fixtureAppPath } from '../test/support/fixture-apps.js';
import { all, click, entries, expectScreen, expectValue, has, lacks, navigate } from './tasks.js';
import type { Json, Task } from './tasks.js';

const HEADLESS_APP_PATH = fixtureAppPath('headless');

const entry = (r: Json, id: string) => entries(r).get(id);

export const HEADLESS_TASKS: Task[] = [
  {
    key: 'headless-settings',
    title: 'Set the project lead, make the project public, then promote a member through their menu',
    app: 'Headless UI app',
    start: HEADLESS_APP_PATH,
    steps: (base) => [
      {
        title: 'open the settings',
        act: navigate(`${base}${HEADLESS_APP_PATH}`),
        read: { kind: 'screen' },
        companion: (r) => all(expectScreen(r, 'general'), expectValue(r, 'general.lead', 'Ada Lovelace')),
        playwright: (s) => has(s, /tab "General"[^\n]*\[selected\]/, 'Ada Lovelace'),
      },
      {
        title: 'open the lead list',
        act: click('general.lead'),
        read: { kind: 'changes', effect: 'panel' },
        companion: (r) => (entry(r, 'general.lead.grace') ? undefined : 'the Grace Hopper option should have appeared'),
        playwright: (s) => has(s, 'option "Grace Hopper"'),
      },
      {
        title: 'choose Grace Hopper',
        act: click('general.lead.grace'),
        read: { kind: 'observe', id: ['general.lead', 'status'], until: 'changed' },
        companion: (r) =>
          all(expectValue(r, 'general.lead', 'Grace Hopper'), expectValue(r, 'status', 'Lead set to Grace Hopper.')),
        playwright: (s) => all(has(s, 'Lead set to Grace Hopper.'), lacks(s, 'option "Ada Lovelace"')),
      },
      {
        title: 'make the project public',
        act: click('general.public'),
        read: { kind: 'observe', id: 'general.public', until: { value: true } },
        companion: (r) => expectValue(r, 'general.public', true),
        playwright: (s) => has(s, /switch "Public project"[^\n]*\[checked\]/),
      },
      {
        title: 'go to Members',
        act: click('tabs.members'),
        read: { kind: 'changes', effect: 'screen' },
        companion: (r) => expectScreen(r, 'members'),
        playwright: (s) => has(s, /tab "Members"[^\n]*\[selected\]/, 'Linus Torvalds'),
      },
      {
        title: "open Linus Torvalds's menu",
        act: click('members.list.item.linus.menu'),
        read: { kind: 'changes', effect: 'panel' },
        companion: (r) =>
          entry(r, 'member.menu.promote') && entry(r, 'member.menu.promote')?.['enabled'] !== false
            ? undefined
            : 'the menu should offer Make admin, enabled',
        playwright: (s) => has(s, /menuitem "Make admin"/),
      },
      {
        title: 'make him an admin',
        act: click('member.menu.promote'),
        read: { kind: 'observe', id: ['members.list.item.linus.role', 'status'], until: 'changed' },
        companion: (r) =>
          all(
            expectValue(r, 'members.list.item.linus.role', 'Admin'),
            expectValue(r, 'status', 'Linus Torvalds is now an admin.'),
          ),
        playwright: (s) => all(has(s, 'Linus Torvalds is now an admin.'), lacks(s, 'menuitem')),
      },
    ],
  },
];
