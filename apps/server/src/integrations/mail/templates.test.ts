/** Every mail in the reader's language: English, a right-to-left one (Arabic) and a CJK one (Japanese). */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@fanlane/contracts/locales';
import { NOTIFICATION_KINDS } from '@fanlane/contracts/notifications';
import type { Mail } from './mailer.ts';
import {
  emailChangeConfirmMail,
  emailChangedNoticeMail,
  notificationMail,
  passwordChangedMail,
  verificationCodeMail,
  withdrawalCodeMail,
} from './templates.ts';

const brand = { brandName: 'Fanlane', publicUrl: 'https://fans.example' };
const to = 'reader@example.com';

/** The mail's text, its HTML and its subject each hold every one of `parts`. */
function expectEverywhere(mail: Mail, parts: string[], where: ('subject' | 'text' | 'html')[] = ['text', 'html']) {
  for (const part of parts) for (const field of where) expect(mail[field], `${field} has ${part}`).toContain(part);
}

/** The words each language must show, by mail: the subject's, then sentences of the body. */
const WORDS: Record<'en' | 'ar' | 'ja', Record<string, { subject: string; body: string[] }>> = {
  en: {
    code: {
      subject: 'Fanlane: your code is 482913',
      body: ['Your verification code is 482913.', 'Enter it to sign in. It expires in 10 minutes.'],
    },
    withdrawal: {
      subject: 'Fanlane: your withdrawal code is 551204',
      body: [
        'You asked to withdraw 0.5 ETH to 0xAbC…123.',
        'Your confirmation code is 551204. It expires in 15 minutes.',
      ],
    },
    emailChange: {
      subject: 'Fanlane: confirm your new email',
      body: ['confirm it below within 24 hours', 'Confirm email'],
    },
    emailChanged: {
      subject: 'Fanlane: your account email was changed',
      body: ['changed to new@example.com', 'Restore access'],
    },
    passwordChanged: {
      subject: 'Fanlane: your password was changed',
      body: ['The password of your account was just changed.'],
    },
  },
  ar: {
    code: {
      subject: 'Fanlane: رمزك هو 482913',
      body: ['رمز التحقق الخاص بك هو 482913.', 'أدخله لتسجيل الدخول. تنتهي صلاحيته خلال 10 دقائق.'],
    },
    withdrawal: {
      subject: 'Fanlane: رمز السحب الخاص بك هو 551204',
      body: ['طلبت سحب 0.5 ETH إلى 0xAbC…123.', 'رمز التأكيد الخاص بك هو 551204. تنتهي صلاحيته خلال 15 دقيقة.'],
    },
    emailChange: { subject: 'Fanlane: أكّد بريدك الإلكتروني الجديد', body: ['خلال 24 ساعة', 'تأكيد البريد الإلكتروني'] },
    emailChanged: {
      subject: 'Fanlane: تم تغيير البريد الإلكتروني لحسابك',
      body: ['إلى new@example.com', 'استعادة الوصول'],
    },
    passwordChanged: { subject: 'Fanlane: تم تغيير كلمة المرور', body: ['تم للتو تغيير كلمة مرور حسابك.'] },
  },
  ja: {
    code: {
      subject: 'Fanlane: 認証コードは 482913 です',
      body: ['認証コードは 482913 です。', 'ログインするには、このコードを入力してください。有効期限は10分です。'],
    },
    withdrawal: {
      subject: 'Fanlane: 出金コードは 551204 です',
      body: [
        '0.5 ETH を 0xAbC…123 へ出金するリクエストを受け付けました。',
        '確認コードは 551204 です。有効期限は15分です。',
      ],
    },
    emailChange: {
      subject: 'Fanlane: 新しいメールアドレスを確認してください',
      body: ['24時間以内', 'メールアドレスを確認'],
    },
    emailChanged: {
      subject: 'Fanlane: アカウントのメールアドレスが変更されました',
      body: ['new@example.com に変更されました', 'アクセスを復元'],
    },
    passwordChanged: {
      subject: 'Fanlane: パスワードが変更されました',
      body: ['アカウントのパスワードが変更されました。'],
    },
  },
};

describe.each(['en', 'ar', 'ja'] as const)('the account mails in %s', (locale) => {
  const words = WORDS[locale];
  const check = (mail: Mail, expected: { subject: string; body: string[] }) => {
    expect(mail.to).toBe(to);
    expect(mail.subject).toBe(expected.subject);
    expectEverywhere(mail, expected.body);
    expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\{/);
  };

  it('the sign-in code', () => {
    check(verificationCodeMail(brand, locale, to, '482913', 'login', 10), words.code!);
  });

  it('the withdrawal code', () => {
    check(withdrawalCodeMail(brand, locale, to, '551204', '0.5 ETH', '0xAbC…123', 15), words.withdrawal!);
  });

  it('the e-mail change confirmation, with its link', () => {
    const mail = emailChangeConfirmMail(brand, locale, to, 'tok/en');
    check(mail, words.emailChange!);
    expectEverywhere(mail, ['https://fans.example/settings/emailChange?token=tok%2Fen']);
  });

  it('the notice to the old address, with the way back', () => {
    const mail = emailChangedNoticeMail(brand, locale, to, 'new@example.com', 'back');
    check(mail, words.emailChanged!);
    expectEverywhere(mail, ['https://fans.example/settings/restoreAccess?token=back']);
  });

  it('the password change notice', () => {
    check(passwordChangedMail(brand, locale, to), words.passwordChanged!);
  });
});

describe('verification codes name what they are for', () => {
  it('each scene its own sentence, an unknown one a neutral one', () => {
    const sentence = (scene: string) => verificationCodeMail(brand, 'de', to, '1', scene, 10).text.split('\n')[1];
    const scenes = ['register', 'login', 'reset-password', 'bind-email', 'change-email', 'constructor'];
    expect(new Set(scenes.map(sentence)).size).toBe(scenes.length);
    expect(sentence('login')).toBe('Gib ihn ein, um dich anzumelden. Er läuft in 10 Minuten ab.');
    expect(sentence('constructor')).toBe('Gib ihn ein, um fortzufahren. Er läuft in 10 Minuten ab.');
  });
});

describe('the notification mail', () => {
  const input = {
    to,
    actorName: 'Mia',
    amount: '$4.99',
    text: 'Lovely set!',
    url: '/notifications',
    unsubscribeUrl: 'https://fans.example/api/unsubscribe?token=abc',
  };

  it.each(LOCALES)('every kind has its subject and sentence in %s, with nothing left unfilled', (locale: Locale) => {
    const subjects = new Set<string>();
    for (const kind of NOTIFICATION_KINDS) {
      const mail = notificationMail(brand, locale, { ...input, kind });
      subjects.add(mail.subject);
      expect(`${mail.subject}${mail.text}${mail.html}`, kind).not.toMatch(/\{\{|\}\}/);
      expect(mail.text).toContain('https://fans.example/notifications');
      expect(mail.text).toContain(input.unsubscribeUrl);
    }
    expect(subjects.size).toBe(NOTIFICATION_KINDS.length);
  });

  it('says who did what, quotes the excerpt, shows the amount, opens the object and explains itself', () => {
    const mail = notificationMail(brand, 'en', { ...input, kind: 'comment.new' });
    expect(mail.subject).toBe('Fanlane: Mia commented on your post');
    expect(mail.text).toBe(
      [
        'Mia left a comment on your post.',
        '“Lovely set!”',
        'Amount: $4.99',
        '',
        'Open in Fanlane: https://fans.example/notifications',
        '',
        '— Fanlane',
        '',
        'You get this mail because email notifications are on in your Fanlane settings.',
        'Notification settings: https://fans.example/settings/emailNotifications',
        `Unsubscribe: ${input.unsubscribeUrl}`,
      ].join('\n'),
    );
    expect(mail.html).toContain(`<a href="${input.unsubscribeUrl}"`);
    expect(mail.html).toContain('<a href="https://fans.example/settings/emailNotifications"');
  });

  it('carries the one-click unsubscribe headers (RFC 2369, RFC 8058)', () => {
    const mail = notificationMail(brand, 'de', { ...input, kind: 'tip.received' });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.subject).toBe('Fanlane: Mia hat dir Trinkgeld gegeben');
  });

  it('makes app paths absolute, the unsubscribe link too', () => {
    const mail = notificationMail(brand, 'en', { ...input, kind: 'post.new', unsubscribeUrl: '/api/u?t=1' });
    expect(mail.headers?.['List-Unsubscribe']).toBe('<https://fans.example/api/u?t=1>');
    expect(mail.text).toContain('https://fans.example/api/u?t=1');
  });

  it('without an actor, amount or excerpt it names "someone" and leaves the lines out', () => {
    const mail = notificationMail(brand, 'fr', {
      to,
      kind: 'follower.new',
      url: '/notifications',
      unsubscribeUrl: '/u',
    });
    expect(mail.subject).toBe('Fanlane: Quelqu’un vous suit');
    expect(mail.text.split('\n').slice(0, 2)).toEqual(['Quelqu’un a commencé à vous suivre.', '']);
  });

  it('an announcement shows its own words, not a quote', () => {
    const mail = notificationMail(brand, 'en', {
      ...input,
      kind: 'system.announcement',
      text: 'We moved!',
      amount: null,
    });
    expect(mail.subject).toBe('Fanlane: news from Fanlane');
    expect(mail.text.split('\n').slice(0, 2)).toEqual(['A message from the Fanlane team.', 'We moved!']);
  });

  it('what people typed stays text: a name with a script tag is escaped in HTML and kept as typed in text', () => {
    const evil = '<script>alert("x")</script> & <b>Mia</b>';
    const mail = notificationMail(brand, 'ar', {
      ...input,
      kind: 'comment.new',
      actorName: evil,
      text: '<img src=x onerror=alert(1)>',
      url: 'https://fans.example/p?a=1&b="2"',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Mia&lt;/b&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://fans.example/p?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain(evil);
    expect(mail.subject).toContain(evil);
  });

  it('a name with line breaks cannot add a header line', () => {
    const mail = notificationMail(brand, 'en', {
      ...input,
      kind: 'tip.received',
      actorName: 'Mia\r\nBcc: all@example.com',
    });
    expect(mail.subject).toBe('Fanlane: Mia Bcc: all@example.com sent you a tip');
  });
});
