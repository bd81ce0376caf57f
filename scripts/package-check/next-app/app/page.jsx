// A server component. It imports CameoProvider and Transcript straight from 'cameo-ui', which
// only works because the package's React entry declares "use client" itself.
import { CameoProvider, Transcript } from 'cameo-ui';
import { ClientApp } from './ClientApp';

const fromServer = [{ type: 'assistant', text: 'Rendered from a server component.' }];

export default function Page() {
  return (
    <>
      <ClientApp title="Next.js app router" />
      <section data-testid="server-section">
        <CameoProvider transcript={fromServer}>
          <Transcript />
        </CameoProvider>
      </section>
    </>
  );
}
