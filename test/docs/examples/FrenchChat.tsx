import { CameoProvider, Transcript, type CameoLabels, type TextContent } from 'cameo-ui';

// Module scope, so it is one stable object; the rest of the strings stay English.
const french: Partial<CameoLabels> = { close: 'Fermer', conversation: 'Conversation', you: 'Vous', assistant: 'Assistant' };

function Tip({ note }: { note: TextContent }) {
  return <aside className="tip">{note.text}</aside>;
}

export function FrenchChat({ transcript }: { transcript: unknown }) {
  return (
    <CameoProvider transcript={transcript} labels={french}>
      <Transcript components={{ Note: Tip }} empty={<p>Posez une question.</p>} />
    </CameoProvider>
  );
}
