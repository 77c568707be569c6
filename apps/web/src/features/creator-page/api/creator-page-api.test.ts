import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import { PAGE_PROFILE_ELEMENT_ID } from '@fanlane/contracts/constants';
import type { TProfile } from '@fanlane/contracts/profile';
import { fakeApi } from '../../../../test/fake-api';
import { creatorPageKeys, prefetchCreatorProfile } from './creator-page-api';

const fromHtml: TProfile = {
  address: '0x1111111111111111111111111111111111111111',
  creatorDomain: 'Maya',
  displayName: 'Maya Rivers',
  avatar: null,
  bio: 'From the page',
  cover: '/media/covers/maya.webp',
  links: [],
  counts: { posts: 24, photos: 80, videos: 5, followers: 1200 },
  privateChatId: null,
  createdAt: '2025-06-01T10:00:00.000Z',
};
const fromApi: TProfile = { ...fromHtml, bio: 'From the API', privateChatId: 'chat-1' };

/** The data block the server writes into a creator page's HTML. */
function putInDocument(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_PROFILE_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(PAGE_PROFILE_ELEMENT_ID)?.remove());

describe('prefetchCreatorProfile', () => {
  it("shows the HTML's profile at once, takes it out of the page, and still asks the server", async () => {
    const api = fakeApi({ [PATHS.profile]: () => ({ data: fromApi }) });
    putInDocument(JSON.stringify(fromHtml));
    const client = new QueryClient();
    prefetchCreatorProfile(client, 'maya');
    expect(client.getQueryData(creatorPageKeys.profile('maya'))).toEqual(fromHtml);
    expect(document.getElementById(PAGE_PROFILE_ELEMENT_ID)).toBeNull();
    await expect.poll(() => client.getQueryData(creatorPageKeys.profile('maya'))).toEqual(fromApi);
    expect(api.bodies(PATHS.profile)).toEqual([{ addressOrDomain: 'maya' }]);
  });

  it("ignores another creator's profile, a broken one, and a second visit", async () => {
    fakeApi({ [PATHS.profile]: () => ({ data: fromApi }) });
    putInDocument(JSON.stringify(fromHtml));
    const other = new QueryClient();
    prefetchCreatorProfile(other, 'alex');
    expect(other.getQueryData(creatorPageKeys.profile('alex'))).toBeUndefined();
    // Read once: the page's copy is gone even though it was not this creator's.
    expect(document.getElementById(PAGE_PROFILE_ELEMENT_ID)).toBeNull();

    putInDocument('{"address": "0x11');
    const broken = new QueryClient();
    prefetchCreatorProfile(broken, 'maya');
    expect(broken.getQueryData(creatorPageKeys.profile('maya'))).toBeUndefined();
    await expect.poll(() => broken.getQueryData(creatorPageKeys.profile('maya'))).toEqual(fromApi);

    const later = new QueryClient();
    prefetchCreatorProfile(later, 'maya');
    expect(later.getQueryData(creatorPageKeys.profile('maya'))).toBeUndefined();
  });

  it('does not replace a profile the app already holds', () => {
    fakeApi({ [PATHS.profile]: () => ({ data: fromApi }) });
    putInDocument(JSON.stringify(fromHtml));
    const client = new QueryClient();
    client.setQueryData(creatorPageKeys.profile('maya'), fromApi);
    prefetchCreatorProfile(client, 'maya');
    expect(client.getQueryData(creatorPageKeys.profile('maya'))).toEqual(fromApi);
  });
});
