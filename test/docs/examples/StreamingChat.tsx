import { CameoProvider, Transcript, createCameoClient } from 'cameo-ui';

export const client = createCameoClient({ transcript: [{ type: 'user', text: 'Summarise the call' }] });

/** Streams a reply into the transcript from outside React: one row re-renders per token. */
export async function streamReply(tokens: AsyncIterable<string>): Promise<void> {
  const [key] = client.transcript.getState().append({ type: 'assistant', text: '' });
  for await (const token of tokens) client.transcript.getState().appendText(key!, token);
}

export function Chat() {
  return (
    <CameoProvider client={client}>
      {/* Its own scroll container: give it a height, and a tab stop for keyboard users. */}
      <Transcript style={{ height: '100%' }} tabIndex={0} />
    </CameoProvider>
  );
}
