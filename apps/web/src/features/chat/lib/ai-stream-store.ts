/**
 * AI replies while they are written, per conversation: the socket's `ai_delta` frames add to a
 * reply (by `streamId`) until the stored message (clientId `ai:<streamId>`) takes its place; an
 * `error` frame naming the conversation (the AI could not answer) ends them and is kept to show.
 */
import { create } from 'zustand';

export type AiStream = { streamId: string; text: string };
/** A failed AI reply: the catalogue code and the server's (English) message. */
export type AiProblem = { code: number; msg: string };

type AiStreamState = {
  streams: Record<string, AiStream[]>;
  problems: Record<string, AiProblem>;
};

export const useAiStreams = create<AiStreamState>()(() => ({ streams: {}, problems: {} }));

const NONE: AiStream[] = [];
const AI_CLIENT_ID = /^ai:(.+)$/;

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const { [key]: _gone, ...rest } = record;
  return rest;
}

/** A piece of a reply: appended to its stream, a new stream when it is the first. */
export function addAiDelta({
  privateChatId,
  streamId,
  text,
}: {
  privateChatId: string;
  streamId: string;
  text: string;
}) {
  useAiStreams.setState((s) => {
    const list = s.streams[privateChatId] ?? NONE;
    const known = list.some((stream) => stream.streamId === streamId);
    const next = known
      ? list.map((stream) => (stream.streamId === streamId ? { ...stream, text: stream.text + text } : stream))
      : [...list, { streamId, text }];
    return { streams: { ...s.streams, [privateChatId]: next }, problems: withoutKey(s.problems, privateChatId) };
  });
}

/** A stored message: if it is a streamed reply, its stream is done. */
export function finishAiStream(privateChatId: string, clientId: string | null) {
  const streamId = clientId ? AI_CLIENT_ID.exec(clientId)?.[1] : undefined;
  if (!streamId) return;
  useAiStreams.setState((s) => {
    const list = s.streams[privateChatId];
    if (!list?.some((stream) => stream.streamId === streamId)) return s;
    const next = list.filter((stream) => stream.streamId !== streamId);
    return {
      streams: next.length > 0 ? { ...s.streams, [privateChatId]: next } : withoutKey(s.streams, privateChatId),
    };
  });
}

/** The AI could not answer in this conversation: what it wrote so far goes (nothing was stored). */
export function failAiReply(privateChatId: string, problem: AiProblem) {
  useAiStreams.setState((s) => ({
    streams: withoutKey(s.streams, privateChatId),
    problems: { ...s.problems, [privateChatId]: problem },
  }));
}

export function dismissAiProblem(privateChatId: string) {
  useAiStreams.setState((s) => ({ problems: withoutKey(s.problems, privateChatId) }));
}

export function resetAiStreams() {
  useAiStreams.setState({ streams: {}, problems: {} }, true);
}

export const useConversationStreams = (privateChatId: string) => useAiStreams((s) => s.streams[privateChatId] ?? NONE);

export const useConversationProblem = (privateChatId: string) => useAiStreams((s) => s.problems[privateChatId] ?? null);
