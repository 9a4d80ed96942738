import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { api } from './api/client.ts';
import { createQueryClient } from './app/queryClient.ts';
import { createAppRouter } from './app/router.tsx';
import { SignInProvider } from './api/signIn.tsx';
import './index.css';

const queryClient = createQueryClient();
const router = createAppRouter();

// spec 000 §8: a lost session (refresh refused) sends the browser to /login.
api.setSignedOutHandler(() => {
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SignInProvider>
        <RouterProvider router={router} />
      </SignInProvider>
    </QueryClientProvider>
  </StrictMode>,
);
