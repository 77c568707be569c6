/** /chats/chat/:privateChatId: the chat feature's conversation, with the posts feature's media picker for attachments. */
import { ConversationPage } from '../../features/chat/pages/conversation-page';
import { ChatAttachPicker } from './chat-attach-picker';

export function ChatConversationRoutePage() {
  return <ConversationPage renderAttach={(props) => <ChatAttachPicker {...props} />} />;
}
