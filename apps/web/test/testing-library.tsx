/**
 * Testing Library for the app's renderer. The app renders with Preact behind React's API
 * (docs/architecture.md, "The renderer"); this is the part of `@testing-library/react` the tests
 * use, on Preact's `act`, with React's binding's timing. Rendering, re-rendering, unmounting and
 * every event (the DOM library's `fireEvent` and user-event both go through its event wrapper) run
 * inside `act`, so their renders and effects, cleanups included, have run when the call returns.
 * `waitFor` and the `findBy` queries are not inside `act`: the page renders on its own while they
 * poll, as in a browser. (`@testing-library/preact` wraps neither unmounting nor cleanup, and holds
 * every render back until a whole `waitFor` ends.)
 */
import { configure, getQueriesForElement, prettyDOM } from '@testing-library/dom';
import { options } from 'preact';
import { act as preactAct } from 'preact/test-utils';
import { createElement } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { vi } from 'vitest';

export * from '@testing-library/dom';

/**
 * Preact's `act`, typed as React's: a callback that returns a promise gives a promise to await; any
 * other has run, with its renders and effects, when `act` returns.
 */
export function act(callback: () => Promise<unknown>): Promise<void>;
export function act(callback: () => void): void;
export function act(callback: () => unknown): Promise<void> | undefined {
  let awaited = false;
  const done = preactAct(() => {
    const result = callback();
    if (!(result instanceof Promise)) return undefined;
    awaited = true;
    return result.then(() => undefined);
  });
  return awaited ? done : undefined;
}

// Outside `act`, effects (and the cleanups of unmounted components) run right after the render that
// scheduled them, not after the next animation frame, which happy-dom's timers would make 16-35 ms
// late and fake timers would hold forever.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

configure({
  eventWrapper: (run) => {
    let result: unknown;
    act(() => {
      result = run();
    });
    return result;
  },
  asyncWrapper: async (run: () => Promise<unknown>) => {
    const result = await run();
    // As React's binding: one turn of the timers before going on, so what the awaited change set off
    // on its way (TanStack Query tells its observers on a zero timeout) has landed, then a flush.
    await new Promise<void>((resolve) => {
      setTimeout(resolve, 0);
      if (vi.isFakeTimers()) vi.advanceTimersByTime(0);
    });
    act(() => {});
    return result;
  },
});

type Root = ReturnType<typeof createRoot>;
const mounted = new Map<HTMLElement, Root>();

export interface RenderOptions {
  container?: HTMLElement;
  baseElement?: HTMLElement;
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export function render(ui: ReactNode, options: RenderOptions = {}) {
  const baseElement = options.baseElement ?? options.container ?? document.body;
  const container = options.container ?? baseElement.appendChild(document.createElement('div'));
  const root = mounted.get(container) ?? createRoot(container);
  mounted.set(container, root);
  const wrap = (node: ReactNode) => (options.wrapper ? createElement(options.wrapper, null, node) : node);
  act(() => root.render(wrap(ui)));
  return {
    container,
    baseElement,
    debug: (element: Element = baseElement) => console.log(prettyDOM(element)),
    rerender: (next: ReactNode) => act(() => root.render(wrap(next))),
    unmount: () => act(() => root.unmount()),
    asFragment: () => document.createRange().createContextualFragment(container.innerHTML),
    ...getQueriesForElement(baseElement),
  };
}

export function renderHook<Result, Props>(
  callback: (props: Props) => Result,
  options: { initialProps?: Props; wrapper?: RenderOptions['wrapper'] } = {},
) {
  const result = { current: undefined as Result };
  function Probe({ props }: { props: Props }) {
    result.current = callback(props);
    return null;
  }
  const view = render(createElement(Probe, { props: options.initialProps as Props }), { wrapper: options.wrapper });
  return {
    result,
    rerender: (props?: Props) => view.rerender(createElement(Probe, { props: props as Props })),
    unmount: view.unmount,
  };
}

/** Unmounts everything rendered and takes the containers out of the document (after each test). */
export function cleanup(): void {
  for (const [container, root] of mounted) {
    act(() => root.unmount());
    if (container.parentNode === document.body) container.remove();
  }
  mounted.clear();
}
