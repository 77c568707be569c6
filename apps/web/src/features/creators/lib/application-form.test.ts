import { describe, expect, it } from 'vitest';
import { ZSubmitRequest } from '@fanlane/contracts/creator';
import {
  ZApplicationDraft,
  ZApplicationSubmit,
  applicationFromSubmission,
  emptyApplication,
  latestDateOfBirth,
  localDomainState,
  toSubmitRequest,
} from './application-form';
import type { TApplicationForm } from './application-form';

const complete: TApplicationForm = {
  creatorDomain: ' maya_rivers ',
  displayName: ' Maya Rivers ',
  categories: ['art', 'music'],
  socialLinks: [{ platform: 'instagram', url: ' https://instagram.com/maya ' }],
  country: 'FR',
  dateOfBirth: '1990-04-12',
  agreed: true,
};

function messagesOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the submission', () => {
  it('accepts a complete application', () => {
    expect(ZApplicationSubmit.safeParse(complete).success).toBe(true);
  });

  it('refuses someone under 18, no category and a missing agreement', () => {
    const result = ZApplicationSubmit.safeParse({
      ...complete,
      dateOfBirth: '2015-01-01',
      categories: [],
      agreed: false,
    });
    const issues = messagesOf(result);
    expect(issues.dateOfBirth).toBe('under_18');
    expect(Object.keys(issues)).toEqual(expect.arrayContaining(['categories', 'agreed']));
  });

  it('refuses more than three categories and a link that is not https', () => {
    const result = ZApplicationSubmit.safeParse({
      ...complete,
      categories: ['art', 'music', 'travel', 'comedy'],
      socialLinks: [{ platform: 'x', url: 'ftp://x.com/maya' }],
    });
    expect(Object.keys(messagesOf(result))).toEqual(expect.arrayContaining(['categories', 'socialLinks.0.url']));
  });

  it('is sent with every field, trimmed, and the agreement', () => {
    const body = toSubmitRequest(complete, true);
    expect(body).toEqual({
      submit: true,
      creatorDomain: 'maya_rivers',
      displayName: 'Maya Rivers',
      categories: ['art', 'music'],
      socialLinks: [{ platform: 'instagram', url: 'https://instagram.com/maya' }],
      country: 'FR',
      dateOfBirth: '1990-04-12',
      agreed: true,
    });
    expect(ZSubmitRequest.safeParse(body).success).toBe(true);
  });
});

describe('a draft', () => {
  it('may be empty', () => {
    expect(ZApplicationDraft.safeParse(emptyApplication()).success).toBe(true);
  });

  it('still checks what is filled in', () => {
    const result = ZApplicationDraft.safeParse({
      ...emptyApplication(),
      creatorDomain: 'a!',
      dateOfBirth: '2015-01-01',
    });
    expect(Object.keys(messagesOf(result))).toEqual(expect.arrayContaining(['creatorDomain', 'dateOfBirth']));
  });

  it('leaves out empty fields and an unticked agreement, which the contract accepts', () => {
    const body = toSubmitRequest({ ...emptyApplication(), displayName: 'Maya' }, false);
    expect(body).toEqual({ submit: false, displayName: 'Maya', socialLinks: [] });
    expect(ZSubmitRequest.safeParse(body).success).toBe(true);
  });
});

describe('localDomainState', () => {
  it.each([
    ['', 'empty'],
    ['ab', 'invalid'],
    ['has space', 'invalid'],
    ['_maya', 'invalid'],
    ['home', 'reserved'],
    ['Settings', 'reserved'],
    ['maya_rivers', null],
  ])('%j is %s before asking the server', (domain, state) => {
    expect(localDomainState(domain)).toBe(state);
  });
});

describe('applicationFromSubmission', () => {
  it('puts a saved application back in the form, dropping unknown categories', () => {
    const form = applicationFromSubmission({
      id: 'a',
      status: 'rejected',
      creatorDomain: 'maya',
      displayName: null,
      categories: ['art', 'knitting'],
      socialLinks: [{ platform: 'x', url: 'https://x.com/maya' }],
      country: null,
      dateOfBirth: '1990-04-12',
      agreed: true,
      rejectReason: 'Add a link',
      submittedAt: null,
      reviewedAt: null,
      updatedAt: '2026-01-01T00:00:00Z',
    });
    expect(form).toEqual({
      creatorDomain: 'maya',
      displayName: '',
      categories: ['art'],
      socialLinks: [{ platform: 'x', url: 'https://x.com/maya' }],
      country: '',
      dateOfBirth: '1990-04-12',
      agreed: true,
    });
  });
});

it('the date input stops at the 18th birthday', () => {
  expect(latestDateOfBirth(new Date('2026-03-09T12:00:00Z'))).toBe('2008-03-09');
});
