// `cameo-ui/server`: the reference widget server. Node only (it imports `node:http` types and
// writes to Node responses); never import it from browser code.
export { createWidgetServer } from './createWidgetServer';
export type { WidgetServer, WidgetServerOptions, WidgetServerStats } from './createWidgetServer';
export type { CorsOptions } from './applyCors';
export type { ClientKey } from './createBodyReader';
export { createMemoryBroadcaster } from './createMemoryBroadcaster';
export type { MemoryBroadcasterOptions } from './createMemoryBroadcaster';
export { createRedisBroadcaster } from './redis/createRedisBroadcaster';
export type { RedisBroadcasterOptions } from './redis/createRedisBroadcaster';
export type { RedisClientLike } from './redis/RedisClientLike';
export { BroadcastConflictError, BroadcasterUnavailableError } from './Broadcaster';
export type { BroadcastEvent, BroadcastHead, Broadcaster, BroadcastSubscribeOptions, PublishOptions } from './Broadcaster';
export type { AuthorizeContext, AuthorizeRequest, AuthorizeResult } from './authorize';
export type { NextFunction, WidgetRequestHandler, WidgetServerErrorContext } from './createRequestHandler';
// What a server-side widget is written with, so a backend needs only this entry.
export { WidgetError, unknownAction, defineServerWidget } from '../core';
export type { ServerWidget, ServerWidgetContext, WidgetInfo } from '../core';
