/**
 * An event-stream event grew past its size limit before it ended, so the stream was cancelled
 * instead of buffered without bound. `createHttpTransport` reports it to the subscription's
 * `onError` and reconnects without the last event id: resuming would replay the same event, so
 * it asks for a fresh render instead, backing off while events stay too large.
 */
export class EventTooLargeError extends Error {
  override readonly name = 'EventTooLargeError';
  constructor(
    /** The limit that was exceeded, in characters. */
    readonly maxEventSize: number,
    label = 'event stream',
    options?: ErrorOptions,
  ) {
    super(
      `${label}: an event exceeded the limit of ${maxEventSize} characters (maxEventSize); the stream was dropped`,
      options,
    );
  }
}
