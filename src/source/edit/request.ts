// What an editor is asked to do at one element of one file, and what it answers. The editors (one
// per kind of file) only place attributes; which attributes, and whether an id is a list's item
// id, is decided by the plan from the review's suggestions.

export interface ItemId {
  /** The collection's id: the row's id is `<prefix>.item.<key><suffix>`. */
  prefix: string;
  /** What follows the row's key: empty on the row itself, `.<segment>` on a control inside it. */
  suffix: string;
  /** How many different ids of this shape were suggested here: more than one needs the row's key. */
  distinct: number;
}

export interface EditRequest {
  line: number;
  column: number;
  /** The attributes to add, by name, in the order to write them. */
  set: Record<string, string>;
  /** Present when every suggested id here is an item id: inside a list, it is built from the row's key. */
  item?: ItemId;
  /** `input`: the text field a component renders inside itself, reached through its pass-on prop. */
  into: 'element' | 'input';
  /** Overwrite an attribute the element already has with another value. */
  replace: boolean;
}

export interface EditOutcome {
  /** The attributes written, as written. */
  written: string[];
  /** Attributes the element already has with another value, left as they are. */
  kept: string[];
  /** Why nothing could be written here. */
  problem?: string;
}

/** An item id made from the row's key expression, as a template literal's text. */
export function itemTemplate(item: ItemId, keyExpression: string): string {
  const escape = (text: string) => text.replace(/[`\\$]/g, (char) => `\\${char}`);
  return `\`${escape(item.prefix)}.item.\${${keyExpression}}${escape(item.suffix)}\``;
}

/** An attribute value inside double quotes (HTML and Vue templates). */
export function quotedHtml(value: string): string {
  return `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}
