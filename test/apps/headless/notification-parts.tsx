// More of the Notifications tab, hinted as an app team following references/hint-design.md would:
// a Disclosure kept mounted while closed, a Popover, a Dialog with a form, a Menu with sections and
// a disabled item, a multiple Combobox, and Field-hinted text inputs and a native select.
// See README.md beside this file for the ids.

import { useState } from 'react';
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Dialog,
  DialogPanel,
  DialogTitle,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Field,
  Input,
  Label,
  Menu,
  MenuButton,
  MenuHeading,
  MenuItem,
  MenuItems,
  MenuSection,
  Popover,
  PopoverButton,
  PopoverPanel,
  Select,
  Switch,
  Textarea,
} from '@headlessui/react';

interface Choice {
  key: string;
  label: string;
}

const CHANNELS: Choice[] = [
  { key: 'email', label: 'Email' },
  { key: 'slack', label: 'Slack' },
  { key: 'teams', label: 'Teams' },
  { key: 'pager', label: 'Pager' },
];

const LANGUAGES: Choice[] = [
  { key: 'en', label: 'English' },
  { key: 'fr', label: 'French' },
  { key: 'de', label: 'German' },
];

const labelOf = (choices: Choice[], key: string) => choices.find((c) => c.key === key)?.label ?? key;

/** A Disclosure whose panel stays mounted while closed (`unmount={false}`): Headless UI hides it. */
function RulesDisclosure() {
  const [keywords, setKeywords] = useState('');
  return (
    <Disclosure>
      <DisclosureButton
        data-semtag-id="notifications.rules"
        data-semtag-role="toggle"
        data-semtag-controls="notifications.rules.panel"
      >
        Muting rules
      </DisclosureButton>
      <DisclosurePanel
        unmount={false}
        aria-label="Muting rules"
        data-semtag-id="notifications.rules.panel"
        data-semtag-role="region"
      >
        <Field className="field">
          <Label>Muted keywords</Label>
          <Input
            value={keywords}
            onChange={(event) => setKeywords(event.target.value)}
            data-semtag-id="notifications.rules.keywords"
            data-semtag-role="input"
          />
        </Field>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** A Popover: its panel renders in a portal anchored to the button, mounted only while open. */
function HelpPopover() {
  return (
    <Popover>
      <PopoverButton
        data-semtag-id="notifications.help"
        data-semtag-role="toggle"
        data-semtag-controls="notifications.help.panel"
      >
        About notifications
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="popover"
        aria-label="About notifications"
        data-semtag-id="notifications.help.panel"
        data-semtag-role="region"
      >
        <p data-semtag-id="notifications.help.text" data-semtag-role="observable">
          Mentions always notify you.
        </p>
        <a
          href="https://docs.example.com/notifications"
          data-semtag-id="notifications.help.docs"
          data-semtag-role="navigation"
          data-semtag-target="docs.notifications"
        >
          Read the guide
        </a>
      </PopoverPanel>
    </Popover>
  );
}

/** A button that opens a Dialog holding a form: a URL, a Switch in a Field, save and cancel. */
function WebhookDialog({ onSave }: { onSave: (url: string, active: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [active, setActive] = useState(true);
  const close = () => {
    setOpen(false);
    setUrl('');
    setActive(true);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-semtag-id="notifications.webhook"
        data-semtag-role="action"
        data-semtag-action="open-webhook-dialog"
        data-semtag-state={open ? 'open' : 'closed'}
        data-semtag-controls="webhook.dialog"
      >
        Add webhook
      </button>
      <Dialog open={open} onClose={close} data-semtag-id="webhook.dialog" data-semtag-role="region">
        <div className="backdrop" aria-hidden="true" />
        <div className="dialog-frame">
          <DialogPanel className="dialog-panel">
            <DialogTitle>Add a webhook</DialogTitle>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                onSave(url, active);
                close();
              }}
            >
              <Field className="field">
                <Label>Payload URL</Label>
                <Input
                  type="url"
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                  data-semtag-id="webhook.dialog.url"
                  data-semtag-role="input"
                />
              </Field>
              <Field className="field">
                <Label>Active</Label>
                <Switch
                  checked={active}
                  onChange={setActive}
                  className="switch"
                  data-semtag-id="webhook.dialog.active"
                  data-semtag-role="toggle"
                />
              </Field>
              <button
                type="submit"
                disabled={url === ''}
                data-semtag-id="webhook.dialog.save"
                data-semtag-role="action"
                data-semtag-action="save-webhook"
              >
                Save webhook
              </button>
              <button
                type="button"
                onClick={close}
                data-semtag-id="webhook.dialog.cancel"
                data-semtag-role="action"
                data-semtag-action="close"
              >
                Cancel
              </button>
            </form>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}

/** A Menu with two sections under headings; one item is disabled. */
function TestMenu({ onPick }: { onPick: (what: string) => void }) {
  return (
    <Menu>
      <MenuButton
        data-semtag-id="notifications.more"
        data-semtag-role="action"
        data-semtag-action="open-notification-menu"
        data-semtag-controls="notifications.more.menu"
      >
        More
      </MenuButton>
      <MenuItems
        anchor="bottom start"
        className="popover"
        data-semtag-id="notifications.more.menu"
        data-semtag-role="region"
      >
        <MenuSection data-semtag-id="notifications.more.send" data-semtag-role="region">
          <MenuHeading>Send a test</MenuHeading>
          <MenuItem
            as="button"
            onClick={() => onPick('Test email sent.')}
            data-semtag-id="notifications.more.send.email"
            data-semtag-role="action"
            data-semtag-action="send-test-email"
          >
            Test email
          </MenuItem>
          <MenuItem
            as="button"
            disabled
            data-semtag-id="notifications.more.send.sms"
            data-semtag-role="action"
            data-semtag-action="send-test-sms"
          >
            Test text message
          </MenuItem>
        </MenuSection>
        <MenuSection data-semtag-id="notifications.more.reset" data-semtag-role="region">
          <MenuHeading>Reset</MenuHeading>
          <MenuItem
            as="button"
            onClick={() => onPick('Notifications reset.')}
            data-semtag-id="notifications.more.reset.all"
            data-semtag-role="action"
            data-semtag-action="reset-notifications"
          >
            Reset to defaults
          </MenuItem>
        </MenuSection>
      </MenuItems>
    </Menu>
  );
}

/** A Combobox with `multiple`: the chosen channels show as chips, the input holds only the query. */
function ChannelsCombobox({ value, onChange }: { value: string[]; onChange: (keys: string[]) => void }) {
  const [query, setQuery] = useState('');
  const shown = CHANNELS.filter((c) => c.label.toLowerCase().includes(query.toLowerCase()));
  return (
    <Field className="field">
      <Label>Alert channels</Label>
      <ul className="chips" aria-label="Chosen channels">
        {value.map((key) => (
          <li key={key}>{labelOf(CHANNELS, key)}</li>
        ))}
      </ul>
      <Combobox multiple value={value} onChange={onChange} onClose={() => setQuery('')} immediate>
        <ComboboxInput
          onChange={(event) => setQuery(event.target.value)}
          data-semtag-id="notifications.channels"
          data-semtag-role="select"
        />
        <ComboboxOptions anchor="bottom start" className="popover">
          {shown.map((c) => (
            <ComboboxOption
              key={c.key}
              value={c.key}
              data-semtag-id={`notifications.channels.${c.key}`}
              data-semtag-role="option"
              data-semtag-state={value.includes(c.key) ? 'selected' : 'unselected'}
            >
              {c.label}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}

/** Text fields and a native select, each hinted on its Headless Field around label, control and description. */
function FieldHintedControls() {
  const [signature, setSignature] = useState('Sent from Apollo');
  const [replyTo, setReplyTo] = useState('');
  const [language, setLanguage] = useState('en');
  return (
    <>
      <Field className="field" data-semtag-id="notifications.signature" data-semtag-role="input">
        <Label>Email signature</Label>
        <Textarea value={signature} onChange={(event) => setSignature(event.target.value)} rows={2} />
        <Description>Added under every email.</Description>
      </Field>
      <Field className="field" data-semtag-id="notifications.replyTo" data-semtag-role="input">
        <Label>Reply-to address</Label>
        <Input
          type="email"
          placeholder="you@example.com"
          value={replyTo}
          onChange={(event) => setReplyTo(event.target.value)}
        />
        <Description>Replies to notifications go here.</Description>
      </Field>
      <Field className="field" data-semtag-id="notifications.language" data-semtag-role="select">
        <Label>Email language</Label>
        <Select value={language} onChange={(event) => setLanguage(event.target.value)}>
          {LANGUAGES.map((l) => (
            <option key={l.key} value={l.key}>
              {l.label}
            </option>
          ))}
        </Select>
        <Description>Dates follow it too.</Description>
      </Field>
      {/* A Field disabled as a whole: Headless UI disables the control inside it. */}
      <Field className="field" disabled data-semtag-id="notifications.sender" data-semtag-role="input">
        <Label>Sender name</Label>
        <Input value="Apollo" readOnly />
        <Description>Set by your administrator.</Description>
      </Field>
    </>
  );
}

/** The parts above, in the order they appear at the end of the Notifications panel. */
export function NotificationParts({ setStatus }: { setStatus: (status: string) => void }) {
  const [channels, setChannels] = useState<string[]>(['email']);
  return (
    <>
      <RulesDisclosure />
      <HelpPopover />
      <WebhookDialog onSave={(url, active) => setStatus(`Webhook ${url} added${active ? '' : ' (paused)'}.`)} />
      <TestMenu onPick={setStatus} />
      <ChannelsCombobox
        value={channels}
        onChange={(keys) => {
          setChannels(keys);
          setStatus(`Alert channels: ${keys.map((k) => labelOf(CHANNELS, k)).join(', ') || 'none'}.`);
        }}
      />
      <FieldHintedControls />
    </>
  );
}
