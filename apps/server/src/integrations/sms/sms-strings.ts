/**
 * The texted sign-in code, in each of the 18 languages. The last line is the WebOTP form
 * (`@host #code`) browsers read to offer the code on the page that asked for it.
 */
import type { Locale } from '@fanlane/contracts/locales';

type CodeText = (brand: string, code: string, minutes: number) => string;

const CODE_TEXTS: Record<Locale, CodeText> = {
  en: (b, c, m) => `${b}: your code is ${c}. It expires in ${m} minutes. Never share it with anyone.`,
  es: (b, c, m) => `${b}: tu código es ${c}. Caduca en ${m} minutos. No lo compartas con nadie.`,
  'zh-CN': (b, c, m) => `${b}：你的验证码是 ${c}，${m} 分钟内有效。请勿告诉任何人。`,
  'zh-hk': (b, c, m) => `${b}：你的驗證碼是 ${c}，${m} 分鐘內有效。請勿告訴任何人。`,
  ja: (b, c, m) => `${b}：認証コードは ${c} です。有効期限は${m}分です。誰にも教えないでください。`,
  ko: (b, c, m) => `${b}: 인증 코드는 ${c}입니다. ${m}분 후 만료됩니다. 누구에게도 알려주지 마세요.`,
  uk: (b, c, m) => `${b}: ваш код ${c}. Він дійсний ${m} хвилин. Нікому його не повідомляйте.`,
  ru: (b, c, m) => `${b}: ваш код ${c}. Он действует ${m} минут. Никому его не сообщайте.`,
  ar: (b, c, m) => `${b}: رمزك هو ${c}. تنتهي صلاحيته خلال ${m} دقائق. لا تشاركه مع أي أحد.`,
  hu: (b, c, m) => `${b}: a kódod ${c}. ${m} percig érvényes. Soha ne add meg senkinek.`,
  in: (b, c, m) => `${b}: kode Anda ${c}. Berlaku selama ${m} menit. Jangan berikan kepada siapa pun.`,
  fr: (b, c, m) => `${b} : votre code est ${c}. Il expire dans ${m} minutes. Ne le communiquez à personne.`,
  de: (b, c, m) => `${b}: Dein Code lautet ${c}. Er läuft in ${m} Minuten ab. Gib ihn niemals weiter.`,
  it: (b, c, m) => `${b}: il tuo codice è ${c}. Scade tra ${m} minuti. Non condividerlo con nessuno.`,
  pl: (b, c, m) => `${b}: Twój kod to ${c}. Wygasa za ${m} minut. Nikomu go nie podawaj.`,
  gr: (b, c, m) => `${b}: ο κωδικός σας είναι ${c}. Λήγει σε ${m} λεπτά. Μην τον μοιραστείτε με κανέναν.`,
  tr: (b, c, m) => `${b}: kodunuz ${c}. ${m} dakika içinde geçerliliğini yitirir. Kimseyle paylaşmayın.`,
  pt: (b, c, m) => `${b}: seu código é ${c}. Ele expira em ${m} minutos. Não o compartilhe com ninguém.`,
};

export function verificationCodeText(
  brand: { name: string; host: string },
  locale: Locale,
  code: string,
  minutes: number,
): string {
  return `${CODE_TEXTS[locale](brand.name, code, minutes)}\n\n@${brand.host} #${code}`;
}
