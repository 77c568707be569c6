const FRAME = 'flex min-h-[26rem] overflow-hidden rounded-3xl border border-line bg-surface';

/** The chat's frame: the page's height less the header and the phone's tab bar. */
export const CHAT_FRAME = `${FRAME} h-[calc(100dvh-12.5rem)] md:h-[calc(100dvh-9rem)]`;

/** The same inside the admin area, less its name, its navigation and the page's title. */
export const ADMIN_CHAT_FRAME = `${FRAME} h-[calc(100dvh-19rem)] md:h-[calc(100dvh-20rem)]`;
