// The typical chat app of `npm run size` (issue 24): provider, transcript, composer and markdown.
// Its initial chunk (the entry and what it imports statically, React excluded) has a budget.
import { createRoot } from 'react-dom/client';
import { CameoProvider, Composer, Transcript, useTranscript } from 'cameo-ui';

const transcript = [
  { type: 'user', text: 'What changed in the release?' },
  { type: 'assistant', text: '## Changes\n\n- **Faster** first paint\n- A `lighter` bundle\n\nSee [the notes](https://example.com).' },
];

function Chat() {
  const { append } = useTranscript();
  return (
    <>
      <Transcript style={{ height: '80vh' }} />
      <Composer onSend={(text) => append({ type: 'user', text })} />
    </>
  );
}

createRoot(document.getElementById('root')).render(
  <CameoProvider transcript={transcript}>
    <Chat />
  </CameoProvider>,
);
