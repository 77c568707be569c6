/** Shares a post's address: the system share sheet where there is one, else the clipboard. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareLink(url: string, title?: string): Promise<ShareOutcome> {
  const nav = globalThis.navigator;
  if (typeof nav?.share === 'function') {
    try {
      await nav.share({ url, title });
      return 'shared';
    } catch (error) {
      // Closing the sheet is not a failure worth a message.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
