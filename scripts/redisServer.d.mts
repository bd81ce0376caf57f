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
}

export declare const REDIS_SERVER_PATH: string;
export declare function startRedis(options?: RedisServerOptions): Promise<RedisServer>;
