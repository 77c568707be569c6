import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '#testing-library';
import userEvent from '@testing-library/user-event';
import { useModalStore } from '../stores/modal-store';
import { initialUserData, useUserStore } from '../stores/user-store';
import { armPendingIntent, takeResumableIntent } from '../lib/login-intent';
import { Button } from './button';

const { saveRedirectUri } = vi.hoisted(() => ({ saveRedirectUri: vi.fn() }));
vi.mock('../lib/redirect-uri', () => ({ saveRedirectUri }));

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';

beforeEach(() => {
  useUserStore.setState(initialUserData());
  useModalStore.setState({ loginOpen: false, loginIntent: null, buyOpen: false });
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/alice?tab=posts');
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('Button with auth', () => {
  it('sends an anonymous user to the login modal instead of running the action', async () => {
    useModalStore.setState({ buyOpen: true });
    const onClick = vi.fn();
    render(
      <Button auth attrDomain="alice" onClick={onClick}>
        Follow
      </Button>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));

    expect(onClick).not.toHaveBeenCalled();
    expect(saveRedirectUri).toHaveBeenCalledWith('/alice?tab=posts');
    const modals = useModalStore.getState();
    expect(modals.loginOpen).toBe(true);
    expect(modals.loginIntent).toEqual({ kind: 'follow', domain: 'alice' });
    expect(modals.buyOpen).toBe(false);
  });

  it('opens the login modal with the intent it was given and keeps it for after the sign-in', async () => {
    const onClick = vi.fn();
    render(
      <Button
        auth
        attrDomain="alice"
        authIntent={{ kind: 'unlock', postId: 'p1', priceCents: '499' }}
        onClick={onClick}
      >
        Unlock
      </Button>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));

    expect(onClick).not.toHaveBeenCalled();
    expect(useModalStore.getState().loginIntent).toEqual({ kind: 'unlock', postId: 'p1', priceCents: '499' });
    armPendingIntent();
    expect(takeResumableIntent('/alice?tab=posts')).toEqual({ kind: 'unlock', postId: 'p1', priceCents: '499' });
  });

  it('renders the creator domain as the attr-domain attribute the login modal reads', () => {
    render(<Button auth attrDomain="bob" text="Subscribe" />);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('attr-domain', 'bob');
  });

  it('opens the login modal without a domain when the button names none', async () => {
    render(<Button auth text="Sign in" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useModalStore.getState().loginOpen).toBe(true);
    expect(useModalStore.getState().loginIntent).toEqual({ kind: 'generic' });
  });

  it('does not submit its form for an anonymous user', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button auth htmlType="submit" text="Buy" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('runs the action for a logged-in user and leaves the login modal closed', async () => {
    useUserStore.setState({ address: ADDRESS });
    const onClick = vi.fn();
    render(<Button auth attrDomain="alice" onClick={onClick} text="Follow" />);

    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(saveRedirectUri).not.toHaveBeenCalled();
    expect(useModalStore.getState().loginOpen).toBe(false);
  });
});

describe('Button', () => {
  it('runs the action without auth whoever clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick} text="Share" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(useModalStore.getState().loginOpen).toBe(false);
  });

  it('shows the loading text, is disabled and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(<Button loading text="Save" textLoading="Saving…" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    render(<Button disabled text="Pay" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('applies type, justify, round, icon, active, border and text colour', () => {
    render(
      <Button
        type="delete"
        justify="between"
        round
        isIcon
        isActive
        hideBorder
        textColor="rgb(1, 2, 3)"
        aria-label="Remove"
      >
        x
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button).toHaveAttribute('data-type', 'delete');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button.className).toContain('justify-between');
    expect(button.className).toContain('rounded-full');
    expect(button.className).toContain('size-10');
    expect(button.className).toContain('border-0');
    expect(button).toHaveStyle({ color: 'rgb(1, 2, 3)' });
  });

  it('is a plain button unless told to submit', () => {
    render(
      <>
        <Button text="A" />
        <Button text="B" htmlType="submit" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'A' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'B' })).toHaveAttribute('type', 'submit');
  });
});
