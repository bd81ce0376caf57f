import { StrictMode, version } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../consumer/App.jsx';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App title={`Vite on React ${version}`} />
  </StrictMode>,
);
