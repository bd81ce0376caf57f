// The parts of a malformed entry's notice: `Root` holds the entry; the rest read it.
export { Root } from './Root';
export type { RootProps } from './Root';
export { Title } from './Title';
export { Message } from './Message';
export type { PartProps } from './PartProps';
