// The parts of one reasoning row: `Root` holds the entry and its disclosure; the rest read it.
export { Root } from './Root';
export type { RootProps } from './Root';
export { Trigger } from './Trigger';
export type { TriggerProps } from './Trigger';
export { Label } from './Label';
export type { LabelProps } from './Label';
export { Content } from './Content';
export type { ContentProps } from './Content';
