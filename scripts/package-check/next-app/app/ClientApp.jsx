'use client';
// The app's own client boundary: the shared consumer code defines a widget component and an
// override (functions), which cannot cross from a server component as props.
export { App as ClientApp } from '../consumer/App.jsx';
