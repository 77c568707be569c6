/** A small built-in emoji panel for the composer: common ones, no library. */
import { useTranslation } from '#i18n';

/** About forty of the most used, in one string so the list stays readable. */
export const EMOJIS =
  '😀 😂 🤣 😊 😍 🥰 😘 😉 😎 🤩 🥳 😇 🤔 😏 😅 😢 😭 😡 😱 🙈 🙏 👍 👎 👏 🙌 💪 👋 🤝 ❤️ 🧡 💜 💔 🔥 ✨ 🎉 💯 💋 🌹 😈 👀'.split(
    ' ',
  );

export function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('chat.composer.emoji')}
      className="grid grid-cols-8 gap-0.5 rounded-2xl border border-line bg-surface p-2 shadow-xl"
      data-testid="chat-emoji-panel"
    >
      {EMOJIS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          onClick={() => onPick(emoji)}
          className="inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-xl hover:bg-fg/8"
          data-testid="chat-emoji"
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
