import { describe, expect, it } from 'vitest';
import { POST_VISIBILITIES, type TPostVisibility } from '@fanlane/contracts/post';
import { canView, type ViewerRights } from './can-view.ts';

const CREATOR = 'creator-1';
const FAN = 'fan-1';

/** Every combination of visibility × viewer × rights, with the answer written out independently. */
function expected(viewer: string | null, visibility: TPostVisibility, r: ViewerRights): string | null {
  if (viewer === CREATOR) return null;
  if (r.blocked) return 'blocked';
  if (visibility === 'public') return null;
  if (visibility === 'followers') return r.following || r.subscribed || r.entitled ? null : 'followers';
  if (visibility === 'subscribers') return r.subscribed || r.entitled ? null : 'subscribers';
  return r.entitled ? null : 'purchase';
}

const bools = [false, true];
const allRights: ViewerRights[] = bools.flatMap((blocked) =>
  bools.flatMap((following) =>
    bools.flatMap((subscribed) => bools.map((entitled) => ({ blocked, following, subscribed, entitled }))),
  ),
);

describe('canView', () => {
  const cases = [null, FAN, CREATOR].flatMap((viewer) =>
    POST_VISIBILITIES.flatMap((visibility) => allRights.map((rights) => ({ viewer, visibility, rights }))),
  );

  it.each(cases)('$viewer / $visibility / $rights', ({ viewer, visibility, rights }) => {
    const decision = canView(viewer, { creatorId: CREATOR, visibility }, rights);
    const reason = expected(viewer, visibility, rights);
    expect(decision).toEqual(
      reason === null ? { canView: true, lockReason: null } : { canView: false, lockReason: reason },
    );
  });

  it('covers 3 viewers × 4 visibilities × 16 rights', () => {
    expect(cases).toHaveLength(3 * 4 * 16);
  });

  it('an anonymous viewer opens public posts only', () => {
    const none = { blocked: false, following: false, subscribed: false, entitled: false };
    expect(POST_VISIBILITIES.filter((v) => canView(null, { creatorId: CREATOR, visibility: v }, none).canView)).toEqual(
      ['public'],
    );
  });

  it('a subscription does not open a pay-per-view post; a purchase does', () => {
    const sub = { blocked: false, following: true, subscribed: true, entitled: false };
    expect(canView(FAN, { creatorId: CREATOR, visibility: 'ppv' }, sub)).toEqual({
      canView: false,
      lockReason: 'purchase',
    });
    expect(canView(FAN, { creatorId: CREATOR, visibility: 'ppv' }, { ...sub, entitled: true }).canView).toBe(true);
  });

  it('a blocked buyer loses access, the owner never does', () => {
    const blockedBuyer = { blocked: true, following: true, subscribed: true, entitled: true };
    expect(canView(FAN, { creatorId: CREATOR, visibility: 'public' }, blockedBuyer).lockReason).toBe('blocked');
    expect(canView(CREATOR, { creatorId: CREATOR, visibility: 'ppv' }, blockedBuyer).canView).toBe(true);
  });
});
