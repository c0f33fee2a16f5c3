// More Radix parts for the forms fixture app, wrapped and hinted as in app.tsx: Tabs, Accordions, a
// modal Dialog holding a form, a non-modal Dialog, a Tooltip, a ContextMenu and a Toast. See README.md.

import { useState } from 'react';
import type { ReactNode } from 'react';
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import * as ContextMenuPrimitive from '@radix-ui/react-context-menu';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import * as ToastPrimitive from '@radix-ui/react-toast';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';

const selection = (on: boolean) => (on ? 'selected' : 'unselected');
const openness = (open: boolean) => (open ? 'open' : 'closed');

const PLANS = [
  { key: 'monthly', label: 'Monthly', price: '$12 a month' },
  { key: 'yearly', label: 'Yearly', price: '$120 a year' },
];

/** shadcn's Tabs: the list hinted as one select, each trigger as its option, each panel as a region. */
export function PlanTabs() {
  const [plan, setPlan] = useState('monthly');
  return (
    <section data-semtag-id="plan" data-semtag-role="region">
      <h2>Plan</h2>
      <TabsPrimitive.Root value={plan} onValueChange={setPlan}>
        <TabsPrimitive.List aria-label="Billing period" data-semtag-id="plan.period" data-semtag-role="select">
          {PLANS.map((p) => (
            <TabsPrimitive.Trigger
              key={p.key}
              value={p.key}
              className="toggle-item"
              data-semtag-id={`plan.period.${p.key}`}
              data-semtag-role="option"
              data-semtag-state={selection(p.key === plan)}
              data-semtag-controls={`plan.${p.key}`}
            >
              {p.label}
            </TabsPrimitive.Trigger>
          ))}
        </TabsPrimitive.List>
        {/* Radix keeps an inactive panel in the page, empty and `hidden`. */}
        {PLANS.map((p) => (
          <TabsPrimitive.Content key={p.key} value={p.key} data-semtag-id={`plan.${p.key}`} data-semtag-role="region">
            <p data-semtag-id={`plan.${p.key}.price`} data-semtag-role="observable">
              {p.price}
            </p>
          </TabsPrimitive.Content>
        ))}
      </TabsPrimitive.Root>
    </section>
  );
}

const QUESTIONS = [
  { key: 'billing', question: 'When am I billed?', answer: 'On the first day of each period.' },
  { key: 'cancel', question: 'Can I cancel?', answer: 'Yes, at any time.' },
];

/** shadcn's Accordion: each trigger hinted as a toggle that controls its content, a region. */
function AccordionItems(props: { prefix: string }) {
  return QUESTIONS.map((q) => (
    <AccordionPrimitive.Item key={q.key} value={q.key}>
      <AccordionPrimitive.Header>
        <AccordionPrimitive.Trigger
          data-semtag-id={`${props.prefix}.${q.key}`}
          data-semtag-role="toggle"
          data-semtag-controls={`${props.prefix}.${q.key}.answer`}
        >
          {q.question}
        </AccordionPrimitive.Trigger>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content data-semtag-id={`${props.prefix}.${q.key}.answer`} data-semtag-role="region">
        <p>{q.answer}</p>
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  ));
}

/** A single collapsible Accordion (one open at a time, the open one can close) and a multiple one. */
export function HelpAccordions() {
  return (
    <section data-semtag-id="help" data-semtag-role="region">
      <h2>Help</h2>
      <AccordionPrimitive.Root type="single" collapsible>
        <AccordionItems prefix="help.faq" />
      </AccordionPrimitive.Root>
      <h3>More answers</h3>
      <AccordionPrimitive.Root type="multiple">
        <AccordionItems prefix="help.more" />
      </AccordionPrimitive.Root>
    </section>
  );
}

/**
 * A modal Dialog holding a form, opened by a button that a Tooltip describes; saving closes it and
 * shows a Toast, which leaves when dismissed.
 */
export function EditProfileDialog(props: { onSaved: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('Ada');
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>
          <DialogPrimitive.Trigger asChild>
            <button
              type="button"
              data-semtag-id="edit.open"
              data-semtag-role="action"
              data-semtag-action="open-edit-dialog"
              data-semtag-controls="edit.dialog"
              data-semtag-state={openness(open)}
            >
              Edit profile
            </button>
          </DialogPrimitive.Trigger>
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content className="popover" data-semtag-id="edit.tip" data-semtag-role="observable">
            Change your display name
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="overlay" />
        <DialogPrimitive.Content className="alert" data-semtag-id="edit.dialog" data-semtag-role="region">
          <DialogPrimitive.Title>Edit profile</DialogPrimitive.Title>
          <DialogPrimitive.Description>Your name as others see it.</DialogPrimitive.Description>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setOpen(false);
              props.onSaved(name);
            }}
          >
            <label htmlFor="display-name">Display name</label>
            <input
              id="display-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              data-semtag-id="edit.dialog.name"
              data-semtag-role="input"
            />
            <button type="submit" data-semtag-id="edit.dialog.save" data-semtag-role="action" data-semtag-action="save">
              Save changes
            </button>
          </form>
          <DialogPrimitive.Close
            data-semtag-id="edit.dialog.close"
            data-semtag-role="action"
            data-semtag-action="close"
          >
            <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
              <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" />
            </svg>
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A non-modal Dialog: a side panel that leaves the page behind it in use. */
export function ShortcutsPanel() {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root modal={false} open={open} onOpenChange={setOpen}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>
          <DialogPrimitive.Trigger
            data-semtag-id="shortcuts.open"
            data-semtag-role="action"
            data-semtag-action="open-shortcuts"
            data-semtag-controls="shortcuts.panel"
            data-semtag-state={openness(open)}
          >
            Shortcuts
          </DialogPrimitive.Trigger>
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          {/* A terse visible key, spelled out for assistive technology in a visually hidden copy Radix adds. */}
          <TooltipPrimitive.Content
            className="popover"
            aria-label="Command slash"
            data-semtag-id="shortcuts.tip"
            data-semtag-role="observable"
          >
            ⌘/
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="side-panel"
          aria-describedby={undefined}
          onInteractOutside={(event) => event.preventDefault()}
          data-semtag-id="shortcuts.panel"
          data-semtag-role="region"
        >
          <DialogPrimitive.Title>Keyboard shortcuts</DialogPrimitive.Title>
          <p>Press S to save.</p>
          <DialogPrimitive.Close data-semtag-id="shortcuts.close" data-semtag-role="action" data-semtag-action="close">
            Done
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A ContextMenu on a file: right-click opens it; one item is a checkbox, one disabled. */
export function FileContextMenu(props: { onRename: () => void }) {
  const [open, setOpen] = useState(false);
  const [showHidden, setShowHidden] = useState(false);
  return (
    <section data-semtag-id="files" data-semtag-role="region">
      <h2>Files</h2>
      <ContextMenuPrimitive.Root onOpenChange={setOpen}>
        <ContextMenuPrimitive.Trigger
          className="file"
          data-semtag-id="files.report"
          data-semtag-role="action"
          data-semtag-action="open-file-menu"
          data-semtag-controls="files.menu"
          data-semtag-state={openness(open)}
        >
          report.pdf
        </ContextMenuPrimitive.Trigger>
        <ContextMenuPrimitive.Portal>
          <ContextMenuPrimitive.Content
            className="popover"
            aria-label="File actions"
            data-semtag-id="files.menu"
            data-semtag-role="region"
          >
            <ContextMenuPrimitive.Item
              onSelect={props.onRename}
              data-semtag-id="files.menu.rename"
              data-semtag-role="action"
              data-semtag-action="rename"
            >
              Rename
            </ContextMenuPrimitive.Item>
            <ContextMenuPrimitive.CheckboxItem
              checked={showHidden}
              onCheckedChange={setShowHidden}
              data-semtag-id="files.menu.hidden"
              data-semtag-role="toggle"
            >
              Show hidden files
            </ContextMenuPrimitive.CheckboxItem>
            <ContextMenuPrimitive.Item
              disabled
              data-semtag-id="files.menu.delete"
              data-semtag-role="action"
              data-semtag-action="delete"
            >
              Delete
            </ContextMenuPrimitive.Item>
          </ContextMenuPrimitive.Content>
        </ContextMenuPrimitive.Portal>
      </ContextMenuPrimitive.Root>
    </section>
  );
}

/** The app's toasts: one at a time, shown until dismissed. */
export function ToastArea(props: { message: string | null; onDismiss: () => void; children: ReactNode }) {
  return (
    <ToastPrimitive.Provider duration={Infinity}>
      <TooltipPrimitive.Provider delayDuration={0}>{props.children}</TooltipPrimitive.Provider>
      {props.message !== null && (
        <ToastPrimitive.Root
          open
          onOpenChange={(open) => !open && props.onDismiss()}
          className="popover"
          data-semtag-id="toast"
          data-semtag-role="observable"
        >
          <ToastPrimitive.Title>Profile updated</ToastPrimitive.Title>
          <ToastPrimitive.Description>{props.message}</ToastPrimitive.Description>
          <ToastPrimitive.Close
            aria-label="Dismiss"
            data-semtag-id="toast.dismiss"
            data-semtag-role="action"
            data-semtag-action="close"
          >
            <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
              <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="toasts" />
    </ToastPrimitive.Provider>
  );
}
