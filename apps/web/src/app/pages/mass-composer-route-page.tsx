/**
 * /chats/newChatsSend: the chat feature's mass message composer, with the creator's active tiers
 * (the subscriptions feature) for a one-tier audience and the posts feature's media picker.
 */
import { useMemo } from 'react';
import { MassComposerPage } from '../../features/chat/pages/mass-composer-page';
import { useOwnTiers } from '../../features/subscriptions/api/use-own-tiers';
import { ChatAttachPicker } from './chat-attach-picker';

export function MassComposerRoutePage() {
  const { query } = useOwnTiers();
  const { data, isError } = query;
  const tiers = useMemo(
    () => (isError ? [] : data?.filter((tier) => tier.status === 'active').map(({ id, name }) => ({ id, name }))),
    [data, isError],
  );
  return <MassComposerPage tiers={tiers} renderAttach={(props) => <ChatAttachPicker {...props} />} />;
}
