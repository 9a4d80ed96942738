// P6's baseline: the smallest React app Vite builds (react + react-dom/client), built in the
// same run with the same plugin as the panel.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello, world</h1>
  </StrictMode>,
);
