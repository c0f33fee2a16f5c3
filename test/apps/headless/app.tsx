// A project's settings screen in an issue tracker, made of real Headless UI components and hinted the
// way app authors hint such apps. See README.md beside this file for its screens and ids.

import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import {
  Checkbox,
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogPanel,
  Description,
  DialogTitle,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Field,
  Input,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
  Menu,
  MenuButton,
  MenuItem,
  MenuItems,
  Radio,
  RadioGroup,
  Switch,
  Tab,
  TabGroup,
  TabList,
  TabPanel,
  TabPanels,
} from '@headlessui/react';
import { NotificationParts } from './notification-parts.js';

interface Choice {
  key: string;
  label: string;
}

interface Member {
  key: string;
  name: string;
  role: 'Owner' | 'Admin' | 'Member';
}

const PEOPLE: Choice[] = [
  { key: 'ada', label: 'Ada Lovelace' },
  { key: 'grace', label: 'Grace Hopper' },
  { key: 'linus', label: 'Linus Torvalds' },
  { key: 'margaret', label: 'Margaret Hamilton' },
];

const LABELS: Choice[] = [
  { key: 'bug', label: 'Bug' },
  { key: 'feature', label: 'Feature' },
  { key: 'docs', label: 'Documentation' },
  { key: 'chore', label: 'Chore' },
];

const VIEWS: Choice[] = [
  { key: 'list', label: 'List' },
  { key: 'board', label: 'Board' },
  { key: 'calendar', label: 'Calendar' },
];

const SECTIONS: Choice[] = [
  { key: 'general', label: 'General' },
  { key: 'notifications', label: 'Notifications' },
  { key: 'members', label: 'Members' },
];

const DAYS: Choice[] = [
  { key: 'mon', label: 'Monday' },
  { key: 'wed', label: 'Wednesday' },
  { key: 'fri', label: 'Friday' },
];

const QUIET_HOURS: Choice[] = [
  { key: 'none', label: 'None' },
  { key: 'night', label: '22:00–07:00' },
  { key: 'weekend', label: 'Weekends' },
];

/** Whom to escalate to. One key has a space, a slip the review reports as a bad id while the list is open. */
const ESCALATIONS: Choice[] = [...PEOPLE, { key: 'on call', label: 'On-call rotation' }];

const FREQUENCIES: Choice[] = [
  { key: 'instant', label: 'Instantly' },
  { key: 'hourly', label: 'Hourly' },
  { key: 'daily', label: 'Daily' },
];

const labelOf = (choices: Choice[], key: string) => choices.find((c) => c.key === key)?.label ?? key;

/**
 * A Listbox's options, hinted `<idPrefix>.<key>` with state selected / unselected. With `anchor`
 * they render in a portal at the end of <body>; without, in place after the button.
 */
function ChoiceOptions(props: { idPrefix: string; choices: Choice[]; value: string; anchor?: 'bottom start' }) {
  return (
    <ListboxOptions anchor={props.anchor} className={props.anchor ? 'popover' : 'inline-list'}>
      {props.choices.map((c) => (
        <ListboxOption
          key={c.key}
          value={c.key}
          data-semtag-id={`${props.idPrefix}.${c.key}`}
          data-semtag-role="option"
          data-semtag-state={c.key === props.value ? 'selected' : 'unselected'}
        >
          {c.label}
        </ListboxOption>
      ))}
    </ListboxOptions>
  );
}

/** A custom select: the options render in a portal anchored to the button, mounted only while open. */
function LeadSelect({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  return (
    <Field className="field">
      <Label>Project lead</Label>
      <Listbox value={value} onChange={onChange}>
        <ListboxButton data-semtag-id="general.lead" data-semtag-role="select" data-semtag-state="project.lead">
          {labelOf(PEOPLE, value)}
        </ListboxButton>
        <ChoiceOptions idPrefix="general.lead" choices={PEOPLE} value={value} anchor="bottom start" />
      </Listbox>
    </Field>
  );
}

/** A combobox: its value lives in the input, which opens the filtered options when focused. */
function LabelCombobox({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  const [query, setQuery] = useState('');
  const shown = LABELS.filter((l) => l.label.toLowerCase().includes(query.toLowerCase()));
  return (
    <Field className="field">
      <Label>Default label</Label>
      <Combobox
        value={value}
        onChange={(key: string | null) => key && onChange(key)}
        onClose={() => setQuery('')}
        immediate
      >
        <ComboboxInput
          displayValue={(key: string) => labelOf(LABELS, key)}
          onChange={(event) => setQuery(event.target.value)}
          data-semtag-id="general.label"
          data-semtag-role="select"
          data-semtag-state="project.defaultLabel"
        />
        <ComboboxOptions anchor="bottom start" className="popover">
          {shown.map((l) => (
            <ComboboxOption
              key={l.key}
              value={l.key}
              data-semtag-id={`general.label.${l.key}`}
              data-semtag-role="option"
              data-semtag-state={l.key === value ? 'selected' : 'unselected'}
            >
              {l.label}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}

function Toggle(props: { id: string; label: string; checked: boolean; disabled?: boolean; onChange: () => void }) {
  return (
    <Field className="field" disabled={props.disabled}>
      <Label>{props.label}</Label>
      {/* A button with role=switch and aria-checked. */}
      <Switch
        checked={props.checked}
        onChange={props.onChange}
        className="switch"
        data-semtag-id={props.id}
        data-semtag-role="toggle"
      />
    </Field>
  );
}

/** A Headless Checkbox: a span with role=checkbox and aria-checked, named by its Field's label. */
function CheckboxField(props: {
  id: string;
  label: string;
  checked: boolean;
  /** Neither on nor off: Headless UI writes aria-checked="mixed". */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
}) {
  return (
    <Field className="field" disabled={props.disabled}>
      <Checkbox
        checked={props.checked}
        indeterminate={props.indeterminate}
        onChange={props.onChange}
        className="checkbox"
        data-semtag-id={props.id}
        data-semtag-role="toggle"
      />
      <Label>{props.label}</Label>
    </Field>
  );
}

/** A Listbox without `anchor`: its options render in place, right after the button, still only while open. */
function DigestDaySelect({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  return (
    <Field className="field">
      <Label>Digest day</Label>
      <Listbox value={value} onChange={onChange}>
        <ListboxButton
          data-semtag-id="notifications.day"
          data-semtag-role="select"
          data-semtag-state="notifications.digestDay"
        >
          {labelOf(DAYS, value)}
        </ListboxButton>
        <ChoiceOptions idPrefix="notifications.day" choices={DAYS} value={value} />
      </Listbox>
    </Field>
  );
}

/**
 * A select hinted on its Field, which wraps its label, the Listbox's button, the options rendered
 * in place while open, and a description: only the button shows the choice.
 */
function QuietHoursSelect({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  return (
    <Field
      className="field"
      data-semtag-id="notifications.quiet"
      data-semtag-role="select"
      data-semtag-state="notifications.quietHours"
    >
      <Label>Quiet hours</Label>
      <Listbox value={value} onChange={onChange}>
        <ListboxButton>{labelOf(QUIET_HOURS, value)}</ListboxButton>
        <ChoiceOptions idPrefix="notifications.quiet" choices={QUIET_HOURS} value={value} />
      </Listbox>
      <Description>Mentions still reach you.</Description>
    </Field>
  );
}

/**
 * A Combobox whose select hint sits on a wrapper around its input and button: the input names the
 * portaled options with aria-controls, the hinted wrapper names nothing.
 */
function EscalateCombobox({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  const [query, setQuery] = useState('');
  const shown = ESCALATIONS.filter((p) => p.label.toLowerCase().includes(query.toLowerCase()));
  return (
    <Field className="field">
      <Label>Escalate to</Label>
      {/* `immediate`: a click on the hinted wrapper lands on the input, which opens the list. */}
      <Combobox
        value={value}
        onChange={(key: string | null) => key && onChange(key)}
        onClose={() => setQuery('')}
        immediate
      >
        <div className="combo" data-semtag-id="notifications.escalate" data-semtag-role="select">
          <ComboboxInput
            displayValue={(key: string) => labelOf(ESCALATIONS, key)}
            onChange={(event) => setQuery(event.target.value)}
          />
          <ComboboxButton aria-label="Show people">▾</ComboboxButton>
        </div>
        <ComboboxOptions anchor="bottom start" className="popover">
          {shown.map((p) => (
            <ComboboxOption
              key={p.key}
              value={p.key}
              data-semtag-id={`notifications.escalate.${p.key}`}
              data-semtag-role="option"
              data-semtag-state={p.key === value ? 'selected' : 'unselected'}
            >
              {p.label}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}

function DeleteDialog(props: { open: boolean; project: string; onClose: () => void; onDelete: () => void }) {
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    props.onClose();
  };
  return (
    // Portaled to the end of <body>, mounted only while open; everything else on the page is made inert.
    <Dialog open={props.open} onClose={close} data-semtag-id="delete.dialog" data-semtag-role="region">
      <div className="backdrop" aria-hidden="true" />
      <div className="dialog-frame">
        <DialogPanel className="dialog-panel">
          <DialogTitle>Delete {props.project}?</DialogTitle>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setTyped('');
              props.onDelete();
            }}
          >
            <Field className="field">
              <Label>Type the project name to confirm</Label>
              <Input
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                data-semtag-id="delete.dialog.confirm"
                data-semtag-role="input"
              />
            </Field>
            <button
              type="submit"
              disabled={typed !== props.project}
              data-semtag-id="delete.dialog.submit"
              data-semtag-role="action"
              data-semtag-action="delete-project"
            >
              Delete
            </button>
            <button
              type="button"
              onClick={close}
              data-semtag-id="delete.dialog.cancel"
              data-semtag-role="action"
              data-semtag-action="close"
            >
              Cancel
            </button>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function MemberRow(props: { member: Member; onPromote: () => void; onRemove: () => void }) {
  const { member } = props;
  const id = `members.list.item.${member.key}`;
  return (
    <li>
      <span data-semtag-id={`${id}.name`} data-semtag-role="observable">
        {member.name}
      </span>
      <span data-semtag-id={`${id}.role`} data-semtag-role="observable">
        {member.role}
      </span>
      <Menu>
        <MenuButton
          aria-label="Member actions"
          data-semtag-id={`${id}.menu`}
          data-semtag-role="action"
          data-semtag-action="open-member-menu"
          data-semtag-controls="member.menu"
        >
          ⋯
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="popover"
          aria-label="Member actions"
          data-semtag-id="member.menu"
          data-semtag-role="region"
        >
          <MenuItem
            as="button"
            disabled={member.role !== 'Member'}
            onClick={props.onPromote}
            data-semtag-id="member.menu.promote"
            data-semtag-role="action"
            data-semtag-action="make-admin"
          >
            Make admin
          </MenuItem>
          <MenuItem
            as="button"
            disabled={member.role === 'Owner'}
            onClick={props.onRemove}
            data-semtag-id="member.menu.remove"
            data-semtag-role="action"
            data-semtag-action="remove-member"
          >
            Remove
          </MenuItem>
        </MenuItems>
      </Menu>
    </li>
  );
}

function App() {
  const [section, setSection] = useState(0);
  const [project, setProject] = useState('Apollo');
  const [lead, setLead] = useState('ada');
  const [label, setLabel] = useState('bug');
  const [isPublic, setPublic] = useState(false);
  const [starred, setStarred] = useState(false);
  const [view, setView] = useState('list');
  const [keyPrefix, setKeyPrefix] = useState('APL');
  const [deleting, setDeleting] = useState(false);
  const [email, setEmail] = useState(true);
  const [digest, setDigest] = useState(false);
  const [watching, setWatching] = useState(false);
  const [assigned, setAssigned] = useState(true);
  const [mobile, setMobile] = useState(false);
  const [quiet, setQuiet] = useState('none');
  const [digestDay, setDigestDay] = useState('mon');
  const [escalate, setEscalate] = useState('grace');
  const [frequency, setFrequency] = useState('instant');
  const [members, setMembers] = useState<Member[]>([
    { key: 'ada', name: 'Ada Lovelace', role: 'Owner' },
    { key: 'grace', name: 'Grace Hopper', role: 'Admin' },
    { key: 'linus', name: 'Linus Torvalds', role: 'Member' },
  ]);
  const [status, setStatus] = useState('No changes yet.');

  return (
    <>
      <header data-semtag-id="header" data-semtag-role="region" aria-label="Project settings">
        <h1>{project} settings</h1>
        <p role="status" data-semtag-id="status" data-semtag-role="observable">
          {status}
        </p>
      </header>
      <main>
        <TabGroup selectedIndex={section} onChange={setSection}>
          <TabList aria-label="Sections">
            {SECTIONS.map((s, i) => (
              <Tab
                key={s.key}
                data-semtag-id={`tabs.${s.key}`}
                data-semtag-role="option"
                data-semtag-state={i === section ? 'selected' : 'unselected'}
                data-semtag-controls={s.key}
              >
                {s.label}
              </Tab>
            ))}
          </TabList>
          {/* Headless UI unmounts inactive panels: only an empty hidden placeholder keeps their HTML id. */}
          <TabPanels>
            <TabPanel data-semtag-id="general" data-semtag-role="region">
              <Field className="field">
                <Label>Project name</Label>
                <Input
                  value={project}
                  onChange={(event) => setProject(event.target.value)}
                  data-semtag-id="general.name"
                  data-semtag-role="input"
                  data-semtag-state="project.name"
                />
              </Field>
              <LeadSelect
                value={lead}
                onChange={(key) => {
                  setLead(key);
                  setStatus(`Lead set to ${labelOf(PEOPLE, key)}.`);
                }}
              />
              <LabelCombobox
                value={label}
                onChange={(key) => {
                  setLabel(key);
                  setStatus(`Default label set to ${labelOf(LABELS, key)}.`);
                }}
              />
              <Toggle
                id="general.public"
                label="Public project"
                checked={isPublic}
                onChange={() => setPublic(!isPublic)}
              />
              {/* An icon toggle that keeps its on/off state only in data-semtag-state. */}
              <button
                type="button"
                aria-label="Star project"
                onClick={() => setStarred(!starred)}
                data-semtag-id="general.star"
                data-semtag-role="toggle"
                data-semtag-state={starred ? 'starred' : 'unstarred'}
              >
                {starred ? '★' : '☆'}
              </button>
              <RadioGroup value={view} onChange={setView} aria-label="Default view" className="field">
                {VIEWS.map((v) => (
                  <Radio
                    key={v.key}
                    value={v.key}
                    className="radio"
                    data-semtag-id={`general.view.${v.key}`}
                    data-semtag-role="toggle"
                  >
                    {v.label}
                  </Radio>
                ))}
              </RadioGroup>
              <Disclosure>
                <DisclosureButton
                  data-semtag-id="general.advanced"
                  data-semtag-role="toggle"
                  data-semtag-controls="general.advanced.panel"
                >
                  Advanced
                </DisclosureButton>
                {/* Mounted only while open. */}
                <DisclosurePanel
                  aria-label="Advanced"
                  data-semtag-id="general.advanced.panel"
                  data-semtag-role="region"
                >
                  <Field className="field">
                    <Label>Issue key prefix</Label>
                    <Input
                      value={keyPrefix}
                      onChange={(event) => setKeyPrefix(event.target.value)}
                      data-semtag-id="general.advanced.key"
                      data-semtag-role="input"
                    />
                  </Field>
                  {/* Headless UI links no trigger to its Dialog: the hint's state says whether it is open. */}
                  <button
                    type="button"
                    onClick={() => setDeleting(true)}
                    data-semtag-id="general.advanced.delete"
                    data-semtag-role="action"
                    data-semtag-action="open-delete-dialog"
                    data-semtag-state={deleting ? 'open' : 'closed'}
                    data-semtag-controls="delete.dialog"
                  >
                    Delete project
                  </button>
                </DisclosurePanel>
              </Disclosure>
            </TabPanel>
            <TabPanel data-semtag-id="notifications" data-semtag-role="region">
              <Toggle
                id="notifications.email"
                label="Email me about mentions"
                checked={email}
                onChange={() => setEmail(!email)}
              />
              <Toggle
                id="notifications.digest"
                label="Weekly digest"
                checked={digest}
                onChange={() => setDigest(!digest)}
              />
              <Toggle
                id="notifications.sms"
                label="Text messages"
                checked={false}
                disabled
                onChange={() => undefined}
              />
              {/* On when both below are, off when neither is, mixed between. */}
              <CheckboxField
                id="notifications.updates"
                label="All issue updates"
                checked={watching && assigned}
                indeterminate={watching !== assigned}
                onChange={() => {
                  const all = !(watching && assigned);
                  setWatching(all);
                  setAssigned(all);
                }}
              />
              <CheckboxField
                id="notifications.assigned"
                label="Issues assigned to me"
                checked={assigned}
                onChange={() => setAssigned(!assigned)}
              />
              <CheckboxField
                id="notifications.watching"
                label="Issues I watch"
                checked={watching}
                onChange={() => setWatching(!watching)}
              />
              <CheckboxField
                id="notifications.security"
                label="Security alerts"
                checked
                disabled
                onChange={() => undefined}
              />
              {/* A toggle hinted on its Field: the hint wraps the Checkbox and its label. */}
              <Field className="field" data-semtag-id="notifications.mobile" data-semtag-role="toggle">
                <Checkbox checked={mobile} onChange={setMobile} className="checkbox" />
                <Label>Mobile push</Label>
              </Field>
              {/* The same, with the Checkbox disabled on its own (the Field is not): aria-disabled is on the Checkbox only. */}
              <Field className="field" data-semtag-id="notifications.desktop" data-semtag-role="toggle">
                <Checkbox checked={false} disabled className="checkbox" />
                <Label>Desktop push</Label>
              </Field>
              <QuietHoursSelect
                value={quiet}
                onChange={(key) => {
                  setQuiet(key);
                  setStatus(`Quiet hours set to ${labelOf(QUIET_HOURS, key)}.`);
                }}
              />
              <DigestDaySelect
                value={digestDay}
                onChange={(key) => {
                  setDigestDay(key);
                  setStatus(`Digest day set to ${labelOf(DAYS, key)}.`);
                }}
              />
              <EscalateCombobox
                value={escalate}
                onChange={(key) => {
                  setEscalate(key);
                  setStatus(`Escalations go to ${labelOf(ESCALATIONS, key)}.`);
                }}
              />
              {/* The group hinted as one select, its Radios as options: the app writes which one is selected into the state. */}
              <RadioGroup
                value={frequency}
                onChange={setFrequency}
                aria-label="Frequency"
                className="field"
                data-semtag-id="notifications.frequency"
                data-semtag-role="select"
              >
                {FREQUENCIES.map((f) => (
                  <Radio
                    key={f.key}
                    value={f.key}
                    className="radio"
                    data-semtag-id={`notifications.frequency.${f.key}`}
                    data-semtag-role="option"
                    data-semtag-state={f.key === frequency ? 'selected' : 'unselected'}
                  >
                    {f.label}
                  </Radio>
                ))}
              </RadioGroup>
              <NotificationParts setStatus={setStatus} />
            </TabPanel>
            <TabPanel data-semtag-id="members" data-semtag-role="region">
              <ul className="members" aria-label="Members" data-semtag-id="members.list" data-semtag-role="collection">
                {members.map((m) => (
                  <MemberRow
                    key={m.key}
                    member={m}
                    onPromote={() => {
                      setMembers(members.map((x) => (x.key === m.key ? { ...x, role: 'Admin' } : x)));
                      setStatus(`${m.name} is now an admin.`);
                    }}
                    onRemove={() => {
                      setMembers(members.filter((x) => x.key !== m.key));
                      setStatus(`Removed ${m.name}.`);
                    }}
                  />
                ))}
              </ul>
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </main>
      <DeleteDialog
        open={deleting}
        project={project}
        onClose={() => setDeleting(false)}
        onDelete={() => {
          setDeleting(false);
          setStatus(`Deleted “${project}”.`);
        }}
      />
    </>
  );
}

const container = document.getElementById('root')!;
let root = createRoot(container);
// Render synchronously, so that the page is complete when its load event fires.
flushSync(() => root.render(<App />));
// Each test starts from a new app: this one unmounted and another mounted in its place, as a load
// shows it, for a fraction of a reload's cost (test/support/fixture-app-session.ts).
Object.assign(window, {
  remountFixtureApp() {
    root.unmount();
    // Headless UI marks keyboard use on <html>, once per page; a load starts without the mark.
    delete document.documentElement.dataset['headlessuiFocusVisible'];
    root = createRoot(container);
    flushSync(() => root.render(<App />));
  },
});
