import { afterEach, describe, expect, it, vi } from 'vitest';
import { readInvitation } from '../shared/lib/invitation';
import { applyTelegramStartParam, resetTelegramStartForTests } from './telegram-start';

function openedByTelegram(url: string) {
  history.replaceState(null, '', url);
  resetTelegramStartForTests();
  const navigate = vi.fn();
  applyTelegramStartParam(navigate);
  return navigate;
}

afterEach(() => {
  history.replaceState(null, '', '/');
  sessionStorage.clear();
  localStorage.clear();
});

describe('the Telegram start parameter on launch', () => {
  it('d_democreator opens the creator page, in place of the launch address', () => {
    const navigate = openedByTelegram('/#tgWebAppData=x&tgWebAppStartParam=d_democreator');
    expect(navigate).toHaveBeenCalledWith('/democreator', { replace: true });
  });

  it('p_<id> from the query opens the post', () => {
    const navigate = openedByTelegram('/?tgWebAppStartParam=p_8f14e45f');
    expect(navigate).toHaveBeenCalledWith('/post?id=8f14e45f', { replace: true });
  });

  it('keeps an inviter it carries', () => {
    openedByTelegram('/#tgWebAppStartParam=d_democreator_inviter_0xabc');
    expect(readInvitation().inviter).toBe('0xabc');
  });

  it('acts once per tab: a reload later in the session leaves the fan where they are', () => {
    expect(openedByTelegram('/#tgWebAppStartParam=r')).toHaveBeenCalledWith('/rewardCenter', { replace: true });
    expect(openedByTelegram('/wallet#tgWebAppStartParam=r')).not.toHaveBeenCalled();
  });

  it('does nothing without a start parameter', () => {
    expect(openedByTelegram('/#tgWebAppData=x')).not.toHaveBeenCalled();
  });
});
