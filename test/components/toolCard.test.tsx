import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Transcript } from '../../src';
import { ToolCardPrimitive, type ToolCardGroup } from '../../src/primitives';
import { renderCameo } from '../helpers/renderCameo';

const asked = { type: 'tool_call', id: 'c1', name: 'delete_files', args: { path: '/tmp/cache' }, approval: 'required' };
const card = () => screen.getByRole('listitem').querySelector<HTMLElement>('[data-slot="tool-card"]')!;

describe('ToolCard', () => {
  it('shows a running call with words and a live indicator, then its result when it arrives', () => {
    const { store } = renderCameo(<Transcript />, { transcript: [{ type: 'tool_call', id: 'c1', name: 'get_weather', args: { city: 'Oslo' } }] });
    const trigger = screen.getByRole('button', { name: /get_weather/ });
    expect(trigger).toHaveAccessibleName('get_weather Running');
    expect(card()).toHaveAttribute('data-state', 'running');
    expect(card().querySelector('[data-part="indicator"]')).toHaveAttribute('aria-hidden', 'true');
    act(() => void store.getState().append({ type: 'tool_result', toolCallId: 'c1', content: '21 °C', isError: false }));
    expect(trigger).toHaveAccessibleName('get_weather Done');
    expect(card()).toHaveAttribute('data-state', 'complete');
  });

  it('announces a status change politely, and nothing for history on mount', () => {
    const { store } = renderCameo(<Transcript />, {
      transcript: [{ type: 'tool_call', id: 'c1', name: 'get_weather', args: {} }],
    });
    const status = within(card()).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    act(() => void store.getState().append({ type: 'tool_result', toolCallId: 'c1', content: 'boom', isError: true }));
    expect(status).toHaveTextContent('get_weather: Failed');
  });

  it('shows an error’s message even while closed', () => {
    renderCameo(<Transcript />, {
      transcript: [
        { type: 'tool_call', id: 'c1', name: 'get_weather', args: {} },
        { type: 'tool_result', toolCallId: 'c1', content: 'service unreachable', isError: true },
      ],
    });
    expect(screen.getByRole('button', { name: /get_weather/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('service unreachable')).toHaveAttribute('data-state', 'error');
    expect(card()).toHaveAttribute('data-state', 'error');
  });

  it('uses the app’s friendly label for a tool', () => {
    renderCameo(<Transcript />, {
      transcript: [{ type: 'tool_call', id: 'c1', name: 'get_weather', args: {} }],
      labels: { toolLabel: (name) => ({ get_weather: 'Weather' })[name] ?? name },
    });
    expect(screen.getByRole('button', { name: 'Weather Running' })).toBeInTheDocument();
  });

  it('shows streamed arguments as they grow', async () => {
    const user = userEvent.setup();
    const { store } = renderCameo(<Transcript />, { transcript: [{ type: 'tool_call', id: 'c1', name: 'search', args: {}, argsText: '' }] });
    await user.click(screen.getByRole('button', { name: /search/ }));
    const key = store.getState().keys[0]!;
    act(() => store.getState().appendArgs(key, '{"query": "<img src=x onerror=alert(1)>'));
    const args = card().querySelector('pre')!;
    expect(args).toHaveTextContent('{"query": "<img src=x onerror=alert(1)>');
    expect(args).toHaveAttribute('data-streaming');
    expect(args.querySelector('img')).toBeNull();
    act(() => store.getState().updateArgs(key, { query: 'oslo' }));
    expect(card().querySelector('pre')).toHaveTextContent('"query": "oslo"');
    expect(card().querySelector('pre')).not.toHaveAttribute('data-streaming');
  });

  it('asks before a call runs, showing what will run; Approve records it, tells the app and focuses the trigger', async () => {
    const user = userEvent.setup();
    const onToolApproval = vi.fn();
    const { store } = renderCameo(<Transcript />, { transcript: [asked], onToolApproval });
    const question = screen.getByRole('group', { name: 'Allow delete_files to run?' });
    expect(question).toHaveTextContent('/tmp/cache');
    expect(card()).toHaveAttribute('data-state', 'pending');
    await user.click(within(question).getByRole('button', { name: 'Approve' }));
    expect(onToolApproval).toHaveBeenCalledWith({ toolCallId: 'c1', approved: true });
    expect(screen.queryByRole('group', { name: /Allow/ })).not.toBeInTheDocument();
    expect(card()).toHaveAttribute('data-state', 'running');
    expect(screen.getByRole('button', { name: /delete_files/ })).toHaveFocus();
    const { keys, entries } = store.getState();
    expect(entries.get(keys.at(-1)!)).toMatchObject({ type: 'tool_approval', toolCallId: 'c1', approved: true });
    // One card still: the decision folds into it.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('Deny moves the card to denied, says so, and the tool never gets a second question', async () => {
    const user = userEvent.setup();
    const onToolApproval = vi.fn();
    renderCameo(<Transcript />, { transcript: [asked], onToolApproval });
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    expect(card()).toHaveAttribute('data-state', 'denied');
    expect(screen.getByRole('button', { name: /delete_files/ })).toHaveAccessibleName('delete_files Denied');
    // Said once: the status says Denied, and no decision line repeats it.
    expect(within(card()).getByText('Denied', { selector: '[data-slot="tool-card-status"] *' })).toBeVisible();
    expect(card().querySelector('[data-slot="tool-card-decision"]')).toBeNull();
    expect(onToolApproval).toHaveBeenCalledTimes(1);
  });

  it('asks its approval as a question in words, above the arguments, and not once answered', async () => {
    const user = userEvent.setup();
    const labels = {
      toolLabel: (name: string) => (name === 'delete_files' ? 'Delete files' : name),
      approvalQuestion: ({ args, label }: { args: unknown; label: string }) =>
        `${label} in ${(args as { path: string }).path}?`,
    };
    renderCameo(<Transcript />, { transcript: [asked], labels });
    // The question in words names the group, so a screen reader says it once.
    const group = screen.getByRole('group', { name: 'Delete files in /tmp/cache?' });
    const question = within(group).getByText('Delete files in /tmp/cache?');
    expect(group).toHaveAttribute('aria-labelledby', question.id);
    expect(group).not.toHaveAttribute('aria-label');
    const args = group.querySelector('[data-slot="tool-card-args"]')!;
    expect(question.compareDocumentPosition(args) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.queryByText('Delete files in /tmp/cache?')).toBeNull();
  });

  it('asks "Allow <tool> to run?" in words by default', () => {
    renderCameo(<Transcript />, { transcript: [asked] });
    expect(within(screen.getByRole('group')).getByText('Allow delete_files to run?')).toBeVisible();
  });

  it('after a reload a pending approval still asks, and an answered one does not', () => {
    const first = renderCameo(<Transcript />, { transcript: JSON.stringify([asked]) });
    expect(screen.getByRole('group', { name: /Allow delete_files/ })).toBeInTheDocument();
    first.unmount();
    renderCameo(<Transcript />, {
      transcript: JSON.stringify([asked, { type: 'tool_approval', toolCallId: 'c1', approved: false, reason: 'Not now' }]),
    });
    expect(screen.queryByRole('group', { name: /Allow/ })).not.toBeInTheDocument();
    // The reason shows under the status, which already says Denied.
    expect(screen.getByText('Not now', { selector: '[data-slot="tool-card-decision"]' })).toBeInTheDocument();
    expect(screen.queryByText(/Denied: Not now/)).toBeNull();
  });

  it('a decision whose call is missing renders on its own', () => {
    renderCameo(<Transcript />, { transcript: [{ type: 'tool_approval', toolCallId: 'gone', approved: true }] });
    expect(screen.getByRole('listitem')).toHaveTextContent('Approved');
  });

  it('the headless parts rebuild the card', async () => {
    const user = userEvent.setup();
    const Card = ToolCardPrimitive;
    const MyCard = ({ group }: { group: ToolCardGroup }) => (
      <Card.Root group={group} data-testid="mine">
        <Card.Trigger>
          <Card.Label />
        </Card.Trigger>
        <Card.Status />
        <Card.Content>
          <Card.Args />
          <Card.Result />
        </Card.Content>
        <Card.Ui />
      </Card.Root>
    );
    renderCameo(<Transcript components={{ ToolCard: MyCard }} />, {
      transcript: [
        { type: 'tool_call', id: 'c1', name: 'lookup', args: { q: 1 } },
        { type: 'tool_result', toolCallId: 'c1', content: 'found', isError: false },
        { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'a note' } },
      ],
    });
    const mine = screen.getByTestId('mine');
    expect(mine).toHaveAttribute('data-state', 'complete');
    expect(mine).toHaveTextContent('a note');
    expect(mine).not.toHaveTextContent('found');
    await user.click(screen.getByRole('button', { name: 'lookup' }));
    expect(mine).toHaveAttribute('data-expanded');
    expect(mine).toHaveTextContent('found');
  });

  it('re-renders only the card whose group changed when rows are added', () => {
    const drawn: string[] = [];
    const Counting = ({ group }: { group: ToolCardGroup }) => {
      drawn.push(group.callKey ?? '');
      return <ToolCardPrimitive.Root group={group}>{group.resultKey ? 'done' : 'open'}</ToolCardPrimitive.Root>;
    };
    const { store } = renderCameo(<Transcript components={{ ToolCard: Counting }} />, {
      transcript: [
        { type: 'tool_call', id: 'a', name: 'first', args: {} },
        { type: 'tool_call', id: 'b', name: 'second', args: {} },
      ],
    });
    const [first, second] = store.getState().keys;
    drawn.length = 0;
    act(() => void store.getState().append({ type: 'assistant', text: 'thinking' }));
    expect(drawn).toEqual([]);
    act(() => void store.getState().append({ type: 'tool_result', toolCallId: 'b', content: 'ok', isError: false }));
    expect(drawn).toEqual([second]);
    expect(drawn).not.toContain(first);
  });
});

describe('ToolCard: whose decision it is', () => {
  it('an approval the agent sends is shown as the agent’s, never as the person’s, and their Deny still works', async () => {
    const user = userEvent.setup();
    const onToolApproval = vi.fn();
    const { store } = renderCameo(<Transcript />, { transcript: [asked], onToolApproval });
    // The agent's stream answers for the person, even claiming to be theirs.
    act(() => void store.getState().appendJSON([{ type: 'tool_approval', toolCallId: 'c1', approved: true }]));

    expect(within(card()).getByText('Approved by the agent, not by you')).toBeVisible();
    expect(within(card()).queryByText('Approved')).toBeNull();
    expect(card()).toHaveAttribute('data-state', 'pending');
    const question = screen.getByRole('group', { name: 'Allow delete_files to run?' });
    await user.click(within(question).getByRole('button', { name: 'Deny' }));

    expect(onToolApproval).toHaveBeenCalledWith({ toolCallId: 'c1', approved: false });
    expect(card()).toHaveAttribute('data-state', 'denied');
    expect(screen.getByRole('button', { name: /delete_files/ })).toHaveAccessibleName('delete_files Denied');
    expect(within(card()).queryByText(/by the agent/)).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('a later agent decision never overwrites the person’s Deny', async () => {
    const user = userEvent.setup();
    const { store } = renderCameo(<Transcript />, { transcript: [asked] });
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    act(() => void store.getState().appendJSON([{ type: 'tool_approval', toolCallId: 'c1', approved: true }]));
    expect(card()).toHaveAttribute('data-state', 'denied');
    expect(screen.queryByText(/Approved/)).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('a new turn that reuses a call id asks again, and the click is sent', async () => {
    const user = userEvent.setup();
    const onToolApproval = vi.fn();
    renderCameo(<Transcript />, {
      transcript: [asked, { type: 'tool_approval', toolCallId: 'c1', approved: true }, { type: 'tool_result', toolCallId: 'c1', content: 'done', isError: false }, asked],
      onToolApproval,
    });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onToolApproval).toHaveBeenCalledWith({ toolCallId: 'c1', approved: true });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
