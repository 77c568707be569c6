/** The mails the platform sends. Plain words, one action each, the same text in HTML and plain text. */
import type { Mail } from './mailer.ts';

export type MailBrand = { brandName: string; publicUrl: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function layout(
  brand: MailBrand,
  to: string,
  subject: string,
  lines: string[],
  action?: { label: string; url: string },
): Mail {
  const text = [...lines, ...(action ? ['', `${action.label}: ${action.url}`] : []), '', `— ${brand.brandName}`].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b0b10;color:#f4f4f5;padding:24px">
<div style="max-width:480px;margin:auto;background:#17171f;border-radius:16px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px;color:#a996ff">${escapeHtml(brand.brandName)}</h1>
${lines.map((l) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(l)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#7c5cff;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''}
</div></body></html>`;
  return { to, subject: `${brand.brandName}: ${subject}`, text, html };
}

const SCENE_PURPOSE: Record<string, string> = {
  register: 'finish creating your account',
  login: 'sign in',
  'reset-password': 'reset your password',
  'bind-email': 'add this email to your account',
  'change-email': 'confirm this email',
};

export function verificationCodeMail(
  brand: MailBrand,
  to: string,
  code: string,
  scene: string,
  ttlMinutes: number,
): Mail {
  return layout(brand, to, `your code is ${code}`, [
    `Your verification code is ${code}.`,
    `Enter it to ${SCENE_PURPOSE[scene] ?? 'continue'}. It expires in ${ttlMinutes} minutes.`,
    'If you did not ask for it, you can ignore this mail.',
  ]);
}

/** The code that confirms one withdrawal, naming what goes where so a stranger's request stands out. */
export function withdrawalCodeMail(
  brand: MailBrand,
  to: string,
  code: string,
  what: string,
  destination: string,
  ttlMinutes: number,
): Mail {
  return layout(brand, to, `your withdrawal code is ${code}`, [
    `You asked to withdraw ${what} to ${destination}.`,
    `Your confirmation code is ${code}. It expires in ${ttlMinutes} minutes.`,
    'If this was not you, do not share the code: change your password now. Nothing leaves without it.',
  ]);
}

export function emailChangeConfirmMail(brand: MailBrand, to: string, token: string): Mail {
  return layout(
    brand,
    to,
    'confirm your new email',
    ['Someone asked to use this address for their account. If it was you, confirm it below within 24 hours.'],
    { label: 'Confirm email', url: `${brand.publicUrl}/settings/emailChange?token=${encodeURIComponent(token)}` },
  );
}

export function emailChangedNoticeMail(brand: MailBrand, to: string, newEmail: string, token: string): Mail {
  return layout(
    brand,
    to,
    'your account email was changed',
    [
      `The email of your account was changed to ${newEmail}.`,
      'If this was not you, restore access now: your email goes back to this address and every session is signed out. The link works for 7 days.',
    ],
    { label: 'Restore access', url: `${brand.publicUrl}/settings/restoreAccess?token=${encodeURIComponent(token)}` },
  );
}

export function passwordChangedMail(brand: MailBrand, to: string): Mail {
  return layout(brand, to, 'your password was changed', [
    'The password of your account was just changed.',
    'If this was not you, reset your password from the sign-in page and contact support.',
  ]);
}
