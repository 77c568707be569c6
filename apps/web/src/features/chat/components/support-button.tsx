/**
 * The floating support button (spec section 1): a round button at the bottom right that opens the
 * viewer's conversation with the official support account, opening one first when there is none.
 * A failed look-up is ignored (spec section 8): the button just stops waiting. The app decides
 * where it shows and where the conversation is.
 */
import { useState } from 'react';
import { Headset } from 'lucide-react';
import { useTranslation } from '#i18n';
import { Spinner } from '../../../shared/ui/spinner';
import { openSupportChat } from '../api/support-api';
import { withChatStrings } from '../lib/chat-strings';

export type SupportTarget = { privateChatId: string; address: string };

function FloatingButton({ onOpen }: { onOpen: (target: SupportTarget) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    if (busy) return;
    setBusy(true);
    try {
      onOpen(await openSupportChat());
    } catch {
      // Ignored on purpose (spec section 8): no alert; the user can press it again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void open()}
      aria-label={t('chat.support.button')}
      title={t('chat.support.button')}
      aria-busy={busy}
      className="fixed end-4 bottom-24 z-40 md:end-6 md:bottom-6 inline-flex size-14 cursor-pointer items-center justify-center rounded-full bg-accent text-white shadow-lg shadow-accent/30 ring-1 ring-white/10 transition-transform hover:scale-105 hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      data-testid="support-button"
    >
      {busy ? <Spinner className="size-6" /> : <Headset className="size-6" aria-hidden />}
    </button>
  );
}

export const SupportButton = withChatStrings(FloatingButton);
