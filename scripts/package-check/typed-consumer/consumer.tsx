// Hand-written consumer code for the typed consumer check of `npm run verify:package`: checked
// from the packed tarball with `tsc`, strict and skipLibCheck off, under moduleResolution
// bundler, node16 and nodenext. An app writing against the public types must compile as is.
import type { ReactElement } from 'react';
import {
  CameoProvider,
  Transcript,
  type CameoProviderProps,
  type TranscriptEntry,
  type Transport,
  type UIContent,
} from 'cameo-ui';

type IsAny<T> = 0 extends 1 & T ? true : false;
type Ok<T extends false> = T;

// A backend of the app's own, written against the interface alone (parameters typed by it).
const versions = new Map<string, number>();
const nextVersion = (widget: string) => {
  const version = (versions.get(widget) ?? 1) + 1;
  versions.set(widget, version);
  return version;
};

export const transport: Transport = {
  async listWidgets(options) {
    options?.signal?.throwIfAborted();
    return [{ id: 'board', title: 'Sprint board' }];
  },
  async render(widget, options) {
    options?.signal?.throwIfAborted();
    return { data: { widget, columns: ['To do', 'Done'] }, version: versions.get(widget) ?? 1 };
  },
  async action(widget, action, args) {
    return { widget, action, args, version: nextVersion(widget) };
  },
  subscribe(widget, listener, options) {
    const timer = setInterval(() => {
      try {
        listener({ widget, data: { columns: [] }, version: nextVersion(widget) });
      } catch (error) {
        options?.onError?.(error instanceof Error ? error : new Error(String(error)));
      }
    }, 1000);
    return () => clearInterval(timer);
  },
};

const note: UIContent = { kind: 'text', text: 'Board data is a snapshot.' };
const launcher: UIContent = { kind: 'widget', label: 'Open board', widget: 'board', data: { columns: ['To do'] } };
const launcherWithoutSnapshot: UIContent = { kind: 'widget', label: 'Open board', widget: 'board' };
// @ts-expect-error UIContent is a closed union: an unknown kind does not compile.
export const unknownKind: UIContent = { kind: 'video', src: 'clip.mp4' };

export const entries: TranscriptEntry[] = [
  { type: 'user', text: 'Show me the sprint board.' },
  { type: 'assistant', text: 'Here it is.' },
  { type: 'tool_call', id: 'c1', name: 'show_board', args: { sprint: 12 } },
  { type: 'tool_result', toolCallId: 'c1', content: 'The board has two columns.', isError: false },
  { type: 'ui', toolCallId: 'c1', ui: note },
  { type: 'ui', toolCallId: 'c1', ui: launcher },
  { type: 'ui', toolCallId: 'c1', ui: launcherWithoutSnapshot },
];

// The transcript prop takes typed entries and wire-format JSON (a value or a string) alike.
export const typedProps: CameoProviderProps = { transport, transcript: entries };
export const jsonProps: CameoProviderProps = { transport, transcript: JSON.parse('[]') as unknown };
export const stringProps: CameoProviderProps = { transport, transcript: '[{"type":"user","text":"hi"}]' };

export type TransportPropIsTyped = Ok<IsAny<CameoProviderProps['transport']>>;
export const transportProp: Transport | undefined = typedProps.transport;

export function App(): ReactElement {
  return (
    <CameoProvider {...typedProps}>
      <Transcript />
    </CameoProvider>
  );
}

export function JsonApp({ saved }: { saved: string }): ReactElement {
  return (
    <CameoProvider transport={transport} transcript={saved}>
      <Transcript />
    </CameoProvider>
  );
}
