import { describe, expect, it, vi } from 'vitest';
import { busy } from './busy';

describe('busy', () => {
  it('is busy from the first piece of work until the last one ends, and says so once each way', () => {
    const told = vi.fn();
    const unsubscribe = busy.subscribe(told);
    const payment = busy.start();
    const upload = busy.start();
    expect(busy.isBusy()).toBe(true);
    payment();
    expect(busy.isBusy()).toBe(true);
    upload();
    expect(busy.isBusy()).toBe(false);
    expect(told.mock.calls).toEqual([[true], [false]]);
    unsubscribe();
  });

  it('counts an end called twice once, so a double cleanup cannot end another piece of work', () => {
    const payment = busy.start();
    const upload = busy.start();
    payment();
    payment();
    expect(busy.isBusy()).toBe(true);
    upload();
    expect(busy.isBusy()).toBe(false);
  });

  it('runs work as busy and ends however it settles', async () => {
    let duringWork = false;
    await expect(
      busy.during(() => {
        duringWork = busy.isBusy();
        return Promise.reject(new Error('refused'));
      }),
    ).rejects.toThrow('refused');
    expect(duringWork).toBe(true);
    expect(busy.isBusy()).toBe(false);
    await expect(busy.during(() => Promise.resolve('paid'))).resolves.toBe('paid');
    expect(busy.isBusy()).toBe(false);
  });

  it('stops telling a listener that unsubscribed', () => {
    const told = vi.fn();
    busy.subscribe(told)();
    busy.start()();
    expect(told).not.toHaveBeenCalled();
  });
});
