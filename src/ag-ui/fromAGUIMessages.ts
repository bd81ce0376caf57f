import type { Message } from '@ag-ui/core';
import * as v from 'valibot';
import { assertNever, type NewEntry } from '../core';
import { describeType, isObject, own, ownObject, readOrDrop } from '../core/internal';
import type { AGUIMappingOptions } from './AGUIMappingOptions';
import { agUIKeys } from './agUIKeys';
import { createWarnOnce } from './createWarnOnce';
import { badArgsMessage, parseToolArgs } from './parseToolArgs';
import { readActivity } from './readActivity';
import { readContent } from './readContent';
import { isStoppedToolMessage } from './stoppedToolCall';

type Role = Message['role'];
const ROLES = ['user', 'assistant', 'tool', 'activity', 'reasoning', 'system', 'developer'] as const satisfies readonly Role[];

const field = v.optional(v.unknown());
const optionalString = v.fallback(v.optional(v.string()), undefined);
const nonEmptyString = v.pipe(v.string(), v.nonEmpty());

/** Every field any role reads; each role's reader checks its own. */
const messageSchema = ownObject(
  v.object({
    id: optionalString,
    role: v.picklist(ROLES),
    content: field,
    toolCalls: v.fallback(v.optional(v.array(v.unknown())), undefined),
    toolCallId: field,
    error: field,
    activityType: field,
  }),
  'not a message',
);

/** A tool message, as the first pass looks for them (which calls have an answer). */
const toolMessageSchema = ownObject(v.object({ role: v.literal('tool'), toolCallId: v.string(), error: field }), 'not a message');

const toolCallSchema = ownObject(
  v.object({
    id: nonEmptyString,
    function: ownObject(v.object({ name: nonEmptyString, arguments: optionalString }), 'no function'),
  }),
  'not a tool call',
);

/** What reading one message needs besides the message. */
export interface MessageReading {
  options: AGUIMappingOptions;
  warn: (topic: string, message: string) => void;
  /** Calls that have a tool message in the same history: they no longer wait for approval. */
  answered: ReadonlySet<string>;
  /** Calls closed by a stopped tool message: their cards say "Stopped". */
  stopped?: ReadonlySet<string>;
  /** No run is in flight: a call without a tool message was cut off, and is cancelled. */
  ended?: boolean;
}

/**
 * An AG-UI conversation (`agent.messages`, a `MESSAGES_SNAPSHOT`, a saved thread) as Cameo
 * entries. Input is untrusted: a malformed message becomes an error entry or is left out with
 * a development warning, never a throw. System and developer messages are not drawn. Each entry
 * carries a key made from its AG-UI id, so later events find it.
 */
export function fromAGUIMessages(
  messages: readonly Message[],
  options: AGUIMappingOptions = {},
  warn: (topic: string, message: string) => void = createWarnOnce(),
  ended = true,
): NewEntry[] {
  if (!Array.isArray(messages)) {
    warn('messages:not-array', 'AG-UI messages must be an array; nothing was drawn.');
    return [];
  }
  const answered = new Set<string>();
  const stopped = new Set<string>();
  for (const raw of messages as unknown[]) {
    const message = readOrDrop(toolMessageSchema, raw);
    if (message !== undefined) (isStoppedToolMessage(message) ? stopped : answered).add(message.toolCallId);
  }
  const entries: NewEntry[] = [];
  for (const message of messages as unknown[]) readAGUIMessage(message, { options, warn, answered, stopped, ended }, entries);
  return entries;
}

/** Appends one message's entries to `out` (none, one, or a text and its tool calls). */
export function readAGUIMessage(raw: unknown, reading: MessageReading, out: NewEntry[]): void {
  const { options, warn } = reading;
  const message = readOrDrop(messageSchema, raw);
  if (message === undefined) {
    const role = isObject(raw) ? roleName(own(raw, 'role')) : typeof raw;
    warn(`role:${role}`, `An AG-UI message with an unknown role (${role}) was left out.`);
    return;
  }
  const { id, role } = message;
  switch (role) {
    case 'user':
    case 'assistant': {
      const { text, attachments } = readContent(message.content);
      // An assistant turn of tool calls only has no text to draw.
      if (role === 'user' || text !== '' || attachments.length > 0) {
        out.push({
          type: role,
          text,
          ...(attachments.length > 0 ? { attachments } : {}),
          ...(id === undefined ? {} : { key: agUIKeys.message(id) }),
        });
      }
      if (role === 'assistant') for (const call of message.toolCalls ?? []) readToolCall(call, reading, out);
      return;
    }
    case 'tool': {
      if (typeof message.toolCallId !== 'string' || message.toolCallId === '') {
        out.push({ type: 'error', message: 'An AG-UI tool message without a toolCallId' });
        return;
      }
      // The card of a call closed as stopped says so itself; this is the model's side of it.
      if (isStoppedToolMessage(message)) return;
      const { text } = readContent(message.content);
      const failed = typeof message.error === 'string' && message.error !== '';
      // The failure first, as the card shows it; a partial result survives after it.
      const content = failed ? (text === '' ? String(message.error) : `${String(message.error)}\n\n${text}`) : text;
      out.push({
        type: 'tool_result',
        toolCallId: message.toolCallId,
        content,
        isError: failed,
        ...(id === undefined ? {} : { key: agUIKeys.result(id) }),
      });
      return;
    }
    case 'reasoning': {
      if (options.reasoning === 'drop') return;
      out.push({ type: 'reasoning', text: readContent(message.content).text, ...(id === undefined ? {} : { key: agUIKeys.reasoning(id) }) });
      return;
    }
    case 'activity': {
      const entry = readActivity(id ?? '', message.activityType, message.content, options, warn);
      if (entry) out.push(id === undefined ? entry : { ...entry, key: agUIKeys.activity(id) });
      return;
    }
    case 'system':
    case 'developer':
      // Instructions to the model, not part of the conversation a person reads.
      return;
    default:
      assertNever(role, 'AG-UI role');
  }
}

function readToolCall(raw: unknown, { options, answered, stopped, ended }: MessageReading, out: NewEntry[]): void {
  const call = readOrDrop(toolCallSchema, raw);
  if (call === undefined) {
    out.push({ type: 'error', message: 'An AG-UI tool call without an id or a function name' });
    return;
  }
  const { id } = call;
  const { name } = call.function;
  const text = call.function.arguments ?? '';
  const args = parseToolArgs(text);
  const asks = !answered.has(id) && stopped?.has(id) !== true && options.needsApproval?.(name, id) === true;
  const cancelled = stopped?.has(id) === true || (ended === true && !answered.has(id) && !asks);
  out.push({
    type: 'tool_call',
    id,
    name,
    // Text that is not JSON is kept as text, so the card still shows what the model sent.
    args: args.ok ? args.value : text,
    ...(asks ? { approval: 'required' as const } : {}),
    ...(cancelled ? { cancelled: true as const } : {}),
    key: agUIKeys.call(id),
  });
  if (!args.ok) out.push({ type: 'error', message: badArgsMessage(name, id, args.error), key: agUIKeys.callError(id) });
}

/** A role the message names, for the warning: a string as it is, anything else by its type. */
function roleName(role: unknown): string {
  return typeof role === 'string' ? role : typeof role === 'object' && role !== null ? describeType(role) : String(role);
}
