/**
 * Where a feature offers "report this" (a post's header, a comment, a chat message, a creator
 * page) without knowing who builds the action: the app fills the slot with the moderation
 * feature's button (app/app.tsx), so features never import each other. Empty when nobody fills it.
 */
import { createContext, useContext, type ReactNode } from 'react';

export type TReportRef = { type: 'post' | 'comment' | 'user' | 'message'; id: string; ownerAddress?: string | null };

type RenderReport = (target: TReportRef) => ReactNode;

const ReportSlotContext = createContext<RenderReport | null>(null);

export const ReportSlotProvider = ReportSlotContext.Provider;

export function ReportSlot({ target }: { target: TReportRef }) {
  const render = useContext(ReportSlotContext);
  return render ? <>{render(target)}</> : null;
}
