// The poll's MCP App view: what a third party writes with the ext-apps `App` class. It draws the
// poll from the tool result, votes through the host (`callServerTool`, which the host proxies to
// this server's `vote` tool), redraws from the vote's result, and reports its size (autoResize).
import { App, applyDocumentTheme, applyHostStyleVariables, type McpUiHostContext } from '@modelcontextprotocol/ext-apps';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

interface PollOption {
  id: string;
  label: string;
  votes: number;
}
interface Poll {
  question: string;
  options: PollOption[];
  revision?: number;
}

const root = document.getElementById('poll') ?? document.body;
const app = new App({ name: 'Team poll', version: '1.0.0' }, {}, { autoResize: true });
let selected: string | undefined;
// The newest poll drawn. A tab's own vote answer can land after the host already pushed a newer
// poll (someone else voted meanwhile): the older one is not drawn over it.
let revision = -1;

// The host sends a fresh result after a vote settles (it refetches the widget), and whenever the
// poll changes, from any tab (Cameo's `live`): keep the line that says what the person just did,
// so "Vote counted." is not wiped by the redraw.
app.ontoolresult = (result) => showResult(result, root.querySelector('[data-slot="status"]')?.textContent ?? '');
app.onhostcontextchanged = (context) => applyContext(context);
app.onteardown = async () => ({});

function applyContext(context: McpUiHostContext | undefined) {
  if (context?.theme) applyDocumentTheme(context.theme);
  if (context?.styles?.variables) applyHostStyleVariables(context.styles.variables);
}

/** The result's poll, or `null` for anything else: the view never trusts its input's shape. */
function readPoll(value: unknown): Poll | null {
  if (typeof value !== 'object' || value === null) return null;
  const { question, options, revision } = value as Record<string, unknown>;
  if (typeof question !== 'string' || !Array.isArray(options)) return null;
  const parsed: PollOption[] = [];
  for (const option of options as unknown[]) {
    if (typeof option !== 'object' || option === null) return null;
    const { id, label, votes } = option as Record<string, unknown>;
    if (typeof id !== 'string' || typeof label !== 'string' || typeof votes !== 'number') return null;
    parsed.push({ id, label, votes });
  }
  return typeof revision === 'number' ? { question, options: parsed, revision } : { question, options: parsed };
}

function textOf(result: CallToolResult): string {
  return result.content.map((block) => (block.type === 'text' ? block.text : '')).join(' ').trim();
}

function showResult(result: CallToolResult, status = '') {
  const poll = readPoll(result.structuredContent);
  if (result.isError || !poll) return showStatus(textOf(result) || 'The poll could not be read.');
  if (poll.revision !== undefined && poll.revision < revision) return showStatus(status);
  revision = poll.revision ?? revision;
  render(poll, status);
}

function showStatus(text: string) {
  let status = root.querySelector('[data-slot="status"]');
  if (!status) {
    status = document.createElement('p');
    status.setAttribute('data-slot', 'status');
    root.append(status);
  }
  status.textContent = text;
}

function render(poll: Poll, status: string) {
  const heading = document.createElement('h2');
  heading.textContent = poll.question;
  const fieldset = document.createElement('fieldset');
  const legend = document.createElement('legend');
  legend.textContent = 'Options';
  legend.hidden = true;
  fieldset.append(legend);
  if (!poll.options.some((option) => option.id === selected)) selected = poll.options[0]?.id;
  const total = poll.options.reduce((sum, option) => sum + option.votes, 0);
  for (const option of poll.options) {
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'option';
    input.value = option.id;
    input.checked = option.id === selected;
    input.addEventListener('change', () => (selected = option.id));
    const name = document.createElement('span');
    name.textContent = option.label;
    const votes = document.createElement('span');
    votes.setAttribute('data-slot', 'votes');
    votes.textContent = `${option.votes} ${option.votes === 1 ? 'vote' : 'votes'}`;
    // The share as a bar behind the row; the count beside it says the same in words.
    const bar = document.createElement('span');
    bar.setAttribute('data-slot', 'bar');
    bar.setAttribute('aria-hidden', 'true');
    bar.style.setProperty('--share', `${total > 0 ? Math.round((option.votes / total) * 100) : 0}%`);
    label.append(bar, input, name, votes);
    fieldset.append(label);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Vote';
  button.addEventListener('click', () => void vote(button));
  const line = document.createElement('p');
  line.setAttribute('data-slot', 'status');
  line.textContent = status;
  root.replaceChildren(heading, fieldset, button, line);
}

async function vote(button: HTMLButtonElement) {
  if (!selected) return;
  button.disabled = true;
  showStatus('Voting…');
  try {
    const result = await app.callServerTool({ name: 'vote', arguments: { optionId: selected } });
    showResult(result, 'Vote counted.');
  } catch (error) {
    button.disabled = false;
    showStatus(`The vote failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

app
  .connect()
  .then(() => applyContext(app.getHostContext()))
  .catch((error: unknown) => showStatus(`Could not reach the host: ${error instanceof Error ? error.message : String(error)}`));
