import { describe, expect, it } from 'vitest';
import { isForeignSource, markNotReportable, shouldReport, type ReportCandidate } from './should-report';
import { REPLAY_OPTIONS, REPLAY_SAMPLE_RATES } from './replay-options';

const ORIGIN = 'https://fans.example.org';
const ours = (file = `${ORIGIN}/assets/index-abc.js`) => ({ filename: file, function: 'render' });
const thrown = (type: string, value: string, files: string[] = [`${ORIGIN}/assets/index-abc.js`]): ReportCandidate => ({
  exception: { values: [{ type, value, stacktrace: { frames: files.map((f) => ours(f)) } }] },
});

describe('shouldReport: the spec’s drop list', () => {
  it.each<[string, ReportCandidate, unknown]>([
    [
      'the ResizeObserver loop',
      thrown('Error', 'ResizeObserver loop completed with undelivered notifications.'),
      undefined,
    ],
    ['the older ResizeObserver wording', { message: 'ResizeObserver loop limit exceeded' }, undefined],
    ['a cross-origin "Script error."', { message: 'Script error.' }, undefined],
    ['"Script error" without the stop', thrown('Error', 'Script error'), undefined],
    ['a network error (Firefox)', thrown('TypeError', 'NetworkError when attempting to fetch resource.'), undefined],
    ['a "Network Error"', thrown('Error', 'Network Error'), undefined],
    ['failed to fetch (Chromium)', thrown('TypeError', 'Failed to fetch'), undefined],
    ['load failed (Safari)', thrown('TypeError', 'Load failed'), undefined],
    [
      'code from the debug console (Firefox)',
      thrown('ReferenceError', 'x is not defined', ['debugger eval code']),
      undefined,
    ],
    [
      'code from the debug console (Chromium)',
      thrown('ReferenceError', 'y is not defined', ['<anonymous>']),
      undefined,
    ],
    [
      'a Chrome extension',
      thrown('Error', 'boom', ['chrome-extension://abcdef/content.js', `${ORIGIN}/assets/index-abc.js`]),
      undefined,
    ],
    ['a Firefox extension', thrown('Error', 'boom', ['moz-extension://1234/inject.js']), undefined],
    ['a Safari extension', thrown('Error', 'boom', ['safari-web-extension://9/x.js']), undefined],
    [
      'another origin’s frame (an iframe or injected script)',
      thrown('Error', 'boom', ['https://ads.example.net/frame.js']),
      undefined,
    ],
    ['an error flagged not reportable', thrown('Error', 'expected'), markNotReportable(new Error('expected'))],
    ['a rejection with "Failed to fetch" only in the original', {}, new TypeError('Failed to fetch')],
  ])('drops %s', (_name, event, original) => {
    expect(shouldReport(event, { originalException: original }, ORIGIN)).toBe(false);
  });

  it.each<[string, ReportCandidate, unknown]>([
    ['a TypeError in our code', thrown('TypeError', "Cannot read properties of undefined (reading 'id')"), undefined],
    ['a message event', { message: 'checkout state impossible' }, undefined],
    ['an error with no stack', thrown('Error', 'boom', []), new Error('boom')],
    [
      'our code called from another origin’s',
      thrown('Error', 'boom', ['https://cdn.example.net/lib.js', `${ORIGIN}/assets/a.js`]),
      undefined,
    ],
    [
      'our code with a built-in (<anonymous>) mid-stack',
      thrown('Error', 'boom', [`${ORIGIN}/assets/a.js`, '<anonymous>', `${ORIGIN}/assets/b.js`]),
      undefined,
    ],
    ['a message that only mentions fetching', thrown('Error', 'fetched posts were out of order'), undefined],
    ['an error flagged reportable', thrown('Error', 'x'), Object.assign(new Error('x'), { reportable: true })],
  ])('reports %s', (_name, event, original) => {
    expect(shouldReport(event, { originalException: original }, ORIGIN)).toBe(true);
  });

  it('tells foreign sources from ours', () => {
    expect(isForeignSource(`${ORIGIN}/assets/a.js`, ORIGIN)).toBe(false);
    expect(isForeignSource('https://evil.example/a.js', ORIGIN)).toBe(true);
    expect(isForeignSource('chrome-extension://x/y.js', ORIGIN)).toBe(true);
    expect(isForeignSource('app:///a.js', ORIGIN)).toBe(false);
  });

  it('replay: 10 % of sessions, every session with an error; the spec’s limits; everything masked', () => {
    expect(REPLAY_SAMPLE_RATES).toEqual({ replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });
    expect(REPLAY_OPTIONS).toMatchObject({
      mutationLimit: 10_000,
      mutationBreadcrumbLimit: 750,
      slowClickTimeout: 7_000,
      maskAllText: true,
      maskAllInputs: true,
    });
  });
});
