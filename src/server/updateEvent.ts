/** One pushed update, encoded once and written as-is to every subscriber and to the replay buffer. */
export interface UpdateEvent {
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

export function createUpdateEvent(dataJson: string, version: number): UpdateEvent {
  return { version, payload: `{"data":${dataJson},"version":${version}}` };
}

/** The SSE frame. JSON never contains a raw CR or LF, so the payload fits on one `data:` line. */
export function eventFrame(event: UpdateEvent): string {
  return `id: ${event.version}\nevent: update\ndata: ${event.payload}\n\n`;
}
