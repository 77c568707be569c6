/**
 * Demo content for a fresh install outside production: the demo creators get an avatar, a cover
 * and posts of every visibility with pictures drawn by sharp (no external assets), and a short
 * clip when ffmpeg is present, and a collection of them; the demo fan follows them. Runs once: a creator with posts is left
 * alone.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { AVATAR_EDGE, COVER_HEIGHT, COVER_WIDTH } from '@fanlane/contracts/profile';
import type { TPostVisibility } from '@fanlane/contracts/post';
import type { AppDeps } from '../deps.ts';
import type { UserRow } from '../db/schema/index.ts';
import { SNIFF_BYTES, sniffMedia } from '../media/sniff-media.ts';
import { findVideoBinaries, videoToolsLoader } from '../media/video-tools.ts';
import { uploadMedia } from '../modules/media/upload-media.ts';
import { insertCollection, replaceCollectionPosts } from '../modules/collections/collections-repo.ts';
import { setFollowing } from '../modules/follows/follows-repo.ts';
import { hasPosts } from '../modules/posts/posts-repo.ts';
import { createPost } from '../modules/posts/write-post.ts';
import { saveTier } from '../modules/subscriptions/save-tier.ts';
import { findUserByEmail, updateProfileFields } from '../modules/users/users-repo.ts';
import type { FastifyBaseLogger } from 'fastify';

type Palette = [string, string, string];
type DemoPost = {
  text: string;
  visibility: TPostVisibility;
  price?: string;
  pictures: string[];
  teaser?: boolean;
  video?: boolean;
  pinned?: boolean;
  /** A subscribers-only post that needs the higher tier. */
  innerCircle?: boolean;
};
type DemoCreator = { email: string; bio: string; palette: Palette; posts: DemoPost[] };

const CREATORS: DemoCreator[] = [
  {
    email: 'creator@demo.fanlane.local',
    bio: 'Landscape photographer. Sunrises, long exposures and the stories behind them.',
    palette: ['#ff7e5f', '#feb47b', '#2b1055'],
    posts: [
      {
        text: 'Welcome to my page! Everything here is shot on location, no filters.',
        visibility: 'public',
        pictures: ['Dawn', 'Ridge'],
        pinned: true,
      },
      {
        text: 'Followers get the full-resolution set from last weekend.',
        visibility: 'followers',
        pictures: ['Valley', 'Mist', 'Pines'],
      },
      { text: 'Subscribers: the raw files and my editing notes.', visibility: 'subscribers', pictures: ['Raw #1'] },
      {
        text: 'The golden-hour series, 12 frames. First one is free.',
        visibility: 'ppv',
        price: '499',
        pictures: ['Gold 1', 'Gold 2', 'Gold 3'],
        teaser: true,
      },
      { text: 'A few seconds of the waterfall.', visibility: 'public', pictures: [], video: true },
    ],
  },
  {
    email: 'luna@demo.fanlane.local',
    bio: 'Illustrator and painter. Weekly process videos and print drops.',
    palette: ['#8e2de2', '#4a00e0', '#00d2ff'],
    posts: [
      { text: 'New series: night gardens. Here is the first sketch.', visibility: 'public', pictures: ['Sketch'] },
      { text: 'Process shots for my followers.', visibility: 'followers', pictures: ['Layer 1', 'Layer 2'] },
      { text: 'The finished night garden in full size.', visibility: 'ppv', price: '299', pictures: ['Night garden'] },
      {
        text: 'Inner circle: brushes and palettes I use.',
        visibility: 'subscribers',
        pictures: ['Palette'],
        innerCircle: true,
      },
    ],
  },
  {
    email: 'kai@demo.fanlane.local',
    bio: 'Coach. Short workouts you can do anywhere, meal plans for subscribers.',
    palette: ['#11998e', '#38ef7d', '#0f2027'],
    posts: [
      { text: '10-minute morning routine. Save it!', visibility: 'public', pictures: ['Stretch', 'Core'] },
      { text: 'Followers: the full week plan.', visibility: 'followers', pictures: ['Week plan'] },
      {
        text: 'My 30-day program, all in one post.',
        visibility: 'ppv',
        price: '999',
        pictures: ['Day 1', 'Day 2'],
        teaser: true,
      },
      { text: 'Subscribers: this week’s meal prep.', visibility: 'subscribers', pictures: ['Meal prep'] },
    ],
  },
];

/** A picture with a gradient sky, hills and a title: enough to tell images apart in the demo. */
function picture(palette: Palette, title: string, width: number, height: number, seed: number): Promise<Buffer> {
  const [a, b, c] = palette;
  const hill = (y: number, amp: number, colour: string, opacity: number) =>
    `<path d="M0 ${y} Q ${width * 0.25} ${y - amp} ${width * 0.5} ${y} T ${width} ${y} V ${height} H 0 Z" fill="${colour}" opacity="${opacity}"/>`;
  const sunX = ((seed * 137) % 70) + 15;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${sunX}%" cy="${30 + (seed % 3) * 8}%" r="${Math.round(height * 0.12)}" fill="#fff8e7" opacity="0.85"/>
    ${hill(height * 0.7, height * 0.15, c, 0.55)}${hill(height * 0.82, height * 0.1, c, 0.85)}
    <text x="50%" y="92%" font-family="sans-serif" font-size="${Math.round(height / 14)}" font-weight="700" fill="#ffffff" text-anchor="middle" opacity="0.9">${title}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

const execFileAsync = promisify(execFile);

async function clip(dir: string, ffmpegPath: string | undefined, log: FastifyBaseLogger): Promise<string | null> {
  const file = path.join(dir, 'clip.mp4');
  try {
    const { ffmpeg } = await findVideoBinaries(ffmpegPath);
    if (!ffmpeg) throw new Error('ffmpeg not found');
    await execFileAsync(ffmpeg, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=duration=4:size=640x360:rate=24',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-y',
      file,
    ]);
    return file;
  } catch (err) {
    log.info({ err }, 'demo content: no ffmpeg, skipping the demo clip');
    return null;
  }
}

async function stage(dir: string, name: string, bytes: Buffer) {
  const tmpPath = path.join(dir, `${name}-${Math.random().toString(36).slice(2)}`);
  await writeFile(tmpPath, bytes);
  const type = sniffMedia(bytes.subarray(0, SNIFF_BYTES));
  if (!type) throw new Error(`demo content: ${name} is not a recognised media type`);
  return { tmpPath, bytes: bytes.length, type, originalName: `${name}.${type.kind === 'image' ? 'jpg' : 'mp4'}` };
}

async function seedCreator(deps: AppDeps, creator: UserRow, spec: DemoCreator, dir: string, log: FastifyBaseLogger) {
  const avatar = await sharp(await picture(spec.palette, '', AVATAR_EDGE, AVATAR_EDGE, 1))
    .webp()
    .toBuffer();
  const cover = await sharp(await picture(spec.palette, '', COVER_WIDTH, COVER_HEIGHT, 2))
    .webp()
    .toBuffer();
  const avatarUrl = await deps.media.put(`avatars/${creator.id}-demo.webp`, avatar);
  const coverUrl = await deps.media.put(`covers/${creator.id}-demo.webp`, cover);
  await deps.events.transaction(async (tx, emit) => {
    await updateProfileFields(tx, creator.id, { avatarUrl, coverUrl, bio: spec.bio });
    emit({ type: 'profile.changed', data: { userId: creator.id } });
  });
  const caller = { user: { ...creator, avatarUrl, coverUrl }, sessionId: 'demo-seed' };
  const tools = videoToolsLoader(deps.config.ffmpegPath, log);
  // Two tiers: any subscription opens subscribers-only posts, the higher one also opens its own.
  await saveTier(deps, caller, {
    name: 'Supporter',
    priceCents: '499',
    benefits: ['All subscriber posts', 'Early access to new series'],
    bundles: [
      { months: 3, discountPercent: 10 },
      { months: 12, discountPercent: 25 },
    ],
    trialDays: 0,
    status: 'active',
  });
  const inner = await saveTier(deps, caller, {
    name: 'Inner circle',
    priceCents: '1499',
    benefits: ['Everything in Supporter', 'Raw files and process notes', 'A monthly behind-the-scenes post'],
    bundles: [{ months: 6, discountPercent: 15 }],
    trialDays: 7,
    status: 'active',
  });
  let seed = 3;
  const made: string[] = [];
  // Oldest first, so the first post of the list is the newest on the page.
  for (const post of [...spec.posts].reverse()) {
    const staged = await Promise.all(
      post.pictures.map(async (title) => stage(dir, 'pic', await picture(spec.palette, title, 1600, 1200, seed++))),
    );
    if (post.video) {
      const file = await clip(dir, deps.config.ffmpegPath, log);
      if (!file) continue;
      staged.push(await stage(dir, 'clip', await readFile(file)));
    }
    const uploaded = await uploadMedia(deps, caller, staged, tools);
    const mediaIds = uploaded.items.map((m) => m.id);
    const created = await createPost(deps, caller, {
      text: post.text,
      visibility: post.visibility,
      price: post.price ?? null,
      mediaIds,
      previewMediaIds: post.teaser && mediaIds[0] ? [mediaIds[0]] : [],
      pinned: post.pinned ?? false,
      sensitive: false,
      publishAt: null,
      minTierId: post.innerCircle ? inner.id : null,
    });
    made.push(created.id);
  }
  // A collection of everything, newest first, so /:domain/all has something to open.
  await deps.db.transaction(async (tx) => {
    const collection = await insertCollection(tx, creator.id, {
      title: 'Highlights',
      description: 'The best of my page, in one place.',
    });
    await replaceCollectionPosts(tx, collection.id, made.reverse());
  });
}

/** Seeds demo creators that have no posts yet; answers the domains it filled. */
export async function ensureDemoContent(deps: AppDeps, log: FastifyBaseLogger): Promise<string[]> {
  const filled: string[] = [];
  const dir = await mkdtemp(path.join(tmpdir(), 'fanlane-demo-'));
  try {
    const fan = await findUserByEmail(deps.db, 'fan@demo.fanlane.local');
    for (const spec of CREATORS) {
      const creator = await findUserByEmail(deps.db, spec.email);
      if (!creator?.creatorDomain) continue;
      if (await hasPosts(deps.db, creator.id)) continue;
      await seedCreator(deps, creator, spec, dir, log);
      if (fan) await setFollowing(deps.db, fan.id, creator.id, true);
      filled.push(creator.creatorDomain);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return filled;
}
