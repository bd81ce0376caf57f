import { CameoProvider, Transcript, type AssistantMessageEntry, type UserMessageEntry } from 'cameo-ui';
import { TranscriptPrimitive } from 'cameo-ui/primitives';

function Bubble({ entry }: { entry: UserMessageEntry | AssistantMessageEntry }) {
  return (
    <TranscriptPrimitive.Message entry={entry} asChild>
      <article className={entry.type === 'user' ? 'bubble mine' : 'bubble'}>
        <TranscriptPrimitive.MessageText />
      </article>
    </TranscriptPrimitive.Message>
  );
}

export function BubbleChat({ transcript }: { transcript: unknown }) {
  return (
    <CameoProvider transcript={transcript}>
      <Transcript components={{ Message: Bubble }} />
    </CameoProvider>
  );
}
