/**
 * /chats (messageBoard): the board beside the open conversation (or its gallery) on wider screens;
 * on phones one of the two at a time, the conversation with its way back.
 */
import { MessagesSquare } from 'lucide-react';
import { Outlet, useParams } from 'react-router';
import { useTranslation } from '#i18n';
import { withChatStrings } from '../lib/chat-strings';
import { BoardPane } from '../components/board-pane';
import { ChatSpinner } from '../components/chat-paged-list';
import { CHAT_FRAME } from '../components/chat-frame';

function MessageBoard() {
  const { t } = useTranslation();
  const { privateChatId } = useParams();
  const open = privateChatId !== undefined;
  return (
    <div className={`${CHAT_FRAME} -mx-2 sm:mx-0`} data-testid="chat-frame" data-open={open}>
      <aside
        className={`${open ? 'hidden md:flex' : 'flex'} w-full min-w-0 flex-col md:w-80 md:shrink-0 md:border-e md:border-line lg:w-96`}
        data-testid="chat-board-pane"
      >
        <BoardPane />
      </aside>
      <section className={`${open ? 'flex' : 'hidden md:flex'} min-w-0 flex-1 flex-col`} data-testid="chat-detail-pane">
        {open ? (
          <Outlet />
        ) : (
          <div className="m-auto flex flex-col items-center gap-3 p-6 text-center text-muted" data-testid="chat-select">
            <MessagesSquare className="size-10" aria-hidden />
            <p className="text-sm">{t('chat.board.select')}</p>
          </div>
        )}
      </section>
    </div>
  );
}

export const MessageBoardPage = withChatStrings(
  MessageBoard,
  <ChatSpinner className={`${CHAT_FRAME} -mx-2 items-center justify-center sm:mx-0`} />,
);
