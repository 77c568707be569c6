import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 1 s by default; on a loaded 2-core CI machine (server suites and a
// browser running beside these tests) a render can take longer than that without anything wrong.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
