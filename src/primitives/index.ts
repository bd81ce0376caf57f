// Headless parts: no classes, state as data-* attributes, `asChild` where it helps. The styled
// components in ../components are built from these alone.
export * as ComposerPrimitive from './composer';
export * as TranscriptPrimitive from './transcript';
export * as WidgetPrimitive from './widget';
