/** One pushed update, encoded once and written as-is to every subscriber. */
export interface UpdateEvent {
  /** The SSE event id a client resumes from (the broadcaster's event id). */
  id: string;
  version: number;
  /** The JSON body `{"data":…,"version":N}`, shared by the render route and the event stream. */
  payload: string;
}

/**
 * Serializes a render's data; `undefined` becomes `null` so the `data` key is never dropped.
 * Throws on what JSON cannot carry (cycles, BigInt), before any version is spent on it.
 */
export function serializeData(data: unknown): string {
  return JSON.stringify(data === undefined ? null : data);
}

export function createUpdateEvent(dataJson: string, version: number, id: string): UpdateEvent {
  return { id, version, payload: `{"data":${dataJson},"version":${version}}` };
}

const frames = new WeakMap<UpdateEvent, Buffer>();

/**
 * The SSE frame, encoded once per event and shared by every subscriber: a broadcast to 10,000
 * streams, or a backlog queued for slow ones, holds one copy of the bytes, not one per stream.
 * JSON never contains a raw CR or LF, so the payload fits on one `data:` line; ids come from the
 * broadcaster (digits, or Redis's `ms-seq`), never with a line break.
 */
export function eventFrame(event: UpdateEvent): Buffer {
  let frame = frames.get(event);
  if (!frame) {
    frame = Buffer.from(`id: ${event.id}\nevent: update\ndata: ${event.payload}\n\n`, 'utf8');
    frames.set(event, frame);
  }
  return frame;
}
