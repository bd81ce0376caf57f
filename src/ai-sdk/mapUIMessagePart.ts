import { formatJson, warnInDevelopment } from '../core/internal';
import { parseUIContent, type Attachment, type TranscriptEntry } from '../core';
import { CAMEO_UI_PART, EXPIRED_APPROVAL } from './cameoUIPart';

/** How `useChat` messages become Cameo entries: shared by the incremental sync and `fromUIMessages`. */
export interface UIMessageMappingOptions {
  /** `'collapsed'` (the default) draws reasoning as a collapsed "Thinking" row; `'hidden'` drops it. */
  reasoning?: 'collapsed' | 'hidden';
}

/** One entry a message maps to, under the key it asks the store for. */
export interface MappedEntry {
  key: string;
  entry: TranscriptEntry;
  /**
   * Linked to a tool call by id (its result, decision or UI): the list draws it in the call's
   * card wherever it sits, so it may be appended after later rows.
   */
  linked: boolean;
}

/** What one part maps to: entries, or a file for its message's attachment chips. */
export interface MappedPart {
  entries: readonly MappedEntry[];
  attachment?: Attachment;
  /**
   * The id of a call the SDK runs only once its approval is sent (`approval-requested`, or
   * approved and not yet run): it can never run once a later user message follows it.
   */
  awaiting?: string;
  /** The id of a call approved and not yet run (`approval-responded`): cut off if its turn stops. */
  approved?: string;
  /**
   * The id of a call still without a result or a question (`input-streaming`, `input-available`):
   * running while its message streams, cut off once it no longer does.
   */
  open?: string;
}

/** What a mapping needs besides the part: its options, and one warning per kind of surprise. */
export interface PartContext {
  reasoning: 'collapsed' | 'hidden';
  /** Warns once per `kind` for the mapper's lifetime, in development only. */
  warnOnce(kind: string, message: string): void;
}

/** A context whose warnings go out once per kind: one per sync or per `fromUIMessages` call. */
export function createPartContext(options: UIMessageMappingOptions = {}): PartContext {
  const warned = new Set<string>();
  return {
    reasoning: options.reasoning ?? 'collapsed',
    warnOnce(kind, message) {
      if (warned.has(kind)) return;
      warned.add(kind);
      warnInDevelopment(message);
    },
  };
}

/** Known parts that have nothing to draw in a transcript (step boundaries, citations, provider extras). */
const undrawnParts = new Set(['step-start', 'source-url', 'source-document', 'custom', 'reasoning-file']);

const none: MappedPart = { entries: [] };

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/**
 * Maps one `UIMessage` part (untrusted: a saved thread can hold anything) to entries. Never
 * throws: a malformed part becomes an error entry or is ignored with a development warning.
 */
export function mapUIMessagePart(
  part: unknown,
  index: number,
  message: { id: string; textType: 'user' | 'assistant' },
  context: PartContext,
): MappedPart {
  const key = `${message.id}:${index}`;
  if (!isObject(part) || typeof part.type !== 'string') {
    context.warnOnce('malformed part', `message ${message.id} has a part that is not an object with a type; it was ignored.`);
    return none;
  }
  const { type } = part;
  if (type === 'text') {
    if (typeof part.text !== 'string') return errorPart(key, `text part ${index} of message ${message.id} has no text`);
    return one(key, { type: message.textType, text: part.text });
  }
  if (type === 'reasoning') {
    if (context.reasoning === 'hidden') return none;
    if (typeof part.text !== 'string') return errorPart(key, `reasoning part ${index} of message ${message.id} has no text`);
    return one(key, { type: 'reasoning', text: part.text, streaming: part.state === 'streaming' });
  }
  if (type === 'file') {
    const attachment = attachmentOf(part);
    if (!attachment) context.warnOnce('malformed file part', `message ${message.id} has a file part without a url or mediaType; it was ignored.`);
    return attachment ? { entries: [], attachment } : none;
  }
  if (type === 'dynamic-tool' || type.startsWith('tool-')) return mapToolPart(part, type, key, context);
  if (type === CAMEO_UI_PART) return mapCameoUIPart(part.data, key);
  if (type === 'steering-message') return mapSteeringMessage(part, key);
  if (undrawnParts.has(type)) return none;
  context.warnOnce(`part ${type}`, `parts of type "${type}" have no meaning in Cameo and are ignored.`);
  return none;
}

/**
 * The seven tool states onto one card: the call, then the human's decision and the result,
 * each under a key of the call id so its rows keep their identity as the state moves on.
 */
function mapToolPart(part: Fields, type: string, key: string, context: PartContext): MappedPart {
  const id = part.toolCallId;
  if (typeof id !== 'string' || id === '') return errorPart(key, `tool part ${key} has no toolCallId`);
  const name = type === 'dynamic-tool' ? part.toolName : type.slice('tool-'.length);
  if (typeof name !== 'string' || name === '') return errorPart(`${id}:call`, `tool call ${id} has no name`);
  const { state, input } = part;
  const approval = isObject(part.approval) ? part.approval : undefined;
  const streaming = state === 'input-streaming';
  const call: TranscriptEntry = {
    type: 'tool_call',
    id,
    name,
    args: streaming || input === undefined || input === null ? {} : input,
    ...(streaming ? { argsText: typeof part.rawInput === 'string' ? part.rawInput : jsonText(input) } : {}),
    ...(approval ? { approval: 'required' as const } : {}),
  };
  const entries: MappedEntry[] = [{ key: `${id}:call`, entry: call, linked: false }];
  const decided = approval && typeof approval.approved === 'boolean' ? approval.approved : state === 'output-denied' ? false : undefined;
  if (decided !== undefined) {
    const reason = approval && typeof approval.reason === 'string' ? { reason: approval.reason } : {};
    // The SDK's own automatic answer (its toolApproval policy) is the agent's, never the person's.
    const by = approval?.isAutomatic === true ? { by: 'agent' as const } : {};
    entries.push(linked(`${id}:approval`, { type: 'tool_approval', toolCallId: id, approved: decided, ...reason, ...by }));
  }
  if (state === 'output-available') {
    const content = typeof part.output === 'string' ? part.output : formatJson(part.output);
    entries.push(linked(`${id}:result`, { type: 'tool_result', toolCallId: id, content, isError: false }));
  } else if (state === 'output-error') {
    const content = typeof part.errorText === 'string' && part.errorText !== '' ? part.errorText : 'The tool failed.';
    entries.push(linked(`${id}:result`, { type: 'tool_result', toolCallId: id, content, isError: true }));
  } else if (!knownToolStates.has(state)) {
    context.warnOnce(`tool state ${String(state)}`, `tool call ${id} has the unknown state ${JSON.stringify(state)}; it is drawn as running.`);
  }
  const awaiting = state === 'approval-requested' || (state === 'approval-responded' && decided !== false);
  if (awaiting) return state === 'approval-responded' ? { entries, awaiting: id, approved: id } : { entries, awaiting: id };
  return state === 'input-streaming' || state === 'input-available' ? { entries, open: id } : { entries };
}

/**
 * The end of a call whose approval a later user message made unanswerable: the SDK resends only
 * when the last assistant message has all its answers, and `streamText` reads approvals only
 * from the last message, so the call would otherwise wait (or run) forever on its card.
 */
export function expiredApproval(toolCallId: string): MappedEntry {
  return linked(`${toolCallId}:result`, { type: 'tool_result', toolCallId, content: EXPIRED_APPROVAL, isError: true });
}

/**
 * A call cut off without a result: its message no longer streams (a Stop, a failed request, a
 * closed tab), so nothing will ever answer it. The card says so and never shows it running again.
 */
export function cancelledCall(item: MappedEntry): MappedEntry {
  return item.entry.type === 'tool_call' ? { ...item, entry: { ...item.entry, cancelled: true } } : item;
}

const knownToolStates = new Set<unknown>(['input-streaming', 'input-available', 'approval-requested', 'approval-responded', 'output-available', 'output-error', 'output-denied']);

/** A Cameo tool's UI side effect, read as untrusted input: a saved thread can hold anything. */
function mapCameoUIPart(data: unknown, key: string): MappedPart {
  const id = isObject(data) ? data.toolCallId : undefined;
  if (typeof id !== 'string' || id === '') return errorPart(key, `a ${CAMEO_UI_PART} part has no toolCallId`);
  if (isObject(data) && data.error !== undefined) {
    const why = typeof data.error === 'string' ? data.error : 'an error that is not text';
    return { entries: [linked(`${id}:ui`, { type: 'error', message: `The UI of tool call ${id} is malformed: ${why}` })] };
  }
  const ui = parseUIContent(isObject(data) ? data.ui : undefined);
  if (!ui.ok) return { entries: [linked(`${id}:ui`, { type: 'error', message: `The UI of tool call ${id} is malformed: ${ui.error}`, path: 'ui' })] };
  return { entries: [linked(`${id}:ui`, { type: 'ui', toolCallId: id, ui: ui.value })] };
}

/** A user message added mid-run (AI SDK steering): its text, with its files as chips. */
function mapSteeringMessage(part: Fields, key: string): MappedPart {
  const parts = Array.isArray(part.parts) ? (part.parts as unknown[]) : [];
  const texts: string[] = [];
  const attachments: Attachment[] = [];
  for (const inner of parts) {
    if (!isObject(inner)) continue;
    if (inner.type === 'text' && typeof inner.text === 'string') texts.push(inner.text);
    const attachment = inner.type === 'file' ? attachmentOf(inner) : undefined;
    if (attachment) attachments.push(attachment);
  }
  const text = texts.join('\n\n');
  return one(key, attachments.length > 0 ? { type: 'user', text, attachments } : { type: 'user', text });
}

function attachmentOf(part: Fields): Attachment | undefined {
  if (typeof part.url !== 'string' || typeof part.mediaType !== 'string') return undefined;
  return typeof part.filename === 'string' ? { url: part.url, mediaType: part.mediaType, name: part.filename } : { url: part.url, mediaType: part.mediaType };
}

/** Partial input as the card's growing argument text; never throws on what JSON cannot hold. */
function jsonText(input: unknown): string {
  if (input === undefined) return '';
  try {
    return JSON.stringify(input) ?? '';
  } catch {
    return formatJson(input);
  }
}

function one(key: string, entry: TranscriptEntry): MappedPart {
  return { entries: [{ key, entry, linked: false }] };
}

function linked(key: string, entry: TranscriptEntry): MappedEntry {
  return { key, entry, linked: true };
}

function errorPart(key: string, message: string): MappedPart {
  // Linked: an error stands for one part, and may show up late without reordering the rest.
  return { entries: [linked(key, { type: 'error', message })] };
}
