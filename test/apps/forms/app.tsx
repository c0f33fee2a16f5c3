// An account settings form made of real Radix primitives and cmdk, wrapped in small components the
// way shadcn/ui wraps them, and hinted the way an app team following references/hint-design.md
// hints them. See README.md beside this file for its parts and ids.

import { useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import * as SelectPrimitive from '@radix-ui/react-select';
import * as SliderPrimitive from '@radix-ui/react-slider';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import * as TogglePrimitive from '@radix-ui/react-toggle';
import * as ToggleGroupPrimitive from '@radix-ui/react-toggle-group';
import { Command } from 'cmdk';
import { EditProfileDialog, FileContextMenu, HelpAccordions, PlanTabs, ShortcutsPanel, ToastArea } from './parts.js';

interface Choice {
  key: string;
  label: string;
}

const LANGUAGES: Choice[] = [
  { key: 'en', label: 'English' },
  { key: 'fr', label: 'French' },
  { key: 'de', label: 'German' },
  { key: 'es', label: 'Spanish' },
  { key: 'ja', label: 'Japanese' },
];

const THEMES: Choice[] = [
  { key: 'light', label: 'Light' },
  { key: 'dark', label: 'Dark' },
  { key: 'system', label: 'System' },
];

const DENSITIES: Choice[] = [
  { key: 'compact', label: 'Compact' },
  { key: 'comfortable', label: 'Comfortable' },
  { key: 'spacious', label: 'Spacious' },
];

const TEXT_STYLES: Choice[] = [
  { key: 'bold', label: 'Bold' },
  { key: 'italic', label: 'Italic' },
  { key: 'underline', label: 'Underline' },
];

const CHANNELS: Choice[] = [
  { key: 'email', label: 'Email' },
  { key: 'push', label: 'Push' },
  { key: 'sms', label: 'SMS' },
];

const TIMEZONES: Choice[] = [
  { key: 'utc', label: 'UTC' },
  { key: 'london', label: 'Europe/London' },
  { key: 'tokyo', label: 'Asia/Tokyo' },
];
const SORTS: Choice[] = [
  { key: 'name', label: 'Name' },
  { key: 'recent', label: 'Last changed' },
];
const labelOf = (choices: Choice[], key: string) => choices.find((c) => c.key === key)?.label ?? key;
const selection = (on: boolean) => (on ? 'selected' : 'unselected');

// The shadcn-style wrappers: a primitive with its classes and inner parts, every other prop passed on.

function Checkbox(props: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root className="checkbox" {...props}>
      <CheckboxPrimitive.Indicator>{props.checked === 'indeterminate' ? '–' : '✓'}</CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

function Switch(props: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root className="switch" {...props}>
      <SwitchPrimitive.Thumb className="switch-thumb" />
    </SwitchPrimitive.Root>
  );
}

function Slider(props: ComponentProps<typeof SliderPrimitive.Root>) {
  return (
    <SliderPrimitive.Root className="slider" {...props}>
      <SliderPrimitive.Track className="slider-track">
        <SliderPrimitive.Range className="slider-range" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb className="slider-thumb" />
    </SliderPrimitive.Root>
  );
}

function Button(props: ComponentProps<'button'>) {
  return <button type="button" {...props} />;
}

function CheckIcon(props: { on: boolean }) {
  return (
    <svg className={props.on ? 'check on' : 'check off'} viewBox="0 0 12 12" aria-hidden="true">
      <path d="M2 6l3 3 5-6" stroke="currentColor" fill="none" />
    </svg>
  );
}

function Field(props: { children: ReactNode }) {
  return <div className="field">{props.children}</div>;
}

/**
 * shadcn's form Select: a FormItem (label, Radix Select trigger, description) hinted as the select.
 * In a form Radix keeps a native <select> mirror beside the trigger for submission; with no value
 * yet the trigger shows its placeholder.
 */
function TimezoneSelect(props: { value: string; onChange: (key: string) => void }) {
  return (
    <div className="field" data-semtag-id="profile.timezone" data-semtag-role="select">
      <label id="timezone-label">Timezone</label>
      <SelectPrimitive.Root name="timezone" value={props.value} onValueChange={props.onChange}>
        <SelectPrimitive.Trigger className="combobox" aria-labelledby="timezone-label">
          <SelectPrimitive.Value placeholder="Select a timezone" />
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content className="popover" position="popper">
            <SelectPrimitive.Viewport>
              {TIMEZONES.map((t) => (
                <SelectPrimitive.Item
                  key={t.key}
                  value={t.key}
                  data-semtag-id={`profile.timezone.${t.key}`}
                  data-semtag-role="option"
                  data-semtag-state={selection(t.key === props.value)}
                >
                  <SelectPrimitive.ItemText>{t.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
      <p>Used for the times in your emails.</p>
    </div>
  );
}

/**
 * shadcn's DropdownMenu with a radio group (items `role="menuitemradio"`) and a checkbox item: the
 * menu is portaled and mounted only while open. The group is hinted as one select.
 */
function ViewMenu(props: {
  sort: string;
  onSort: (key: string) => void;
  compact: boolean;
  onCompact: (on: boolean) => void;
}) {
  return (
    <DropdownMenuPrimitive.Root>
      <DropdownMenuPrimitive.Trigger asChild>
        <Button data-semtag-id="header.view" data-semtag-role="action" data-semtag-controls="header.view.menu">
          View
        </Button>
      </DropdownMenuPrimitive.Trigger>
      <DropdownMenuPrimitive.Portal>
        <DropdownMenuPrimitive.Content
          className="popover"
          aria-label="View options"
          data-semtag-id="header.view.menu"
          data-semtag-role="region"
        >
          <DropdownMenuPrimitive.Label>Sort by</DropdownMenuPrimitive.Label>
          <DropdownMenuPrimitive.RadioGroup
            value={props.sort}
            onValueChange={props.onSort}
            aria-label="Sort by"
            data-semtag-id="header.sort"
            data-semtag-role="select"
          >
            {SORTS.map((s) => (
              <DropdownMenuPrimitive.RadioItem
                key={s.key}
                value={s.key}
                data-semtag-id={`header.sort.${s.key}`}
                data-semtag-role="option"
                data-semtag-state={selection(s.key === props.sort)}
              >
                {s.label}
              </DropdownMenuPrimitive.RadioItem>
            ))}
          </DropdownMenuPrimitive.RadioGroup>
          <DropdownMenuPrimitive.CheckboxItem
            checked={props.compact}
            onCheckedChange={props.onCompact}
            data-semtag-id="header.compact"
            data-semtag-role="toggle"
          >
            Compact list
          </DropdownMenuPrimitive.CheckboxItem>
        </DropdownMenuPrimitive.Content>
      </DropdownMenuPrimitive.Portal>
    </DropdownMenuPrimitive.Root>
  );
}

/** shadcn's Combobox: a button that opens a Popover holding a cmdk Command, which filters as one types. */
function LanguageCombobox(props: { value: string; onChange: (key: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Field>
      <span id="language-label">Language</span>
      <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
        <PopoverPrimitive.Trigger asChild>
          <Button
            role="combobox"
            aria-expanded={open}
            aria-labelledby="language-label"
            className="combobox"
            data-semtag-id="profile.language"
            data-semtag-role="select"
            data-semtag-state="profile.language"
          >
            {labelOf(LANGUAGES, props.value)}
            <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
              <path d="M3 5l3-3 3 3M3 7l3 3 3-3" stroke="currentColor" fill="none" />
            </svg>
          </Button>
        </PopoverPrimitive.Trigger>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content className="popover" align="start">
            <Command>
              <Command.Input
                placeholder="Search language..."
                data-semtag-id="profile.language.search"
                data-semtag-role="input"
              />
              <Command.List>
                <Command.Empty>No language found.</Command.Empty>
                <Command.Group>
                  {LANGUAGES.map((l) => (
                    <Command.Item
                      key={l.key}
                      value={l.label}
                      onSelect={() => {
                        props.onChange(l.key);
                        setOpen(false);
                      }}
                      data-semtag-id={`profile.language.${l.key}`}
                      data-semtag-role="option"
                      data-semtag-state={selection(l.key === props.value)}
                    >
                      <CheckIcon on={l.key === props.value} />
                      {l.label}
                    </Command.Item>
                  ))}
                </Command.Group>
              </Command.List>
            </Command>
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
    </Field>
  );
}

/** A Popover with a form inside: the share link and a button that copies it. */
function SharePopover(props: { onCopy: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Trigger asChild>
        <Button
          data-semtag-id="profile.share"
          data-semtag-role="action"
          data-semtag-action="open-share"
          data-semtag-controls="profile.share.panel"
          data-semtag-state={open ? 'open' : 'closed'}
        >
          Share profile
        </Button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          className="popover"
          aria-labelledby="share-heading"
          data-semtag-id="profile.share.panel"
          data-semtag-role="region"
        >
          <h3 id="share-heading">Share your profile</h3>
          <Field>
            <label htmlFor="share-link">Profile link</label>
            <input
              id="share-link"
              readOnly
              value="https://example.test/u/ada"
              data-semtag-id="profile.share.link"
              data-semtag-role="input"
            />
          </Field>
          <Button
            onClick={() => {
              props.onCopy();
              setOpen(false);
            }}
            data-semtag-id="profile.share.copy"
            data-semtag-role="action"
            data-semtag-action="copy-link"
          >
            Copy link
          </Button>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

function App() {
  const [status, setStatus] = useState('No changes yet.');
  const [pinned, setPinned] = useState(false);
  const [language, setLanguage] = useState('en');
  const [timezone, setTimezone] = useState('');
  const [channels, setChannels] = useState<Record<string, boolean>>({ email: true, push: false, sms: false });
  const [marketing, setMarketing] = useState(false);
  const [theme, setTheme] = useState('system');
  const [density, setDensity] = useState('comfortable');
  const [textStyles, setTextStyles] = useState<string[]>(['bold']);
  const [reduceMotion, setReduceMotion] = useState(false);
  const [fontSize, setFontSize] = useState(16);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [zoom, setZoom] = useState(100);
  const [shareUsage, setShareUsage] = useState(false);
  const [sort, setSort] = useState('name');
  const [compactList, setCompactList] = useState(false);
  const [toast, setToast] = useState<string | null>(null);

  const chosen = CHANNELS.filter((c) => channels[c.key]).length;
  const all = chosen === CHANNELS.length ? true : chosen === 0 ? false : 'indeterminate';

  return (
    <ToastArea message={toast} onDismiss={() => setToast(null)}>
      <header data-semtag-id="header" data-semtag-role="region" aria-label="Account">
        <h1>Account settings</h1>
        {/* An icon toggle whose on/off lives only in a class: the page holds no state a reader can trust. */}
        <Button
          aria-label="Pin to sidebar"
          className={pinned ? 'icon-button pinned' : 'icon-button'}
          onClick={() => setPinned(!pinned)}
          data-semtag-id="header.pin"
          data-semtag-role="toggle"
        >
          <svg viewBox="0 0 12 12" width="16" height="16" aria-hidden="true">
            <path d="M4 1h4l-1 4 2 2H3l2-2zM6 7v4" stroke="currentColor" fill="none" />
          </svg>
        </Button>
        <ViewMenu
          sort={sort}
          onSort={(key) => {
            setSort(key);
            setStatus(`Sorted by ${labelOf(SORTS, key)}.`);
          }}
          compact={compactList}
          onCompact={setCompactList}
        />
        <EditProfileDialog onSaved={(name) => setToast(`Your display name is now ${name}.`)} />
        <ShortcutsPanel />
        <p role="status" data-semtag-id="status" data-semtag-role="observable">
          {status}
        </p>
        {/* Outside the form: Radix renders no mirror input, so only the thumb holds the value. */}
        <span id="zoom-label">Zoom</span>
        <Slider
          min={50}
          max={200}
          step={10}
          value={[zoom]}
          onValueChange={([level]) => level !== undefined && setZoom(level)}
          aria-labelledby="zoom-label"
          data-semtag-id="header.zoom"
          data-semtag-role="slider"
        />
      </header>
      {/* The main landmark: the account form names the screen (references/hint-design.md "Naming the screen"). */}
      <main>
        <form
          data-semtag-id="account"
          data-semtag-role="region"
          aria-label="Account settings"
          onSubmit={(event) => {
            event.preventDefault();
            setStatus('Settings saved.');
          }}
        >
          <section data-semtag-id="profile" data-semtag-role="region">
            <h2>Profile</h2>
            <LanguageCombobox
              value={language}
              onChange={(key) => {
                setLanguage(key);
                setStatus(`Language set to ${labelOf(LANGUAGES, key)}.`);
              }}
            />
            <TimezoneSelect
              value={timezone}
              onChange={(key) => {
                setTimezone(key);
                setStatus(`Timezone set to ${labelOf(TIMEZONES, key)}.`);
              }}
            />
            <SharePopover onCopy={() => setStatus('Link copied.')} />
          </section>

          <section data-semtag-id="notifications" data-semtag-role="region">
            <h2>Notifications</h2>
            <Field>
              <Checkbox
                id="notify-all"
                checked={all}
                onCheckedChange={(checked) =>
                  setChannels(Object.fromEntries(CHANNELS.map((c) => [c.key, checked === true])))
                }
                data-semtag-id="notifications.all"
                data-semtag-role="toggle"
              />
              <label htmlFor="notify-all">All channels</label>
            </Field>
            {CHANNELS.map((c) => (
              <Field key={c.key}>
                <Checkbox
                  id={`notify-${c.key}`}
                  checked={channels[c.key]}
                  onCheckedChange={(checked) => setChannels({ ...channels, [c.key]: checked === true })}
                  data-semtag-id={`notifications.${c.key}`}
                  data-semtag-role="toggle"
                />
                <label htmlFor={`notify-${c.key}`}>{c.label}</label>
              </Field>
            ))}
            <Field>
              <Switch
                id="marketing"
                checked={marketing}
                onCheckedChange={setMarketing}
                data-semtag-id="notifications.marketing"
                data-semtag-role="toggle"
              />
              <label htmlFor="marketing">Marketing emails</label>
            </Field>
            <Field>
              <Switch
                id="security"
                checked
                disabled
                data-semtag-id="notifications.security"
                data-semtag-role="toggle"
              />
              <label htmlFor="security">Security alerts</label>
            </Field>
          </section>

          <section data-semtag-id="appearance" data-semtag-role="region">
            <h2>Appearance</h2>
            <Field>
              <span id="theme-label">Theme</span>
              {/* The group hinted as one select, its items as its options. */}
              <RadioGroupPrimitive.Root
                value={theme}
                onValueChange={setTheme}
                aria-labelledby="theme-label"
                data-semtag-id="appearance.theme"
                data-semtag-role="select"
              >
                {THEMES.map((t) => (
                  <span key={t.key} className="field">
                    <RadioGroupPrimitive.Item
                      id={`theme-${t.key}`}
                      value={t.key}
                      className="radio"
                      data-semtag-id={`appearance.theme.${t.key}`}
                      data-semtag-role="option"
                      data-semtag-state={selection(t.key === theme)}
                    >
                      <RadioGroupPrimitive.Indicator className="radio-dot" />
                    </RadioGroupPrimitive.Item>
                    <label htmlFor={`theme-${t.key}`}>{t.label}</label>
                  </span>
                ))}
              </RadioGroupPrimitive.Root>
            </Field>
            <Field>
              <span id="density-label">Density</span>
              <ToggleGroupPrimitive.Root
                type="single"
                value={density}
                onValueChange={(key) => key && setDensity(key)}
                aria-labelledby="density-label"
                className="toggle-group"
                data-semtag-id="appearance.density"
                data-semtag-role="select"
              >
                {DENSITIES.map((d) => (
                  <ToggleGroupPrimitive.Item
                    key={d.key}
                    value={d.key}
                    className="toggle-item"
                    data-semtag-id={`appearance.density.${d.key}`}
                    data-semtag-role="option"
                    data-semtag-state={selection(d.key === density)}
                  >
                    {d.label}
                  </ToggleGroupPrimitive.Item>
                ))}
              </ToggleGroupPrimitive.Root>
            </Field>
            <Field>
              <span id="text-label">Text style</span>
              <ToggleGroupPrimitive.Root
                type="multiple"
                value={textStyles}
                onValueChange={setTextStyles}
                aria-labelledby="text-label"
                className="toggle-group"
              >
                {TEXT_STYLES.map((s) => (
                  <ToggleGroupPrimitive.Item
                    key={s.key}
                    value={s.key}
                    className="toggle-item"
                    data-semtag-id={`appearance.text.${s.key}`}
                    data-semtag-role="option"
                    data-semtag-state={selection(textStyles.includes(s.key))}
                  >
                    {s.label}
                  </ToggleGroupPrimitive.Item>
                ))}
              </ToggleGroupPrimitive.Root>
            </Field>
            <Field>
              <TogglePrimitive.Root
                pressed={reduceMotion}
                onPressedChange={setReduceMotion}
                className="toggle-item"
                data-semtag-id="appearance.motion"
                data-semtag-role="toggle"
              >
                Reduce motion
              </TogglePrimitive.Root>
            </Field>
            <Field>
              <span id="font-size-label">Font size</span>
              <Slider
                name="fontSize"
                min={12}
                max={24}
                step={1}
                value={[fontSize]}
                onValueChange={([size]) => size !== undefined && setFontSize(size)}
                aria-labelledby="font-size-label"
                data-semtag-id="appearance.fontSize"
                data-semtag-role="slider"
              />
            </Field>
          </section>

          <CollapsiblePrimitive.Root open={advancedOpen} onOpenChange={setAdvancedOpen}>
            <CollapsiblePrimitive.Trigger asChild>
              <Button data-semtag-id="advanced.toggle" data-semtag-role="toggle" data-semtag-controls="advanced.panel">
                Advanced
              </Button>
            </CollapsiblePrimitive.Trigger>
            <CollapsiblePrimitive.Content
              aria-label="Advanced"
              data-semtag-id="advanced.panel"
              data-semtag-role="region"
            >
              <AlertDialogPrimitive.Root open={deleting} onOpenChange={setDeleting}>
                <AlertDialogPrimitive.Trigger asChild>
                  <Button
                    data-semtag-id="advanced.delete"
                    data-semtag-role="action"
                    data-semtag-action="open-delete-dialog"
                    data-semtag-controls="delete.dialog"
                    data-semtag-state={deleting ? 'open' : 'closed'}
                  >
                    Delete account
                  </Button>
                </AlertDialogPrimitive.Trigger>
                <AlertDialogPrimitive.Portal>
                  <AlertDialogPrimitive.Overlay className="overlay" />
                  <AlertDialogPrimitive.Content
                    className="alert"
                    data-semtag-id="delete.dialog"
                    data-semtag-role="region"
                  >
                    <AlertDialogPrimitive.Title>Delete your account?</AlertDialogPrimitive.Title>
                    <AlertDialogPrimitive.Description>This cannot be undone.</AlertDialogPrimitive.Description>
                    <AlertDialogPrimitive.Cancel
                      data-semtag-id="delete.dialog.cancel"
                      data-semtag-role="action"
                      data-semtag-action="close"
                    >
                      Cancel
                    </AlertDialogPrimitive.Cancel>
                    <AlertDialogPrimitive.Action
                      onClick={() => setStatus('Account deleted.')}
                      data-semtag-id="delete.dialog.confirm"
                      data-semtag-role="action"
                      data-semtag-action="delete-account"
                    >
                      Delete
                    </AlertDialogPrimitive.Action>
                  </AlertDialogPrimitive.Content>
                </AlertDialogPrimitive.Portal>
              </AlertDialogPrimitive.Root>
            </CollapsiblePrimitive.Content>
          </CollapsiblePrimitive.Root>

          <Field>
            {/* Hinted on its label, as the rulebook allows: the label's control is Radix's checkbox button. */}
            <Checkbox id="usage" checked={shareUsage} onCheckedChange={(checked) => setShareUsage(checked === true)} />
            <label htmlFor="usage" data-semtag-id="account.usage" data-semtag-role="toggle">
              Share anonymous usage data
            </label>
          </Field>

          <button type="submit" data-semtag-id="account.save" data-semtag-role="action" data-semtag-action="save">
            Save
          </button>
        </form>
      </main>
      <PlanTabs />
      <HelpAccordions />
      <FileContextMenu onRename={() => setStatus('Renaming report.pdf.')} />
    </ToastArea>
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
    root = createRoot(container);
    flushSync(() => root.render(<App />));
  },
});
