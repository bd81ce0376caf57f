import { useId, useState, type FormEvent } from 'react';
import type { MockAgent } from './agent/createMockAgent';
import { useMockAgent } from './useMockAgent';

/** The message form. One turn at a time: Send is disabled while the agent works. */
export function Composer({ agent }: { agent: MockAgent }) {
  const { send, busy } = useMockAgent(agent);
  const [draft, setDraft] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = draft.trim();
    if (message === '' || busy) return;
    setDraft('');
    void send(message);
  };

  return (
    <form className="composer" onSubmit={submit}>
      <label htmlFor={inputId}>Message</label>
      <div className="composer-row">
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Try “weather in Paris”, “Q2 sales”, “kanban board” or “fail”"
          autoComplete="off"
        />
        <button type="submit" disabled={busy}>
          Send
        </button>
      </div>
      <p role="status" className="composer-status">
        {busy ? 'The mock agent is working…' : ''}
      </p>
    </form>
  );
}
