// The transcript's own parts: the scrolling root, the list and its rows, and what a row draws
// that is no family of its own (a turn's header, a tool's note).
export { Root } from './Root';
export type { RootProps } from './Root';
export { List } from './List';
export type { ListProps, RowProps } from './List';
export { Item } from './Item';
export type { ItemProps } from './Item';
export { Empty } from './Empty';
export type { EmptyProps } from './Empty';
export { JumpToLatest } from './JumpToLatest';
export type { JumpToLatestProps } from './JumpToLatest';
export { TurnHeader } from './TurnHeader';
export type { TurnHeaderProps } from './TurnHeader';
export { Note } from './Note';
export type { NoteProps } from './Note';
