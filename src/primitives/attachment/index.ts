// The parts of one attachment chip: `Root` holds the attachment; the rest read it from context.
export { Root } from './Root';
export type { RootProps } from './Root';
export { Preview } from './Preview';
export { Name } from './Name';
export type { PartProps } from './PartProps';
