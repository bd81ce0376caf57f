import { CameoProvider, Transcript, type AssistantMessageEntry, type UserMessageEntry } from 'cameo-ui';
import { MessagePrimitive } from 'cameo-ui/primitives';

function Bubble({ entry }: { entry: UserMessageEntry | AssistantMessageEntry }) {
  return (
    <MessagePrimitive.Root entry={entry} asChild>
      <article className={entry.type === 'user' ? 'bubble mine' : 'bubble'}>
        <MessagePrimitive.Text />
      </article>
    </MessagePrimitive.Root>
  );
}

export function BubbleChat({ transcript }: { transcript: unknown }) {
  return (
    <CameoProvider transcript={transcript}>
      <Transcript components={{ Message: Bubble }} />
    </CameoProvider>
  );
}
