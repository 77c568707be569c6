import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '#testing-library';
import userEvent from '@testing-library/user-event';
import '../../i18n';
import { useAlertStore } from '../stores/alert-store';
import { GlobalAlert } from './global-alert';

beforeEach(() => {
  useAlertStore.getState().close();
});

function showAlert(options: Parameters<ReturnType<typeof useAlertStore.getState>['show']>[0]) {
  render(<GlobalAlert />);
  act(() => useAlertStore.getState().show(options));
}

describe('GlobalAlert', () => {
  it('shows nothing until an alert is raised', () => {
    render(<GlobalAlert />);
    expect(screen.queryByTestId('alert-dialog')).not.toBeInTheDocument();
  });

  it('shows the message and closes by its close button', async () => {
    showAlert({ message: 'There seems to be a problem. (No.500.)' });
    expect(await screen.findByTestId('alert-dialog')).toBeInTheDocument();
    expect(screen.getByTestId('alert-message')).toHaveTextContent('There seems to be a problem. (No.500.)');
    expect(screen.queryByTestId('alert-action')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('alert-close'));
    expect(useAlertStore.getState().open).toBe(false);
    expect(screen.queryByTestId('alert-dialog')).not.toBeInTheDocument();
  });

  it('does not close on Escape or a click on the mask', async () => {
    showAlert({ message: 'Still here' });
    const dialog = await screen.findByTestId('alert-dialog');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    const overlay = document.querySelector('[data-state="open"]:not([role="dialog"])');
    if (overlay) {
      fireEvent.pointerDown(overlay);
      fireEvent.click(overlay);
    }
    fireEvent.pointerDown(document.body);

    expect(useAlertStore.getState().open).toBe(true);
    expect(screen.getByTestId('alert-dialog')).toBeInTheDocument();
  });

  it('shows the extra action upper-case, runs it and closes', async () => {
    const onAction = vi.fn();
    showAlert({ message: 'Your account is restricted.', actionLabel: 'Support', onAction });
    const action = await screen.findByTestId('alert-action');
    expect(action).toHaveTextContent('SUPPORT');

    await userEvent.click(action);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(useAlertStore.getState().open).toBe(false);
  });

  it('has its own heading in the card-billing variant', async () => {
    showAlert({ message: 'Card billing notice', variant: 'card-billing' });
    expect(await screen.findByTestId('alert-heading')).toHaveTextContent('About your card statement');
    expect(screen.getByTestId('alert-dialog').querySelector('[data-variant="card-billing"]')).not.toBeNull();
  });

  it('uses the default heading otherwise', async () => {
    showAlert({ message: 'Hello' });
    expect(await screen.findByTestId('alert-heading')).toHaveTextContent('Notice');
  });
});
