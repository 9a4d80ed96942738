import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach } from 'vitest';
import { signInStore } from './src/api/client.ts';

// Lazy screens are real dynamic imports: on a busy machine the first one takes over a second.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library unmounts between tests by itself only when test globals are on; they are off.
afterEach(() => {
  cleanup();
  signInStore.clear(); // also empties localStorage's three entries and the store's cached snapshot
  localStorage.clear();
  toast.remove(); // the toasts' queue is the module's, shared by every test of a file
});
