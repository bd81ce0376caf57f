import { CameoProvider, WidgetPanel, type CameoClient, type WidgetDefinition } from '../src/index';
import type { MockAgent } from './agent/createMockAgent';
import { Chat } from './Chat';
import { ThemeToggle } from './ThemeToggle';
import { useWidgetFromUrl } from './useWidgetFromUrl';
import { WidgetsPanel } from './WidgetsPanel';

export interface AppProps {
  agent: MockAgent;
  client: CameoClient<WidgetDefinition>;
}

/** The page: a chat seeded from a wire-format fixture, the side panel and the widgets list. */
export function App({ agent, client }: AppProps) {
  return (
    <CameoProvider client={client}>
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
        {/* Widgets that open in the side panel dock here, beside a chat that stays usable. */}
        <WidgetPanel className="app-panel" />
        <WidgetsPanel />
      </main>
    </div>
  );
}
