// A team settings screen built from real Vuetify 4 components on Vue 3, hinted as an app team
// following references/hint-design.md would. README.md beside this file lists its parts and ids.
// No template compiler: render functions only (the default `vue` import is the runtime-only build).

import { computed, createApp, defineComponent, h, ref } from 'vue';
import type { VNode } from 'vue';
import { createVuetify } from 'vuetify';
import {
  VApp,
  VAutocomplete,
  VBtn,
  VCard,
  VCardActions,
  VCardText,
  VCardTitle,
  VCheckbox,
  VDataTable,
  VDialog,
  VList,
  VListItem,
  VMain,
  VMenu,
  VRadio,
  VRadioGroup,
  VSelect,
  VSlider,
  VSwitch,
  VTab,
  VTabs,
  VTextField,
} from 'vuetify/components';
import 'vuetify/styles';

/** The hint attributes of one element. */
function hint(id: string, role: string, more: Record<string, string> = {}): Record<string, string> {
  const attributes: Record<string, string> = { 'data-semtag-id': id, 'data-semtag-role': role };
  for (const [key, value] of Object.entries(more)) attributes[`data-semtag-${key}`] = value;
  return attributes;
}

/**
 * A VSwitch's or VCheckbox's root spans its row, and Playwright clicks the middle of what a hint
 * names: kept inline, that middle is the control or its label.
 */
const INLINE_CHOICE = { class: 'd-inline-flex', hideDetails: true };

/** An option's state word, written from the same model that chooses it. */
const chosenState = (chosen: boolean) => (chosen ? 'selected' : 'unselected');

const TIMEZONES = [
  { value: 'utc', title: 'UTC' },
  { value: 'london', title: 'Europe/London' },
  { value: 'tokyo', title: 'Asia/Tokyo' },
];
const PEOPLE = [
  { value: 'ada', title: 'Ada Lovelace' },
  { value: 'grace', title: 'Grace Hopper' },
  { value: 'alan', title: 'Alan Turing' },
];
const ROLES = [
  { value: 'viewer', label: 'Viewer' },
  { value: 'editor', label: 'Editor' },
  { value: 'admin', label: 'Admin' },
];
interface Member {
  key: string;
  name: string;
  role: string;
}

const TeamSettings = defineComponent({
  setup() {
    const status = ref('No changes yet.');
    const timezone = ref('utc');
    const lead = ref<string | null>(null);
    const digests = ref(true);
    const publicProfile = ref(false);
    const defaultRole = ref('editor');
    const seats = ref(10);
    const section = ref('members');
    const inviteOpen = ref(false);
    const inviteEmail = ref('');
    const members = ref<Member[]>([
      { key: 'ada', name: 'Ada Lovelace', role: 'Admin' },
      { key: 'grace', name: 'Grace Hopper', role: 'Editor' },
      { key: 'alan', name: 'Alan Turing', role: 'Viewer' },
    ]);
    const broken = new URLSearchParams(location.search).has('broken');
    const starred = ref(false);

    /** The props of a select's list item: an option hint, its state kept from the model. */
    const optionProps = (prefix: string, chosen: () => unknown) => (item: { value: string }) => ({
      ...hint(`${prefix}.${item.value}`, 'option', { state: chosenState(chosen() === item.value) }),
    });

    const general = () =>
      h('section', { ...hint('team.general', 'region'), 'aria-labelledby': 'general-heading' }, [
        h('h2', { id: 'general-heading', class: 'text-h6' }, 'General'),
        h(VSelect, {
          ...hint('team.timezone', 'select'),
          label: 'Time zone',
          items: TIMEZONES,
          modelValue: timezone.value,
          itemProps: optionProps('team.timezone', () => timezone.value),
          'onUpdate:modelValue': (v: string) => {
            timezone.value = v;
            status.value = `Time zone set to ${TIMEZONES.find((t) => t.value === v)?.title}.`;
          },
        }),
        h(VAutocomplete, {
          ...hint('team.lead', 'select'),
          label: 'Team lead',
          items: PEOPLE,
          modelValue: lead.value,
          itemProps: optionProps('team.lead', () => lead.value),
          'onUpdate:modelValue': (v: string | null) => {
            lead.value = v;
          },
        }),
        h(VSwitch, {
          ...hint('team.digests', 'toggle'),
          label: 'Email digests',
          ...INLINE_CHOICE,
          color: 'primary',
          modelValue: digests.value,
          'onUpdate:modelValue': (v: unknown) => {
            digests.value = v === true;
          },
        }),
        h(VCheckbox, {
          ...hint('team.public', 'toggle'),
          label: 'Public profile',
          ...INLINE_CHOICE,
          modelValue: publicProfile.value,
          'onUpdate:modelValue': (v: unknown) => {
            publicProfile.value = v === true;
          },
        }),
        h(
          VRadioGroup,
          {
            ...hint('team.role', 'select'),
            label: 'Default role',
            inline: true,
            modelValue: defaultRole.value,
            'onUpdate:modelValue': (v: unknown) => {
              if (typeof v === 'string') defaultRole.value = v;
            },
          },
          () =>
            ROLES.map((r) =>
              h(VRadio, {
                ...hint(`team.role.${r.value}`, 'option', { state: chosenState(defaultRole.value === r.value) }),
                label: r.label,
                value: r.value,
              }),
            ),
        ),
        h(VSlider, {
          ...hint('team.seats', 'slider'),
          label: 'Seats',
          min: 1,
          max: 50,
          step: 1,
          modelValue: seats.value,
          'onUpdate:modelValue': (v: number) => {
            seats.value = v;
          },
        }),
      ]);

    const moreMenu = () =>
      h(
        VMenu,
        {},
        {
          activator: ({ props }: { props: Record<string, unknown> }) =>
            h(VBtn, { ...props, ...hint('team.more', 'action', { controls: 'team.more.menu' }) }, () => 'More'),
          default: () =>
            h(VList, { ...hint('team.more.menu', 'region'), 'aria-label': 'Team actions' }, () => [
              h(VListItem, {
                ...hint('team.more.export', 'action', { action: 'export-members' }),
                title: 'Export CSV',
                onClick: () => {
                  status.value = 'Members exported.';
                },
              }),
              h(VListItem, {
                ...hint('team.more.archive', 'action', { action: 'archive-team' }),
                title: 'Archive team',
                disabled: true,
              }),
            ]),
        },
      );

    const inviteDialog = () =>
      h(
        VDialog,
        {
          modelValue: inviteOpen.value,
          'onUpdate:modelValue': (v: boolean) => {
            inviteOpen.value = v;
          },
          maxWidth: 420,
        },
        {
          activator: ({ props }: { props: Record<string, unknown> }) =>
            h(
              VBtn,
              {
                ...props,
                // The dialog mounts when it opens: the opener says it is closed (the review's danglingControls).
                ...hint('members.invite', 'action', {
                  controls: 'invite.dialog',
                  state: inviteOpen.value ? 'open' : 'closed',
                }),
              },
              () => 'Invite member',
            ),
          default: () =>
            h(VCard, { ...hint('invite.dialog', 'region'), 'aria-labelledby': 'invite-title' }, () => [
              h(VCardTitle, { id: 'invite-title' }, () => 'Invite a member'),
              h(VCardText, () =>
                h(VTextField, {
                  ...hint('invite.dialog.email', 'input'),
                  label: 'Email',
                  type: 'email',
                  modelValue: inviteEmail.value,
                  'onUpdate:modelValue': (v: string) => {
                    inviteEmail.value = v;
                  },
                }),
              ),
              h(VCardActions, () => [
                h(
                  VBtn,
                  {
                    ...hint('invite.dialog.cancel', 'action', { action: 'close' }),
                    onClick: () => {
                      inviteOpen.value = false;
                    },
                  },
                  () => 'Cancel',
                ),
                h(
                  VBtn,
                  {
                    ...hint('invite.dialog.send', 'action', { action: 'send-invite' }),
                    disabled: inviteEmail.value === '',
                    onClick: () => {
                      status.value = `Invitation sent to ${inviteEmail.value}.`;
                      inviteOpen.value = false;
                    },
                  },
                  () => 'Send invite',
                ),
              ]),
            ]),
        },
      );

    const headers = [
      { title: 'Name', key: 'name' },
      { title: 'Role', key: 'role' },
      { title: 'Actions', key: 'actions', sortable: false },
    ];
    // VDataTable hands aria-label to its <table>, not to its root: the collection hint sits on a wrapper.
    const membersTable = () =>
      h('div', { ...hint('members.table', 'collection'), 'aria-label': 'Team members' }, [
        h(
          VDataTable,
          {
            headers,
            items: members.value,
            itemValue: 'key',
            hideDefaultFooter: true,
          },
          {
            'item.name': ({ item }: { item: Member }) =>
              h('span', hint(`members.table.item.${item.key}.name`, 'observable'), item.name),
            'item.role': ({ item }: { item: Member }) =>
              h('span', hint(`members.table.item.${item.key}.role`, 'observable'), item.role),
            'item.actions': ({ item }: { item: Member }) =>
              h(
                VBtn,
                {
                  ...hint(`members.table.item.${item.key}.remove`, 'action', { action: 'remove-member' }),
                  'aria-label': `Remove ${item.name}`,
                  size: 'small',
                  variant: 'text',
                  onClick: () => {
                    members.value = members.value.filter((m) => m.key !== item.key);
                    status.value = `${item.name} removed.`;
                  },
                },
                () => 'Remove',
              ),
          },
        ),
      ]);

    const tabs = () =>
      h(
        VTabs,
        {
          ...hint('team.section', 'select'),
          'aria-label': 'Section',
          modelValue: section.value,
          'onUpdate:modelValue': (v: unknown) => {
            section.value = String(v);
          },
        },
        () => [
          h(
            VTab,
            {
              ...hint('team.section.members', 'option', { state: chosenState(section.value === 'members') }),
              value: 'members',
            },
            () => 'Members',
          ),
          h(
            VTab,
            {
              ...hint('team.section.billing', 'option', { state: chosenState(section.value === 'billing') }),
              value: 'billing',
            },
            () => 'Billing',
          ),
        ],
      );

    const panels = (): VNode =>
      section.value === 'members'
        ? h('section', { ...hint('members', 'region'), 'aria-label': 'Members' }, [
            h('div', { class: 'd-flex ga-2 my-2' }, [inviteDialog(), moreMenu()]),
            membersTable(),
          ])
        : h('section', { ...hint('billing', 'region'), 'aria-label': 'Billing' }, [
            h('p', hint('billing.plan', 'observable'), 'Team plan, billed yearly.'),
          ]);

    const brokenPart = () =>
      h(
        VBtn,
        {
          ...hint('team.star', 'toggle', { state: starred.value ? 'starred' : 'unstarred' }),
          'aria-label': 'Star team',
          onClick: () => {
            starred.value = !starred.value;
          },
        },
        () => '★',
      );

    const seatsLeft = computed(() => seats.value - members.value.length);

    return () =>
      h(VApp, null, () =>
        h(VMain, { ...hint('team', 'region'), 'aria-labelledby': 'team-heading' }, () => [
          h('div', { class: 'pa-4' }, [
            h('h1', { id: 'team-heading', class: 'text-h5' }, 'Team settings'),
            h('p', { ...hint('team.status', 'observable'), role: 'status' }, status.value),
            h('p', hint('team.seats.left', 'observable'), `${seatsLeft.value} seats left`),
            broken ? brokenPart() : null,
            general(),
            tabs(),
            panels(),
          ]),
        ]),
      );
  },
});

const mount = () => {
  const app = createApp(TeamSettings).use(createVuetify());
  app.mount('#root');
  return app;
};
let app = mount();
// Each test starts from a new app: this one unmounted and another mounted in its place, as a load
// shows it, for a fraction of a reload's cost (test/support/fixture-app-session.ts).
Object.assign(window, {
  remountFixtureApp() {
    app.unmount();
    app = mount();
  },
});
