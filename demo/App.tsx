import { useChat, type Chat as AIChat } from '@ai-sdk/react';
import type { ReactNode } from 'react';
import { CameoProvider, WidgetPanel, type CameoClient, type WidgetDefinition } from '../src/index';
import { useCameoChat, type CameoUIMessage } from '../src/ai-sdk';
import { Chat } from './Chat';
import { demoLabels } from './demoLabels';
import { ThemeToggle } from './ThemeToggle';
import { useWidgetFromUrl } from './useWidgetFromUrl';
import { WidgetsPanel } from './WidgetsPanel';

export interface AppProps {
  chat: AIChat<CameoUIMessage>;
  client: CameoClient<WidgetDefinition>;
}

/** The page: the AI SDK chat drawn by Cameo, the side panel and the widgets list. */
export function App({ chat, client }: AppProps) {
  const helpers = useChat({ chat });
  const { composer } = useCameoChat(helpers, { client, continueAfterApproval: true });
  return (
    <CameoProvider client={client} labels={demoLabels}>
      <Page>
        <Chat composer={composer} error={helpers.error} />
      </Page>
    </CameoProvider>
  );
}

function Page({ children }: { children: ReactNode }) {
  useWidgetFromUrl();
  return (
    <div className="app">
      <header className="app-header">
        <h1>cameo-ui demo</h1>
        <p className="mock-notice">
          <span className="mock-notice-long">
            The chat runs an <strong>AI SDK agent loop</strong> on the dev server, with an embedded scripted model that needs
            no key and picks tools by keywords (set <code>OPENAI_API_KEY</code> for a real one). The team board lives on the
            dev server’s widget server: open it in two tabs and watch changes arrive live.
          </span>
          {/* What a phone has room for; the long form is hidden there (display: none, so not read twice). */}
          <span className="mock-notice-short">A scripted model, no key needed.</span>
        </p>
        <ThemeToggle />
      </header>
      <main className="app-main">
        {children}
        {/* Widgets that open in the side panel dock here, beside a chat that stays usable. */}
        <WidgetPanel className="app-panel" />
        <WidgetsPanel />
      </main>
    </div>
  );
}
