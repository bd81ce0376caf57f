import { CameoProvider, type Transport, type WidgetDefinition } from '../src/index';
import type { MockAgent } from './agent/createMockAgent';
import { Chat } from './Chat';
import initialTranscript from './fixtures/initialTranscript.json';
import { ThemeToggle } from './ThemeToggle';
import { useWidgetFromUrl } from './useWidgetFromUrl';
import { WidgetsPanel } from './WidgetsPanel';

export interface AppProps {
  agent: MockAgent;
  transport: Transport;
  widgets: readonly WidgetDefinition[];
}

/** The page: a chat seeded from a wire-format fixture, with the widgets list beside it. */
export function App({ agent, transport, widgets }: AppProps) {
  return (
    <CameoProvider transcript={initialTranscript} widgets={widgets} transport={transport}>
      <Page agent={agent} />
    </CameoProvider>
  );
}

function Page({ agent }: { agent: MockAgent }) {
  useWidgetFromUrl();
  return (
    <div className="app">
      <header className="app-header">
        <h1>cameo-ui demo</h1>
        <p className="mock-notice">
          A <strong>mock agent</strong> runs in your browser with no LLM and picks tools by keywords. The team board lives
          on the dev server’s widget server: open it in two tabs and watch changes arrive live.
        </p>
        <ThemeToggle />
      </header>
      <main className="app-main">
        <Chat agent={agent} />
        <WidgetsPanel />
      </main>
    </div>
  );
}
