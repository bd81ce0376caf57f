/// <reference types="vite/client" />

// react-dom's profiling build (its Profiler onRender fires in production); @types/react-dom
// does not type this entry, and it exports what react-dom/client does.
declare module 'react-dom/profiling' {
  export * from 'react-dom/client';
}
