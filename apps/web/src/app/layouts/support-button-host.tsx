/** The chat's support button, opening the conversation at the named route messageDetail (spec section 2). */
import { useNavigate } from 'react-router';
import { SupportButton } from '../../features/chat/components/support-button';
import { routePath } from '../routes';

export function SupportButtonHost() {
  const navigate = useNavigate();
  return (
    <SupportButton
      onOpen={({ privateChatId, address }) =>
        void navigate(routePath('messageDetail', { privateChatId }, { privateChatId, address }))
      }
    />
  );
}
