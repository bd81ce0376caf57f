import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameoProvider, Transcript, createCameoClient, defineWidget } from 'cameo-ui';
import { parseTranscript } from 'cameo-ui/core';
import { transcriptBlock } from './docsPages';

// The wire-format rules of docs/protocol.md, run on the transcripts the guide shows.
const page = 'docs/protocol.md';

function rowTexts(): string[] {
  const log = screen.getByRole('log', { name: 'Conversation' });
  return within(log)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}


describe('docs/protocol.md: wire format', () => {
  it('reads the tuple forms: a result with UI, and a bare tuple answering the open call', () => {
    expect(parseTranscript(transcriptBlock(page, 'tuples'))).toEqual([
      { type: 'tool_call', id: 'c2', name: 'get_weather', args: { city: 'Oslo' } },
      { type: 'tool_result', toolCallId: 'c2', content: 'It is 4 °C in Oslo.', isError: false },
      { type: 'ui', toolCallId: 'c2', ui: { kind: 'text', text: 'Data from MET Norway.' } },
      { type: 'tool_call', id: 'c3', name: 'get_weather', args: { city: 'Atlantis' } },
      { type: 'tool_result', toolCallId: 'c3', content: 'unknown city', isError: true },
    ]);
  });

  it('turns malformed entries into error entries in place, numbered by wire index', () => {
    const entries = parseTranscript(transcriptBlock(page, 'malformed'));
    expect(entries[0]).toEqual({ type: 'user', text: 'Hi' });
    expect(entries[1]).toMatchObject({ type: 'error', index: 1, path: 'ui.label', message: 'widget launcher without a label' });
    expect(entries[2]).toMatchObject({ type: 'error', index: 2, path: 'type', message: "unknown entry type 'system'" });
  });

  it('draws a call, its result and its ui entries as one card, and an orphan where it arrived', () => {
    render(
      <CameoProvider transcript={transcriptBlock(page, 'ui-first')}>
        <Transcript />
      </CameoProvider>,
    );
    const rows = rowTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('sales_report');
    expect(rows[0]).toContain('Figures are provisional.');
    expect(rows[1]).toContain('No call c9');
  });

  it('asks for approval until a decision is in the transcript', async () => {
    const user = userEvent.setup();
    const onToolApproval = vi.fn();
    render(
      <CameoProvider transcript={transcriptBlock(page, 'approval')} onToolApproval={onToolApproval}>
        <Transcript />
      </CameoProvider>,
    );
    expect(screen.getAllByRole('group', { name: /^Allow/ })).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Allow delete_files to run?' })).toHaveTextContent('/tmp/cache');
    expect(screen.getByText('Not today', { selector: '[data-slot="tool-card-decision"]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onToolApproval).toHaveBeenCalledWith({ toolCallId: 'c4', approved: true });
    expect(screen.queryByRole('group', { name: /^Allow/ })).toBeNull();
  });

  it('runs the widget’s render for a launcher whose data is null', async () => {
    const user = userEvent.setup();
    const render_ = vi.fn(() => ({ cards: ['Write docs'] }));
    const kanban = defineWidget<{ cards: string[] }>({ id: 'kanban', component: ({ data }) => <p>{data.cards.join(', ')}</p>, render: render_ });
    render(
      <CameoProvider widgets={[kanban]} transcript={transcriptBlock(page, 'null-data')}>
        <Transcript />
      </CameoProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open board' }));
    expect(await within(screen.getByRole('dialog', { name: 'Open board' })).findByText('Write docs')).toBeInTheDocument();
    expect(render_).toHaveBeenCalledTimes(1);
  });

  it('counts entry numbers across chunks, and a later chunk’s tuple answers an earlier call', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const client = createCameoClient({ transcript: transcriptBlock(page, 'chunk-1') });
      render(
        <CameoProvider client={client}>
          <Transcript />
        </CameoProvider>,
      );
      act(() => void client.transcript.getState().appendJSON(transcriptBlock(page, 'malformed-chunk-2')));
      const { keys, entries: byKey } = client.transcript.getState();
      const entries = keys.map((key) => byKey.get(key)!);
      expect(entries.map((entry) => entry.type)).toEqual(['user', 'tool_call', 'tool_result', 'ui', 'error']);
      expect(entries[2]).toMatchObject({ toolCallId: 'c7', content: 'The board has 4 cards.', isError: false });
      expect(entries[4]).toMatchObject({ type: 'error', index: 3 });
      expect(screen.getByText('Could not show entry 3')).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('entry 3 at text'));
    } finally {
      warn.mockRestore();
    }
  });
});
