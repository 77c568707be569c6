/** What a signed-in tab loads of the chat on every page, in one chunk: the socket and the support button. */
export { ChatLive } from '../../features/chat/components/chat-live';
export { SupportButtonHost } from './support-button-host';
