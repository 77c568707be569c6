import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from './alert-store';

afterEach(() => useAlertStore.getState().close());

describe('alert store', () => {
  it('opens with a message and an optional action', () => {
    const onAction = vi.fn();
    useAlertStore.getState().show({ message: 'Restricted', actionLabel: 'SUPPORT', onAction });
    expect(useAlertStore.getState()).toMatchObject({
      open: true,
      message: 'Restricted',
      actionLabel: 'SUPPORT',
      variant: 'default',
    });
    useAlertStore.getState().onAction?.();
    expect(onAction).toHaveBeenCalled();
  });

  it('has a card-billing variant', () => {
    useAlertStore.getState().show({ message: 'Billing', variant: 'card-billing' });
    expect(useAlertStore.getState().variant).toBe('card-billing');
  });

  it('a newer alert replaces the open one, without its action', () => {
    useAlertStore.getState().show({ message: 'one', actionLabel: 'SUPPORT', onAction: vi.fn() });
    useAlertStore.getState().show({ message: 'two' });
    expect(useAlertStore.getState()).toMatchObject({ message: 'two', actionLabel: undefined, onAction: undefined });
  });

  it('closes', () => {
    useAlertStore.getState().show({ message: 'x' });
    useAlertStore.getState().close();
    expect(useAlertStore.getState().open).toBe(false);
  });
});
