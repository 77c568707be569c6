/**
 * Test helper: one conversation served the way the chat calls answer it: its line, its messages
 * newest page first (30 a page, `beforeSeq` for older ones), and sends stored with the next seq.
 */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatMessage, TChatPair } from '@fanlane/contracts/chat';
import type { FakeAnswer, FakeHandler } from './fake-api';
import { message } from './chat-fixtures';
import { FAN } from './sign-in';

const PAGE = 30;

export function chatServer(pair: TChatPair, stored: TChatMessage[]) {
  const all = [...stored];
  const handlers: Record<string, FakeHandler> = {
    [PATHS.chatPairDetail]: () => ({ data: pair }),
    [PATHS.chatMessageList]: (body) => {
      const before = typeof body.beforeSeq === 'number' ? body.beforeSeq : Infinity;
      const after = typeof body.afterSeq === 'number' ? body.afterSeq : null;
      if (after !== null) {
        const items = all.filter((m) => m.seq > after);
        return { data: { items, more: false } };
      }
      const older = all.filter((m) => m.seq < before);
      return { data: { items: older.slice(-PAGE), more: older.length > PAGE } };
    },
    [PATHS.chatSend]: (body) => {
      const seq = (all.at(-1)?.seq ?? 0) + 1;
      const sent = message(pair.privateChatId, seq, {
        sender: FAN,
        text: typeof body.text === 'string' ? body.text : '',
        clientId: typeof body.clientId === 'string' ? body.clientId : null,
      });
      all.push(sent);
      return { data: sent };
    },
    [PATHS.chatRead]: (body) => ({ data: { readSeq: body.seq, unreadCount: 0 } }),
  };
  return {
    handlers,
    messages: all,
    /** Answers the next call to `path` with `answer` instead (works once `handlers` is what fakeApi was given). */
    once(path: string, answer: FakeAnswer | (() => Promise<FakeAnswer>)) {
      const usual = handlers[path];
      let used = false;
      handlers[path] = async (body) => {
        if (used) return usual ? usual(body) : { data: null };
        used = true;
        return typeof answer === 'function' ? answer() : answer;
      };
    },
  };
}
