/**
 * The page a person sees after clicking an e-mail's unsubscribe link (a GET never unsubscribes:
 * mail scanners follow links; RFC 8058). It asks, and its button POSTs the one-click form.
 */
import { errorMessage } from '@fanlane/contracts/error-messages';
import { LOCALE_BCP47, RTL_LOCALES, type Locale } from '@fanlane/contracts/locales';

type PageWords = { ask: string; button: string; done: string };

const WORDS: Record<Locale, PageWords> = {
  en: {
    ask: 'Stop getting these e-mails? The other channels of these notifications stay as they are.',
    button: 'Unsubscribe',
    done: 'Done: these e-mails will not come any more. You can switch them back on in your notification settings.',
  },
  es: {
    ask: '¿Dejar de recibir estos correos? Los demás canales de estas notificaciones siguen igual.',
    button: 'Darse de baja',
    done: 'Listo: ya no recibirás estos correos. Puedes volver a activarlos en tus ajustes de notificaciones.',
  },
  'zh-CN': {
    ask: '不再接收这些邮件？这些通知的其他渠道保持不变。',
    button: '退订',
    done: '已完成：你将不再收到这些邮件。你可以在通知设置中重新开启。',
  },
  'zh-hk': {
    ask: '不再接收這些電郵？這些通知的其他渠道維持不變。',
    button: '取消訂閱',
    done: '已完成：你將不再收到這些電郵。你可以在通知設定中重新開啟。',
  },
  ja: {
    ask: 'これらのメールの受信を停止しますか？この通知のほかのチャネルはそのままです。',
    button: '配信停止',
    done: '完了しました。今後これらのメールは届きません。通知設定からいつでも再開できます。',
  },
  ko: {
    ask: '이 이메일 수신을 중단할까요? 이 알림의 다른 채널은 그대로 유지됩니다.',
    button: '수신 거부',
    done: '완료되었습니다. 더 이상 이 이메일을 받지 않습니다. 알림 설정에서 다시 켤 수 있습니다.',
  },
  uk: {
    ask: 'Більше не отримувати ці листи? Інші канали цих сповіщень залишаться без змін.',
    button: 'Відписатися',
    done: 'Готово: ці листи більше не надходитимуть. Увімкнути їх знову можна в налаштуваннях сповіщень.',
  },
  ru: {
    ask: 'Больше не получать эти письма? Другие каналы этих уведомлений останутся без изменений.',
    button: 'Отписаться',
    done: 'Готово: эти письма больше не будут приходить. Включить их снова можно в настройках уведомлений.',
  },
  ar: {
    ask: 'هل تريد إيقاف هذه الرسائل الإلكترونية؟ تبقى القنوات الأخرى لهذه الإشعارات كما هي.',
    button: 'إلغاء الاشتراك',
    done: 'تم: لن تصلك هذه الرسائل بعد الآن. يمكنك إعادة تفعيلها من إعدادات الإشعارات.',
  },
  hu: {
    ask: 'Nem szeretnéd többé megkapni ezeket az e-maileket? Az értesítések többi csatornája változatlan marad.',
    button: 'Leiratkozás',
    done: 'Kész: ezek az e-mailek többé nem érkeznek. Az értesítési beállításokban újra bekapcsolhatod őket.',
  },
  in: {
    ask: 'Berhenti menerima email ini? Saluran lain untuk notifikasi ini tetap seperti sekarang.',
    button: 'Berhenti berlangganan',
    done: 'Selesai: email ini tidak akan dikirim lagi. Anda dapat menyalakannya kembali di pengaturan notifikasi.',
  },
  fr: {
    ask: 'Ne plus recevoir ces e-mails ? Les autres canaux de ces notifications restent inchangés.',
    button: 'Se désabonner',
    done: 'C’est fait : vous ne recevrez plus ces e-mails. Vous pouvez les réactiver dans vos réglages de notifications.',
  },
  de: {
    ask: 'Diese E-Mails nicht mehr erhalten? Die anderen Kanäle dieser Benachrichtigungen bleiben, wie sie sind.',
    button: 'Abmelden',
    done: 'Erledigt: Diese E-Mails kommen nicht mehr. Du kannst sie in deinen Benachrichtigungseinstellungen wieder einschalten.',
  },
  it: {
    ask: 'Non ricevere più queste e-mail? Gli altri canali di queste notifiche restano come sono.',
    button: 'Annulla iscrizione',
    done: 'Fatto: non riceverai più queste e-mail. Puoi riattivarle nelle impostazioni delle notifiche.',
  },
  pl: {
    ask: 'Przestać otrzymywać te e-maile? Pozostałe kanały tych powiadomień pozostaną bez zmian.',
    button: 'Wypisz się',
    done: 'Gotowe: te e-maile nie będą już przychodzić. Możesz je ponownie włączyć w ustawieniach powiadomień.',
  },
  gr: {
    ask: 'Να σταματήσουν αυτά τα email; Τα άλλα κανάλια αυτών των ειδοποιήσεων μένουν ως έχουν.',
    button: 'Διαγραφή',
    done: 'Έγινε: δεν θα λαμβάνετε πλέον αυτά τα email. Μπορείτε να τα ενεργοποιήσετε ξανά από τις ρυθμίσεις ειδοποιήσεων.',
  },
  tr: {
    ask: 'Bu e-postaları almayı bırakmak istiyor musunuz? Bu bildirimlerin diğer kanalları olduğu gibi kalır.',
    button: 'Abonelikten çık',
    done: 'Tamam: bu e-postalar artık gelmeyecek. Bildirim ayarlarınızdan yeniden açabilirsiniz.',
  },
  pt: {
    ask: 'Deixar de receber estes e-mails? Os outros canais destas notificações continuam como estão.',
    button: 'Cancelar inscrição',
    done: 'Pronto: você não receberá mais estes e-mails. Pode reativá-los nas configurações de notificações.',
  },
};

export const unsubscribePageWords = (locale: Locale): PageWords => WORDS[locale] ?? WORDS.en;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(locale: Locale, brandName: string, body: string): string {
  const dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${LOCALE_BCP47[locale] ?? 'en'}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(brandName)}</title></head>
<body><main><h1>${escapeHtml(brandName)}</h1>${body}</main></body></html>`;
}

/** The question, with the button that unsubscribes (the same address, POSTed as RFC 8058's form). */
export function askPage(locale: Locale, brandName: string, action: string): string {
  const w = unsubscribePageWords(locale);
  return page(
    locale,
    brandName,
    `<p>${escapeHtml(w.ask)}</p><form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(w.button)}</button></form>`,
  );
}

export const donePage = (locale: Locale, brandName: string): string =>
  page(locale, brandName, `<p>${escapeHtml(unsubscribePageWords(locale).done)}</p>`);

export const invalidLinkPage = (locale: Locale, brandName: string): string =>
  page(locale, brandName, `<p>${escapeHtml(errorMessage('unsubscribe_link_invalid', locale))}</p>`);
