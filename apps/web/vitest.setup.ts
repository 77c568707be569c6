import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '#testing-library';
import { afterEach, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { busy } from './src/shared/lib/busy';
import { clearSocketFrames } from './src/shared/lib/socket-frames';
import { forgetTelegramForTests } from './src/shared/lib/device';
import { useAlertStore } from './src/shared/stores/alert-store';
import { useModalStore } from './src/shared/stores/modal-store';
import { usePayModalStore } from './src/shared/stores/pay-modal-store';
import { usePreferencesStore } from './src/shared/stores/preferences-store';
import { useUserStore } from './src/shared/stores/user-store';

// findBy*/waitFor wait up to 1 s by default; on a loaded 2-core CI machine (server suites and a
// browser running beside these tests) a render can take longer than that without anything wrong.
configure({ asyncUtilTimeout: 4_000 });

// Most files share their worker's modules (vite.config.ts, "shared"), so each test leaves the app's
// global state as it found it: stores at their initial state, real timers, no stubbed globals.
const reset = <T>(store: StoreApi<T>) => store.setState(store.getInitialState(), true);

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  clearSocketFrames();
  reset(useAlertStore);
  reset(useModalStore);
  reset(usePayModalStore);
  reset(usePreferencesStore);
  reset(useUserStore);
  // An upload or a payment a test left on its way (its answer never came) is not the next test's.
  busy.forget();
  // A test that opened the page as a Telegram mini-app leaves the next one a plain browser tab.
  forgetTelegramForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
