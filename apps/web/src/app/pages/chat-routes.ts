/**
 * Every chat page behind one import: the route table loads them all through it, so the entry
 * holds one preload list for the chat rather than one per page (they share one chunk anyway).
 */
export { AdminSupportPage } from '../../features/chat/pages/admin-support-page';
export { AiBotPage } from '../../features/chat/pages/ai-bot-page';
export { ChatSettingsPage } from '../../features/chat/pages/chat-settings-page';
export { FanListPage } from '../../features/chat/pages/fan-list-page';
export { FanListsPage } from '../../features/chat/pages/fan-lists-page';
export { GalleryPage } from '../../features/chat/pages/gallery-page';
export { MassStatisticsPage } from '../../features/chat/pages/mass-statistics-page';
export { MessageBoardPage } from '../../features/chat/pages/message-board-page';
export { NewChatPage } from '../../features/chat/pages/new-chat-page';
export { ChatConversationRoutePage } from './chat-conversation-route-page';
export { MassComposerRoutePage } from './mass-composer-route-page';
