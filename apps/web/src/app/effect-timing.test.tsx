import { afterEach, expect, it } from 'vitest';
import { options } from 'preact';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { runEffectsAfterCommit } from './effect-timing';

// The tests' own timing (test/testing-library.tsx), put back after this file changed it.
const testOptions = { ...options };
afterEach(() => {
  Object.assign(options, testOptions);
});

const nextMessage = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

it('runs effects, and the cleanups of unmounted components, in the task after the commit', async () => {
  runEffectsAfterCommit();
  const seen: string[] = [];
  function Layer({ name }: { name: string }) {
    useEffect(() => {
      seen.push(`mount ${name}`);
      return () => {
        seen.push(`unmount ${name}`);
      };
    }, [name]);
    return null;
  }
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(<Layer name="welcome" />);
  await Promise.resolve();
  expect(seen).toEqual([]);
  await nextMessage();
  expect(seen).toEqual(['mount welcome']);

  root.render(<Layer name="rewards" />);
  await nextMessage();
  expect(seen).toEqual(['mount welcome', 'unmount welcome', 'mount rewards']);
  root.unmount();
  await nextMessage();
  expect(seen.at(-1)).toBe('unmount rewards');
  container.remove();
});
