// A small deck builder made of real Radix primitives, hinted the way app authors hint such apps.
// See README.md beside this file for its screens and ids.

import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import * as Accordion from '@radix-ui/react-accordion';
import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Select from '@radix-ui/react-select';
import * as Tabs from '@radix-ui/react-tabs';

interface Template {
  key: string;
  title: string;
  category: string;
}

interface Deck {
  key: string;
  name: string;
  template: string;
}

const CATEGORIES = [
  { value: 'all', label: 'All templates' },
  { value: 'pitch', label: 'Pitch' },
  { value: 'report', label: 'Report' },
  { value: 'personal', label: 'Personal' },
];

const TEMPLATES: Template[] = [
  { key: 'modern', title: 'Modern', category: 'pitch' },
  { key: 'minimal', title: 'Minimal', category: 'report' },
  { key: 'bold', title: 'Bold', category: 'pitch' },
  { key: 'paper', title: 'Paper', category: 'personal' },
];

const HELP = [
  { key: 'formats', question: 'Which formats can I export?', answer: 'PDF and PNG, one file per slide.' },
  { key: 'sharing', question: 'Who can see my decks?', answer: 'Only you, until you share a link.' },
];

function titleOf(key: string): string {
  return TEMPLATES.find((t) => t.key === key)?.title ?? key;
}

function CategorySelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Select.Root value={value} onValueChange={onChange}>
      {/* Radix points the trigger at its portaled list with aria-controls; the hint names the grid it filters. */}
      <Select.Trigger
        aria-label="Category"
        data-semtag-id="templates.category"
        data-semtag-role="select"
        data-semtag-controls="templates.grid"
      >
        <Select.Value />
      </Select.Trigger>
      <Select.Portal>
        <Select.Content position="popper" className="select-content">
          <Select.Viewport>
            {CATEGORIES.map((c) => (
              <Select.Item
                key={c.value}
                value={c.value}
                className="select-item"
                data-semtag-id={`templates.category.${c.value}`}
                data-semtag-role="option"
                data-semtag-state={c.value === value ? 'selected' : 'unselected'}
              >
                <Select.ItemText>{c.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}

function TemplateCard(props: {
  template: Template;
  selected: boolean;
  favorite: boolean;
  onPick: () => void;
  onFavorite: () => void;
}) {
  const { template, selected, favorite } = props;
  const id = `templates.grid.item.${template.key}`;
  return (
    <div
      role="option"
      aria-selected={selected}
      tabIndex={0}
      className="card"
      onClick={props.onPick}
      onKeyDown={(event) => event.key === 'Enter' && props.onPick()}
      data-semtag-id={id}
      data-semtag-role="option"
      data-semtag-action="pick-template"
      data-semtag-state={selected ? 'selected' : 'unselected'}
    >
      {template.title}
      {selected && (
        <span className="badge" data-semtag-id={`${id}.selected`} data-semtag-role="observable">
          Selected
        </span>
      )}
      {/* An icon toggle that keeps its on/off state only in data-semtag-state, as many apps do. */}
      <button
        type="button"
        className="heart"
        aria-label="Favourite"
        onClick={(event) => {
          event.stopPropagation();
          props.onFavorite();
        }}
        data-semtag-id={`${id}.favorite`}
        data-semtag-role="toggle"
        data-semtag-state={favorite ? 'favorited' : 'unfavorited'}
      >
        ♥
      </button>
    </div>
  );
}

function CreateDialog(props: { template: string; onCreate: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setName('');
      }}
    >
      {/* Radix gives the trigger aria-controls and aria-expanded; the dialog mounts only when open. */}
      <Dialog.Trigger
        data-semtag-id="templates.use"
        data-semtag-role="action"
        data-semtag-action="open-create-dialog"
        data-semtag-controls="create.dialog"
      >
        Use template
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="dialog" data-semtag-id="create.dialog" data-semtag-role="region">
          <Dialog.Title>New deck from {titleOf(props.template)}</Dialog.Title>
          <Dialog.Description>Name the new deck.</Dialog.Description>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              props.onCreate(name.trim());
              setOpen(false);
              setName('');
            }}
          >
            <label htmlFor="deck-name">Deck name</label>
            <input
              id="deck-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              data-semtag-id="create.dialog.name"
              data-semtag-role="input"
              data-semtag-state="deck.name"
            />
            <button
              type="submit"
              disabled={name.trim() === ''}
              data-semtag-id="create.dialog.submit"
              data-semtag-role="action"
              data-semtag-action="create-deck"
            >
              Create deck
            </button>
            <Dialog.Close data-semtag-id="create.dialog.cancel" data-semtag-role="action" data-semtag-action="close">
              Cancel
            </Dialog.Close>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DeckRow(props: { deck: Deck; onDuplicate: () => void; onDelete: () => void }) {
  const id = `decks.list.item.${props.deck.key}`;
  return (
    <li>
      <span data-semtag-id={`${id}.name`} data-semtag-role="observable">
        {props.deck.name}
      </span>
      <span data-semtag-id={`${id}.template`} data-semtag-role="observable">
        {titleOf(props.deck.template)}
      </span>
      <DropdownMenu.Root>
        {/* The menu is portaled and mounted only while open. */}
        <DropdownMenu.Trigger
          aria-label="Deck actions"
          data-semtag-id={`${id}.menu`}
          data-semtag-role="action"
          data-semtag-action="open-deck-menu"
          data-semtag-controls="deck.menu"
        >
          ⋯
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className="menu-content"
            aria-label="Deck actions"
            data-semtag-id="deck.menu"
            data-semtag-role="region"
          >
            <DropdownMenu.Item
              className="menu-item"
              onSelect={props.onDuplicate}
              data-semtag-id="deck.menu.duplicate"
              data-semtag-role="action"
              data-semtag-action="duplicate-deck"
            >
              Duplicate
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className="menu-item"
              onSelect={props.onDelete}
              data-semtag-id="deck.menu.delete"
              data-semtag-role="action"
              data-semtag-action="delete-deck"
            >
              Delete
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </li>
  );
}

function HelpSection() {
  return (
    <Accordion.Root type="single" collapsible>
      {HELP.map((h) => (
        <Accordion.Item key={h.key} value={h.key}>
          <Accordion.Header>
            <Accordion.Trigger
              data-semtag-id={`help.${h.key}`}
              data-semtag-role="toggle"
              data-semtag-controls={`help.${h.key}.panel`}
            >
              {h.question}
            </Accordion.Trigger>
          </Accordion.Header>
          {/* Collapsed, Radix keeps this panel in the DOM, hidden and empty. */}
          <Accordion.Content data-semtag-id={`help.${h.key}.panel`} data-semtag-role="region">
            <p data-semtag-id={`help.${h.key}.answer`} data-semtag-role="observable">
              {h.answer}
            </p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const SECTIONS = [
  { value: 'templates', label: 'Templates' },
  { value: 'decks', label: 'My decks' },
  { value: 'help', label: 'Help' },
];

function App() {
  const [section, setSection] = useState('templates');
  const [category, setCategory] = useState('all');
  const [picked, setPicked] = useState('modern');
  const [favorites, setFavorites] = useState<string[]>(['minimal']);
  const [compact, setCompact] = useState(false);
  const [decks, setDecks] = useState<Deck[]>([
    { key: 'deck-1', name: 'Weekly sync', template: 'minimal' },
    { key: 'deck-2', name: 'Launch plan', template: 'bold' },
  ]);
  const [nextDeck, setNextDeck] = useState(3);
  const [status, setStatus] = useState('Pick a template to start.');

  const shown = TEMPLATES.filter((t) => category === 'all' || t.category === category);
  const toggleFavorite = (key: string) => {
    const on = !favorites.includes(key);
    setFavorites(on ? [...favorites, key] : favorites.filter((k) => k !== key));
    setStatus(`${on ? 'Added' : 'Removed'} ${titleOf(key)} ${on ? 'to' : 'from'} favourites.`);
  };
  const addDeck = (name: string, template: string) => {
    const key = `deck-${nextDeck}`;
    setNextDeck(nextDeck + 1);
    setDecks([...decks, { key, name, template }]);
    return key;
  };

  return (
    <>
      <header data-semtag-id="header" data-semtag-role="region" aria-label="Deck builder">
        <h1>Deck builder</h1>
        <span data-semtag-id="favorites.count" data-semtag-role="observable" data-semtag-state="favorites.count">
          {favorites.length === 1 ? '1 favourite' : `${favorites.length} favourites`}
        </span>
        <p role="status" data-semtag-id="status" data-semtag-role="observable">
          {status}
        </p>
      </header>
      <main>
        <Tabs.Root value={section} onValueChange={setSection}>
          <Tabs.List aria-label="Sections">
            {SECTIONS.map((s) => (
              <Tabs.Trigger
                key={s.value}
                value={s.value}
                data-semtag-id={`tabs.${s.value}`}
                data-semtag-role="option"
                data-semtag-state={s.value === section ? 'selected' : 'unselected'}
                data-semtag-controls={s.value}
              >
                {s.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Inactive panels stay in the DOM, hidden and empty (Radix's default). */}
          <Tabs.Content value="templates" data-semtag-id="templates" data-semtag-role="region">
            <div className="toolbar">
              <CategorySelect value={category} onChange={setCategory} />
              <button
                type="button"
                aria-label="Compact view"
                aria-pressed={compact}
                onClick={() => setCompact(!compact)}
                data-semtag-id="templates.compact"
                data-semtag-role="toggle"
              >
                ▤
              </button>
              <CreateDialog
                template={picked}
                onCreate={(name) => {
                  addDeck(name, picked);
                  setStatus(`Created “${name}” from ${titleOf(picked)}.`);
                }}
              />
            </div>
            <div
              role="listbox"
              aria-label="Templates"
              className={compact ? 'grid compact' : 'grid'}
              data-semtag-id="templates.grid"
              data-semtag-role="collection"
            >
              {shown.map((t) => (
                <TemplateCard
                  key={t.key}
                  template={t}
                  selected={t.key === picked}
                  favorite={favorites.includes(t.key)}
                  onPick={() => setPicked(t.key)}
                  onFavorite={() => toggleFavorite(t.key)}
                />
              ))}
            </div>
          </Tabs.Content>
          <Tabs.Content value="decks" data-semtag-id="decks" data-semtag-role="region">
            <ul className="decks" aria-label="My decks" data-semtag-id="decks.list" data-semtag-role="collection">
              {decks.map((d) => (
                <DeckRow
                  key={d.key}
                  deck={d}
                  onDuplicate={() => {
                    addDeck(`${d.name} (copy)`, d.template);
                    setStatus(`Duplicated “${d.name}”.`);
                  }}
                  onDelete={() => {
                    setDecks(decks.filter((x) => x.key !== d.key));
                    setStatus(`Deleted “${d.name}”.`);
                  }}
                />
              ))}
            </ul>
          </Tabs.Content>
          <Tabs.Content value="help" data-semtag-id="help" data-semtag-role="region">
            <HelpSection />
          </Tabs.Content>
        </Tabs.Root>
      </main>
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
    root = createRoot(container);
    flushSync(() => root.render(<App />));
  },
});
