import { CameoProvider, type ToolSet, type WidgetDefinition } from '../src/index';
import type { MockAgent } from './agent/createMockAgent';
import { Chat } from './Chat';
import initialTranscript from './fixtures/initialTranscript.json';
import { ThemeToggle } from './ThemeToggle';
import { WidgetsPanel } from './WidgetsPanel';

export interface AppProps {
  agent: MockAgent;
  tools: ToolSet;
  widgets: readonly WidgetDefinition[];
}

/** The page: a chat seeded from a wire-format fixture, with the widgets panel beside it. */
export function App({ agent, tools, widgets }: AppProps) {
  return (
    <CameoProvider transcript={initialTranscript} widgets={widgets}>
      <div className="app">
        <header className="app-header">
          <h1>cameo-ui demo</h1>
          <p className="mock-notice">
            This is a <strong>mock agent</strong>: it runs in your browser with no network and no LLM, and picks tools by
            keywords.
          </p>
          <ThemeToggle />
        </header>
        <main className="app-main">
          <Chat agent={agent} />
          <WidgetsPanel tools={tools} />
        </main>
      </div>
    </CameoProvider>
  );
}
