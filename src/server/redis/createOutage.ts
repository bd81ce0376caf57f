import { messageOf } from './within';

/**
 * The circuit breaker shared by the publishing connection and the reader. Once an outage is
 * known (`down`), commands are refused at once instead of each waiting out its timeout; a
 * health probe on the publishing connection then runs every `healthCheckMs` and, when it
 * answers, closes the breaker (half-open: one probe at a time, never a caller's command).
 * The probe also runs while the reader runs, so a stall is noticed with no traffic at all.
 */
export interface Outage {
  readonly isDown: boolean;
  /** Marks the backend down; only the first call of an outage is reported. */
  down(error: unknown): void;
  /**
   * The reader is healthy again: the outage ends once the probe has answered too (the fresh
   * renders that follow publish over the publishing connection).
   */
  recover(): void;
  /** Probes now (the client says it is ready again), or soon; then every `healthCheckMs` while needed. */
  watch(now?: boolean): void;
  close(): void;
}

export interface OutageOptions {
  healthCheckMs: number;
  /** One health check over the publishing connection; rejects when it fails or times out. */
  probe(): Promise<void>;
  /** Whether the reader runs (the probe then runs even while Redis is up) and is healthy. */
  reader(): { running: boolean; healthy: boolean };
  /** The outage is over: every subscriber gets a reset, every recovery listener hears it. */
  onRecover(): void;
  report(error: unknown): void;
}

export function createOutage({ healthCheckMs, probe, reader, onRecover, report }: OutageOptions): Outage {
  let isDown = false;
  /** The probe answered since the outage began. */
  let probed = true;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let probing = false;

  const tryRecover = () => {
    if (!isDown || closed || !probed) return;
    const { running, healthy } = reader();
    if (running && !healthy) return;
    isDown = false;
    onRecover();
  };

  const check = () => {
    timer = null;
    if (closed) return;
    if (!probing) {
      probing = true;
      probe().then(
        () => {
          probing = false;
          probed = true;
          tryRecover();
          schedule();
        },
        (error: unknown) => {
          probing = false;
          outage.down(error);
          schedule();
        },
      );
    }
    schedule();
  };

  /** The next check, while one is needed: during an outage, or while the reader runs. */
  function schedule(delay = healthCheckMs) {
    if (timer || closed || probing || !(isDown || reader().running)) return;
    timer = setTimeout(check, delay);
    // Never keeps a process alive that has nothing else to do.
    timer.unref?.();
  }

  const outage: Outage = {
    get isDown() {
      return isDown;
    },
    down: (error) => {
      if (closed) return;
      probed = false;
      if (isDown) return;
      isDown = true;
      report(new Error(`Redis is unavailable; updates pause until it is back: ${messageOf(error)}`, { cause: error }));
      schedule();
    },
    recover: tryRecover,
    watch: (now = false) => {
      if (closed) return;
      if (now && !probing) {
        if (timer) clearTimeout(timer);
        timer = null;
        check();
        return;
      }
      schedule();
    },
    close: () => {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
  return outage;
}
