export interface RedisServerOptions {
  /** Loopback port to bind; a free one when omitted. */
  port?: number;
  /** Working directory; a fresh temp directory (removed by stop()) when omitted. */
  dir?: string;
  /** Extra redis-server arguments, after (and so overriding) the defaults. */
  args?: string[];
}

export interface RedisServer {
  port: number;
  /** `redis://127.0.0.1:<port>`, for `createClient({ url })`. */
  url: string;
  dir: string;
  /** Kills the server and removes its temp directory. */
  stop(): Promise<void>;
  /** Kills the server and starts it again on the same port (an outage and recovery). */
  restart(): Promise<void>;
  /** kill -9, keeping the directory (and an append-only file in it) and the port for revive(). */
  crash(): Promise<void>;
  /** Starts a crashed server again with the same arguments, directory and port; resolves on PING. */
  revive(): Promise<void>;
  /** SIGSTOP: the server stops answering with its connections open (a stall, a partition). */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
}

export declare const REDIS_SERVER_PATH: string;
export declare function startRedis(options?: RedisServerOptions): Promise<RedisServer>;
