// The wire shapes tied to the zod output schemas at compile time. src/page states the snapshot's
// shapes as TypeScript types (it runs in the page and imports no zod), the tools state them again
// as the schemas the MCP client is given, and the delta's types are written beside the code that
// builds them: each pair must be the same type, so that a field added on one side and missed on
// the other fails `tsc` here. Nothing in this file runs.

import type { z } from 'zod';
import type { FoldedCollection, HintEntry, Snapshot } from '../page/types.js';
import type { Truncation } from '../answer/response-ceiling.js';
import type { entryChange, foldedCollection, groupedEntry, roleEntry, rowChanges, truncation } from './schemas.js';
import type { snapshotAnswer } from './semantic-snapshot.js';
import type { AddedGroups, EntryChange, SharedChange } from '../answer/element-changes.js';
import type { RowChanges, SnapshotDelta } from '../answer/snapshot-delta.js';

/** A type with every intersection and interface in it, however deep, as the plain object type it stands for. */
type Simplify<T> = T extends (infer E)[] ? Simplify<E>[] : T extends object ? { [K in keyof T]: Simplify<T[K]> } : T;

/** true when A and B are the same type: every field on both sides, each optional or not alike, of the same type. */
type Equals<A, B> =
  (<T>() => T extends Simplify<A> ? 1 : 2) extends <T>() => T extends Simplify<B> ? 1 : 2 ? true : false;

type Assert<T extends true> = T;

type Answer = z.output<typeof snapshotAnswer>;

type _FoldedCollection = Assert<Equals<z.output<typeof foldedCollection>, FoldedCollection>>;
type _HintEntry = Assert<Equals<z.output<typeof roleEntry>, HintEntry>>;
type _GroupedEntry = Assert<Equals<z.output<typeof groupedEntry>, Omit<HintEntry, 'role'>>>;
type _Truncation = Assert<Equals<z.output<typeof truncation>, Truncation>>;
type _RowChanges = Assert<Equals<z.output<typeof rowChanges>, RowChanges>>;
type _EntryChange = Assert<Equals<z.output<typeof entryChange>, EntryChange | SharedChange>>;
type _AddedGroups = Assert<Equals<NonNullable<Answer['added']>, AddedGroups>>;
// A delta's fields as the answer's schema states them (there, each optional: the answer may be a full snapshot).
type _SnapshotDelta = Assert<Equals<Pick<Answer, keyof SnapshotDelta>, Partial<SnapshotDelta>>>;
// And the answer holds nothing but a snapshot's fields, a delta's, and the notes on either.
type _AnswerFields = Assert<
  Equals<keyof Answer, keyof Snapshot | keyof SnapshotDelta | 'rows' | 'truncated' | 'full' | 'status' | 'warning'>
>;
