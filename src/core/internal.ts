// Core's one surface for its sibling layers (react, primitives, components and the integrations),
// not for apps: `cameo-ui/core` is the public one. A sibling imports core only from `../core` or
// from here, never a file deep inside it (lint forbids it), so core can move its files freely.
// Browser-safe: nothing here reaches Ajv or Node. Ajv-backed helpers are in `internalAgent.ts`.
export { parsed, problem } from './ParseResult';
export { containerOf } from './WidgetSpec';
export { createSubscribable } from './createSubscribable';
export type { Subscribable, SubscribableHooks } from './createSubscribable';
export type { Store } from './createStore';
export { createTokenBucket } from './createTokenBucket';
export { formatJson } from './formatJson';
export { describeType, isObject, own, quote } from './readObject';
export type { JsonObject } from './readObject';
export { readWidgetHtml } from './readWidgetHtml';
export { toError } from './toError';
export { readToolOutcome } from './toolOutcome';
export type { RawOutcome } from './toolOutcome';
export { warnInDevelopment } from './schemas/warnInDevelopment';
export { shareEqualData } from './shareEqualData';
export { backoffDelay } from './transport/backoff';
export { ownFields } from './schemas/ownFields';
export { readPayload } from './schemas/readPayload';
export { ownObject } from './schemas/ownObject';
export { readOrDrop } from './schemas/readOrDrop';
