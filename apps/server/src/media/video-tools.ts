/**
 * ffprobe and ffmpeg for uploaded videos: dimensions, duration, a poster frame and the creator's
 * watermark. Both are optional: without them videos are still accepted, with a neutral poster,
 * no dimensions and no watermark.
 * Input is untrusted, so the demuxer is forced from the sniffed type (ffmpeg never guesses a
 * playlist or concat list), only local files may be opened, and every run has a time limit.
 */
import { execFile } from 'node:child_process';
import { access, constants, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_VARIANT_WIDTHS } from '@fanlane/contracts/post';
import { appError } from '../http/app-error.ts';

export type VideoFacts = { width: number; height: number; durationMs: number | null };
export type Demuxer = 'mov' | 'matroska';

export type VideoTools = {
  probe(file: string, demuxer: Demuxer): Promise<VideoFacts>;
  /** One frame as PNG, scaled to at most the large image width. */
  posterFrame(file: string, demuxer: Demuxer, atSeconds: number): Promise<Buffer>;
  /**
   * A copy of the video with `overlayPng` (a transparent picture of the watermark) laid over every
   * frame, written to `outFile` in the container of `mime`; the sound is copied as it is.
   */
  burnOverlay(file: string, demuxer: Demuxer, mime: string, overlayPng: string, outFile: string): Promise<void>;
};

const RUN_TIMEOUT_MS = 60_000;
/** Re-encoding a whole video (up to the upload limit) takes far longer than a probe. */
const ENCODE_TIMEOUT_MS = 15 * 60_000;
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

const execFileAsync = promisify(execFile);

async function run(bin: string, args: string[], timeout = RUN_TIMEOUT_MS): Promise<Buffer> {
  const { stdout } = await execFileAsync(bin, args, {
    encoding: 'buffer',
    timeout,
    maxBuffer: MAX_OUTPUT_BYTES,
    windowsHide: true,
  });
  return stdout;
}

const inputArgs = (file: string, demuxer: Demuxer) => [
  '-f',
  demuxer,
  '-protocol_whitelist',
  'file',
  '-i',
  `file:${file}`,
];

/** Encoders per stored container: browsers play H.264 in MP4 and QuickTime, VP9 in WebM. */
const H264 = '-c:v libx264 -preset veryfast -crf 22 -pix_fmt yuv420p -movflags +faststart'.split(' ');
const ENCODE_ARGS: Record<string, string[]> = {
  'video/mp4': [...H264, '-f', 'mp4'],
  'video/quicktime': [...H264, '-f', 'mov'],
  'video/webm': '-c:v libvpx-vp9 -deadline realtime -cpu-used 8 -row-mt 1 -crf 32 -b:v 0 -f webm'.split(' '),
};

type ProbeOutput = {
  streams?: {
    width?: number;
    height?: number;
    duration?: string;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
  format?: { duration?: string };
};

export function createVideoTools(ffmpeg: string, ffprobe: string): VideoTools {
  return {
    async probe(file, demuxer) {
      let out: ProbeOutput;
      try {
        const json = await run(ffprobe, [
          '-v',
          'error',
          ...inputArgs(file, demuxer),
          '-select_streams',
          'v:0',
          '-show_entries',
          'stream=width,height,duration:stream_tags=rotate:stream_side_data=rotation:format=duration',
          '-of',
          'json',
        ]);
        out = JSON.parse(json.toString('utf8')) as ProbeOutput;
      } catch (err) {
        throw appError('UPLOAD_INVALID', { cause: err });
      }
      const stream = out.streams?.[0];
      if (!stream?.width || !stream.height) throw appError('UPLOAD_INVALID');
      // Phones store portrait video as landscape plus a rotation; report what the viewer sees.
      const rotation = Number(
        stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? stream.tags?.rotate ?? 0,
      );
      const turned = Math.abs(rotation) % 180 === 90;
      const seconds = Number(out.format?.duration ?? stream.duration);
      return {
        width: turned ? stream.height : stream.width,
        height: turned ? stream.width : stream.height,
        durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
      };
    },
    async posterFrame(file, demuxer, atSeconds) {
      const grab = (at: number) =>
        run(ffmpeg, [
          '-v',
          'error',
          '-nostdin',
          '-ss',
          at.toFixed(3),
          ...inputArgs(file, demuxer),
          '-frames:v',
          '1',
          '-vf',
          `scale='min(${IMAGE_VARIANT_WIDTHS.lg},iw)':-2`,
          '-f',
          'image2pipe',
          '-c:v',
          'png',
          'pipe:1',
        ]);
      try {
        const frame = await grab(atSeconds);
        // Seeking past the last key frame of a very short clip yields nothing; the first frame will do.
        return frame.length > 0 || atSeconds === 0 ? frame : await grab(0);
      } catch (err) {
        throw appError('UPLOAD_INVALID', { cause: err });
      }
    },
    async burnOverlay(file, demuxer, mime, overlayPng, outFile) {
      const encode = ENCODE_ARGS[mime];
      if (!encode) throw new Error(`no encoder for ${mime}`);
      // The overlay is scaled to the picture as ffmpeg shows it (rotation applied), so it always
      // covers the frame exactly; metadata is dropped as it is from the photos.
      await run(
        ffmpeg,
        [
          '-v',
          'error',
          '-nostdin',
          ...inputArgs(file, demuxer),
          '-f',
          'png_pipe',
          '-protocol_whitelist',
          'file',
          '-i',
          `file:${overlayPng}`,
          '-filter_complex',
          '[1:v][0:v]scale2ref[mark][base];[base][mark]overlay=0:0[out]',
          '-map',
          '[out]',
          '-map',
          '0:a?',
          '-c:a',
          'copy',
          '-map_metadata',
          '-1',
          ...encode,
          '-y',
          `file:${outFile}`,
        ],
        ENCODE_TIMEOUT_MS,
      );
    },
  };
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function onPath(name: string): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

let toldMissing = false;

/** A binary a registry package ships for this platform (`{ path }`), if it is installed and runs here. */
async function fromPackage(name: string): Promise<string | undefined> {
  try {
    const loaded = (await import(name)) as { default?: { path?: unknown } };
    const file = loaded.default?.path;
    return typeof file === 'string' && (await isExecutable(file)) ? file : undefined;
  } catch {
    return undefined; // no build for this platform, or the package is not installed
  }
}

/**
 * Where ffmpeg and ffprobe are: FFMPEG_PATH (ffprobe beside it) when set, else the builds that
 * arrive with `npm install` (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe), else PATH.
 */
export async function findVideoBinaries(
  ffmpegPath: string | undefined,
): Promise<{ ffmpeg: string | undefined; ffprobe: string | undefined }> {
  if (ffmpegPath) {
    const ffmpeg = (await isExecutable(ffmpegPath)) ? ffmpegPath : undefined;
    const besideIt = ffmpeg && path.join(path.dirname(ffmpeg), 'ffprobe');
    const ffprobe = besideIt && (await isExecutable(besideIt)) ? besideIt : await onPath('ffprobe');
    return { ffmpeg, ffprobe };
  }
  return {
    ffmpeg: (await fromPackage('@ffmpeg-installer/ffmpeg')) ?? (await onPath('ffmpeg')),
    ffprobe: (await fromPackage('@ffprobe-installer/ffprobe')) ?? (await onPath('ffprobe')),
  };
}

export type VideoToolsLoader = () => Promise<VideoTools | null>;

/** Finds the binaries once and says once per process, in the log, when videos will be stored without them. */
export function videoToolsLoader(ffmpegPath: string | undefined, log: FastifyBaseLogger): VideoToolsLoader {
  let found: Promise<VideoTools | null> | undefined;
  const locate = async (): Promise<VideoTools | null> => {
    const { ffmpeg, ffprobe } = await findVideoBinaries(ffmpegPath);
    if (ffmpeg && ffprobe) return createVideoTools(ffmpeg, ffprobe);
    if (!toldMissing)
      log.warn(
        { ffmpegPath: ffmpegPath ?? null },
        'ffmpeg/ffprobe not found: videos are stored with a neutral poster and no dimensions',
      );
    toldMissing = true;
    return null;
  };
  return () => (found ??= locate());
}
