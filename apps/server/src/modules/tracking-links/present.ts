/** What the web app is shown of a link: the URL to share is built here, from PUBLIC_URL and the creator's domain. */
import type { TTrackingLink, TTrackingLinkFigures } from '@fanlane/contracts/tracking-links';
import type { TrackingLinkRow } from '../../db/schema/index.ts';
import type { LinkFigures } from './tracking-links-repo.ts';

export const linkUrl = (publicUrl: string, creatorDomain: string, code: string) =>
  `${publicUrl}/${encodeURIComponent(creatorDomain)}?promotionTag=${code}`;

export function presentLink(row: TrackingLinkRow, publicUrl: string, creatorDomain: string): TTrackingLink {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    url: linkUrl(publicUrl, creatorDomain, row.code),
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const NO_FIGURES: LinkFigures = { clicks: 0, signUps: 0, follows: 0, subscribers: 0, revenueCents: 0n };

export const presentFigures = (f: LinkFigures): TTrackingLinkFigures => ({
  clicks: f.clicks,
  signUps: f.signUps,
  follows: f.follows,
  subscribers: f.subscribers,
  revenueCents: f.revenueCents.toString(),
});
