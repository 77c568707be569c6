/**
 * What the bot says, in the 18 languages (spec section 1). The bot answers in the Telegram user's
 * language (their app's `language_code`), and a notification in the language kept with the link.
 */
import { DEFAULT_LOCALE, matchLocale, type Locale } from '@fanlane/contracts/locales';

const KEYS = [
  'welcome',
  'openPage',
  'openButton',
  'linked',
  'linkExpired',
  'linkUsed',
  'linkInvalid',
  'chatTaken',
  'paymentRefused',
  'paymentDone',
  'invoiceTitle',
  'invoiceDescription',
] as const;
export type BotStringKey = (typeof KEYS)[number];

type Table = Record<BotStringKey, string>;

export const BOT_STRINGS: Record<Locale, Table> = {
  en: {
    welcome: 'Welcome to {{brand}}! Tap the button below to open the app.',
    openPage: 'Tap the button below to open it in {{brand}}.',
    openButton: 'Open {{brand}}',
    linked: 'Done! This chat is now linked to your {{brand}} account: your notifications will arrive here.',
    linkExpired: 'This link has expired. In {{brand}}, open Settings → Telegram bot and tap “Link” again.',
    linkUsed: 'This link was already used. In {{brand}}, open Settings → Telegram bot for a new one.',
    linkInvalid: 'This link is not valid. In {{brand}}, open Settings → Telegram bot for a new one.',
    chatTaken:
      'This Telegram chat is already linked to another {{brand}} account. Unlink it there first (Settings → Telegram bot).',
    paymentRefused: 'This top-up can no longer be paid. Start a new one in {{brand}}.',
    paymentDone: '{{stars}} ⭐ have been added to your {{brand}} balance.',
    invoiceTitle: '{{brand}} top-up',
    invoiceDescription: '{{stars}} Stars for your {{brand}} wallet.',
  },
  es: {
    welcome: '¡Te damos la bienvenida a {{brand}}! Toca el botón de abajo para abrir la app.',
    openPage: 'Toca el botón de abajo para abrirlo en {{brand}}.',
    openButton: 'Abrir {{brand}}',
    linked: '¡Listo! Este chat ya está vinculado a tu cuenta de {{brand}}: tus notificaciones llegarán aquí.',
    linkExpired: 'Este enlace ha caducado. En {{brand}}, abre Ajustes → Bot de Telegram y toca «Vincular» de nuevo.',
    linkUsed: 'Este enlace ya se usó. En {{brand}}, abre Ajustes → Bot de Telegram para obtener uno nuevo.',
    linkInvalid: 'Este enlace no es válido. En {{brand}}, abre Ajustes → Bot de Telegram para obtener uno nuevo.',
    chatTaken:
      'Este chat de Telegram ya está vinculado a otra cuenta de {{brand}}. Desvincúlalo allí primero (Ajustes → Bot de Telegram).',
    paymentRefused: 'Esta recarga ya no se puede pagar. Empieza una nueva en {{brand}}.',
    paymentDone: 'Se han añadido {{stars}} ⭐ a tu saldo de {{brand}}.',
    invoiceTitle: 'Recarga de {{brand}}',
    invoiceDescription: '{{stars}} Stars para tu billetera de {{brand}}.',
  },
  'zh-CN': {
    welcome: '欢迎来到 {{brand}}！点击下方按钮打开应用。',
    openPage: '点击下方按钮在 {{brand}} 中打开。',
    openButton: '打开 {{brand}}',
    linked: '完成！此聊天已关联到你的 {{brand}} 账户，你的通知将发送到这里。',
    linkExpired: '此链接已过期。请在 {{brand}} 中打开“设置 → Telegram 机器人”，再次点击“关联”。',
    linkUsed: '此链接已被使用。请在 {{brand}} 中打开“设置 → Telegram 机器人”获取新链接。',
    linkInvalid: '此链接无效。请在 {{brand}} 中打开“设置 → Telegram 机器人”获取新链接。',
    chatTaken: '此 Telegram 聊天已关联到另一个 {{brand}} 账户。请先在该账户中解除关联（设置 → Telegram 机器人）。',
    paymentRefused: '此充值已无法支付。请在 {{brand}} 中重新发起。',
    paymentDone: '已向你的 {{brand}} 余额添加 {{stars}} ⭐。',
    invoiceTitle: '{{brand}} 充值',
    invoiceDescription: '为你的 {{brand}} 钱包充值 {{stars}} Stars。',
  },
  'zh-hk': {
    welcome: '歡迎來到 {{brand}}！點按下方按鈕開啟應用程式。',
    openPage: '點按下方按鈕在 {{brand}} 中開啟。',
    openButton: '開啟 {{brand}}',
    linked: '完成！此聊天已連結到你的 {{brand}} 帳戶，你的通知會傳送到這裡。',
    linkExpired: '此連結已過期。請在 {{brand}} 中開啟「設定 → Telegram 機械人」，再次點按「連結」。',
    linkUsed: '此連結已被使用。請在 {{brand}} 中開啟「設定 → Telegram 機械人」取得新連結。',
    linkInvalid: '此連結無效。請在 {{brand}} 中開啟「設定 → Telegram 機械人」取得新連結。',
    chatTaken: '此 Telegram 聊天已連結到另一個 {{brand}} 帳戶。請先在該帳戶中解除連結（設定 → Telegram 機械人）。',
    paymentRefused: '此增值已無法付款。請在 {{brand}} 中重新開始。',
    paymentDone: '已向你的 {{brand}} 餘額加入 {{stars}} ⭐。',
    invoiceTitle: '{{brand}} 增值',
    invoiceDescription: '為你的 {{brand}} 錢包增值 {{stars}} Stars。',
  },
  ja: {
    welcome: '{{brand}} へようこそ！下のボタンをタップしてアプリを開いてください。',
    openPage: '下のボタンをタップして {{brand}} で開きます。',
    openButton: '{{brand}} を開く',
    linked: '完了！このチャットは {{brand}} アカウントに連携されました。通知はここに届きます。',
    linkExpired:
      'このリンクは期限切れです。{{brand}} で「設定 → Telegram ボット」を開き、もう一度「連携」をタップしてください。',
    linkUsed:
      'このリンクはすでに使用されています。{{brand}} で「設定 → Telegram ボット」から新しいリンクを取得してください。',
    linkInvalid: 'このリンクは無効です。{{brand}} で「設定 → Telegram ボット」から新しいリンクを取得してください。',
    chatTaken:
      'この Telegram チャットは別の {{brand}} アカウントに連携されています。先にそちらで連携を解除してください（設定 → Telegram ボット）。',
    paymentRefused: 'このチャージはもう支払えません。{{brand}} で新しく始めてください。',
    paymentDone: '{{brand}} の残高に {{stars}} ⭐ が追加されました。',
    invoiceTitle: '{{brand}} チャージ',
    invoiceDescription: '{{brand}} ウォレットへの {{stars}} Stars。',
  },
  ko: {
    welcome: '{{brand}}에 오신 것을 환영합니다! 아래 버튼을 눌러 앱을 여세요.',
    openPage: '아래 버튼을 눌러 {{brand}}에서 여세요.',
    openButton: '{{brand}} 열기',
    linked: '완료! 이 채팅이 {{brand}} 계정에 연결되었습니다. 알림이 여기로 옵니다.',
    linkExpired: '이 링크는 만료되었습니다. {{brand}}에서 설정 → 텔레그램 봇을 열고 “연결”을 다시 누르세요.',
    linkUsed: '이 링크는 이미 사용되었습니다. {{brand}}에서 설정 → 텔레그램 봇을 열어 새 링크를 받으세요.',
    linkInvalid: '유효하지 않은 링크입니다. {{brand}}에서 설정 → 텔레그램 봇을 열어 새 링크를 받으세요.',
    chatTaken:
      '이 텔레그램 채팅은 이미 다른 {{brand}} 계정에 연결되어 있습니다. 먼저 그 계정에서 연결을 해제하세요(설정 → 텔레그램 봇).',
    paymentRefused: '이 충전은 더 이상 결제할 수 없습니다. {{brand}}에서 새로 시작하세요.',
    paymentDone: '{{brand}} 잔액에 {{stars}} ⭐가 추가되었습니다.',
    invoiceTitle: '{{brand}} 충전',
    invoiceDescription: '{{brand}} 지갑에 {{stars}} Stars.',
  },
  uk: {
    welcome: 'Вітаємо в {{brand}}! Натисніть кнопку нижче, щоб відкрити застосунок.',
    openPage: 'Натисніть кнопку нижче, щоб відкрити це в {{brand}}.',
    openButton: 'Відкрити {{brand}}',
    linked: 'Готово! Цей чат пов’язано з вашим обліковим записом {{brand}}: сповіщення надходитимуть сюди.',
    linkExpired:
      'Термін дії посилання минув. У {{brand}} відкрийте Налаштування → Бот Telegram і знову натисніть «Пов’язати».',
    linkUsed: 'Це посилання вже використано. У {{brand}} відкрийте Налаштування → Бот Telegram, щоб отримати нове.',
    linkInvalid: 'Це посилання недійсне. У {{brand}} відкрийте Налаштування → Бот Telegram, щоб отримати нове.',
    chatTaken:
      'Цей чат Telegram уже пов’язано з іншим обліковим записом {{brand}}. Спершу від’єднайте його там (Налаштування → Бот Telegram).',
    paymentRefused: 'Це поповнення вже не можна оплатити. Почніть нове в {{brand}}.',
    paymentDone: '{{stars}} ⭐ додано до вашого балансу {{brand}}.',
    invoiceTitle: 'Поповнення {{brand}}',
    invoiceDescription: '{{stars}} Stars для вашого гаманця {{brand}}.',
  },
  ru: {
    welcome: 'Добро пожаловать в {{brand}}! Нажмите кнопку ниже, чтобы открыть приложение.',
    openPage: 'Нажмите кнопку ниже, чтобы открыть это в {{brand}}.',
    openButton: 'Открыть {{brand}}',
    linked: 'Готово! Этот чат привязан к вашему аккаунту {{brand}}: уведомления будут приходить сюда.',
    linkExpired:
      'Срок действия ссылки истёк. В {{brand}} откройте Настройки → Бот Telegram и снова нажмите «Привязать».',
    linkUsed: 'Эта ссылка уже использована. В {{brand}} откройте Настройки → Бот Telegram, чтобы получить новую.',
    linkInvalid: 'Эта ссылка недействительна. В {{brand}} откройте Настройки → Бот Telegram, чтобы получить новую.',
    chatTaken:
      'Этот чат Telegram уже привязан к другому аккаунту {{brand}}. Сначала отвяжите его там (Настройки → Бот Telegram).',
    paymentRefused: 'Это пополнение больше нельзя оплатить. Начните новое в {{brand}}.',
    paymentDone: '{{stars}} ⭐ зачислены на ваш баланс {{brand}}.',
    invoiceTitle: 'Пополнение {{brand}}',
    invoiceDescription: '{{stars}} Stars для вашего кошелька {{brand}}.',
  },
  ar: {
    welcome: 'مرحبًا بك في {{brand}}! اضغط على الزر أدناه لفتح التطبيق.',
    openPage: 'اضغط على الزر أدناه لفتحه في {{brand}}.',
    openButton: 'افتح {{brand}}',
    linked: 'تم! أصبحت هذه الدردشة مرتبطة بحسابك في {{brand}}: ستصلك إشعاراتك هنا.',
    linkExpired: 'انتهت صلاحية هذا الرابط. في {{brand}}، افتح الإعدادات ← بوت تيليجرام واضغط «ربط» مرة أخرى.',
    linkUsed: 'تم استخدام هذا الرابط من قبل. في {{brand}}، افتح الإعدادات ← بوت تيليجرام للحصول على رابط جديد.',
    linkInvalid: 'هذا الرابط غير صالح. في {{brand}}، افتح الإعدادات ← بوت تيليجرام للحصول على رابط جديد.',
    chatTaken:
      'دردشة تيليجرام هذه مرتبطة بالفعل بحساب آخر في {{brand}}. ألغِ ربطها هناك أولًا (الإعدادات ← بوت تيليجرام).',
    paymentRefused: 'لم يعد من الممكن دفع عملية الشحن هذه. ابدأ عملية جديدة في {{brand}}.',
    paymentDone: 'تمت إضافة {{stars}} ⭐ إلى رصيدك في {{brand}}.',
    invoiceTitle: 'شحن رصيد {{brand}}',
    invoiceDescription: '{{stars}} نجمة لمحفظتك في {{brand}}.',
  },
  hu: {
    welcome: 'Üdv a(z) {{brand}} oldalán! Koppints az alábbi gombra az alkalmazás megnyitásához.',
    openPage: 'Koppints az alábbi gombra a megnyitáshoz a(z) {{brand}} alkalmazásban.',
    openButton: '{{brand}} megnyitása',
    linked: 'Kész! Ez a csevegés mostantól a(z) {{brand}} fiókodhoz kapcsolódik: az értesítéseid ide érkeznek.',
    linkExpired:
      'Ez a link lejárt. A(z) {{brand}} alkalmazásban nyisd meg a Beállítások → Telegram-bot oldalt, és koppints újra az „Összekapcsolás” gombra.',
    linkUsed:
      'Ezt a linket már felhasználták. A(z) {{brand}} alkalmazásban a Beállítások → Telegram-bot oldalon kérhetsz újat.',
    linkInvalid:
      'Ez a link érvénytelen. A(z) {{brand}} alkalmazásban a Beállítások → Telegram-bot oldalon kérhetsz újat.',
    chatTaken:
      'Ez a Telegram-csevegés már egy másik {{brand}} fiókhoz kapcsolódik. Előbb ott bontsd a kapcsolatot (Beállítások → Telegram-bot).',
    paymentRefused: 'Ez a feltöltés már nem fizethető ki. Indíts újat a(z) {{brand}} alkalmazásban.',
    paymentDone: '{{stars}} ⭐ jóváírva a(z) {{brand}} egyenlegeden.',
    invoiceTitle: '{{brand}} feltöltés',
    invoiceDescription: '{{stars}} Stars a(z) {{brand}} tárcádba.',
  },
  in: {
    welcome: 'Selamat datang di {{brand}}! Ketuk tombol di bawah untuk membuka aplikasi.',
    openPage: 'Ketuk tombol di bawah untuk membukanya di {{brand}}.',
    openButton: 'Buka {{brand}}',
    linked: 'Selesai! Obrolan ini sekarang terhubung ke akun {{brand}} Anda: notifikasi Anda akan dikirim ke sini.',
    linkExpired:
      'Tautan ini sudah kedaluwarsa. Di {{brand}}, buka Pengaturan → Bot Telegram dan ketuk “Hubungkan” lagi.',
    linkUsed: 'Tautan ini sudah digunakan. Di {{brand}}, buka Pengaturan → Bot Telegram untuk mendapatkan yang baru.',
    linkInvalid: 'Tautan ini tidak valid. Di {{brand}}, buka Pengaturan → Bot Telegram untuk mendapatkan yang baru.',
    chatTaken:
      'Obrolan Telegram ini sudah terhubung ke akun {{brand}} lain. Putuskan di sana terlebih dahulu (Pengaturan → Bot Telegram).',
    paymentRefused: 'Isi ulang ini tidak dapat dibayar lagi. Mulai yang baru di {{brand}}.',
    paymentDone: '{{stars}} ⭐ telah ditambahkan ke saldo {{brand}} Anda.',
    invoiceTitle: 'Isi ulang {{brand}}',
    invoiceDescription: '{{stars}} Stars untuk dompet {{brand}} Anda.',
  },
  fr: {
    welcome: 'Bienvenue sur {{brand}} ! Appuyez sur le bouton ci-dessous pour ouvrir l’app.',
    openPage: 'Appuyez sur le bouton ci-dessous pour l’ouvrir dans {{brand}}.',
    openButton: 'Ouvrir {{brand}}',
    linked: 'C’est fait ! Ce chat est maintenant lié à votre compte {{brand}} : vos notifications arriveront ici.',
    linkExpired:
      'Ce lien a expiré. Dans {{brand}}, ouvrez Paramètres → Bot Telegram et appuyez de nouveau sur « Lier ».',
    linkUsed:
      'Ce lien a déjà été utilisé. Dans {{brand}}, ouvrez Paramètres → Bot Telegram pour en obtenir un nouveau.',
    linkInvalid:
      'Ce lien n’est pas valide. Dans {{brand}}, ouvrez Paramètres → Bot Telegram pour en obtenir un nouveau.',
    chatTaken:
      'Ce chat Telegram est déjà lié à un autre compte {{brand}}. Déliez-le d’abord depuis ce compte (Paramètres → Bot Telegram).',
    paymentRefused: 'Cette recharge ne peut plus être payée. Lancez-en une nouvelle dans {{brand}}.',
    paymentDone: '{{stars}} ⭐ ont été ajoutées à votre solde {{brand}}.',
    invoiceTitle: 'Recharge {{brand}}',
    invoiceDescription: '{{stars}} Stars pour votre portefeuille {{brand}}.',
  },
  de: {
    welcome: 'Willkommen bei {{brand}}! Tippe auf die Schaltfläche unten, um die App zu öffnen.',
    openPage: 'Tippe auf die Schaltfläche unten, um es in {{brand}} zu öffnen.',
    openButton: '{{brand}} öffnen',
    linked:
      'Fertig! Dieser Chat ist jetzt mit deinem {{brand}}-Konto verknüpft: Deine Benachrichtigungen kommen hier an.',
    linkExpired:
      'Dieser Link ist abgelaufen. Öffne in {{brand}} Einstellungen → Telegram-Bot und tippe erneut auf „Verknüpfen“.',
    linkUsed: 'Dieser Link wurde bereits verwendet. Öffne in {{brand}} Einstellungen → Telegram-Bot für einen neuen.',
    linkInvalid: 'Dieser Link ist ungültig. Öffne in {{brand}} Einstellungen → Telegram-Bot für einen neuen.',
    chatTaken:
      'Dieser Telegram-Chat ist bereits mit einem anderen {{brand}}-Konto verknüpft. Hebe die Verknüpfung dort zuerst auf (Einstellungen → Telegram-Bot).',
    paymentRefused: 'Diese Aufladung kann nicht mehr bezahlt werden. Starte in {{brand}} eine neue.',
    paymentDone: '{{stars}} ⭐ wurden deinem {{brand}}-Guthaben gutgeschrieben.',
    invoiceTitle: '{{brand}}-Aufladung',
    invoiceDescription: '{{stars}} Stars für deine {{brand}}-Wallet.',
  },
  it: {
    welcome: 'Benvenuto su {{brand}}! Tocca il pulsante qui sotto per aprire l’app.',
    openPage: 'Tocca il pulsante qui sotto per aprirlo in {{brand}}.',
    openButton: 'Apri {{brand}}',
    linked: 'Fatto! Questa chat ora è collegata al tuo account {{brand}}: le tue notifiche arriveranno qui.',
    linkExpired: 'Questo link è scaduto. In {{brand}}, apri Impostazioni → Bot Telegram e tocca di nuovo «Collega».',
    linkUsed: 'Questo link è già stato usato. In {{brand}}, apri Impostazioni → Bot Telegram per averne uno nuovo.',
    linkInvalid: 'Questo link non è valido. In {{brand}}, apri Impostazioni → Bot Telegram per averne uno nuovo.',
    chatTaken:
      'Questa chat di Telegram è già collegata a un altro account {{brand}}. Scollegala prima da lì (Impostazioni → Bot Telegram).',
    paymentRefused: 'Questa ricarica non può più essere pagata. Iniziane una nuova in {{brand}}.',
    paymentDone: '{{stars}} ⭐ sono state aggiunte al tuo saldo {{brand}}.',
    invoiceTitle: 'Ricarica {{brand}}',
    invoiceDescription: '{{stars}} Stars per il tuo portafoglio {{brand}}.',
  },
  pl: {
    welcome: 'Witamy w {{brand}}! Stuknij przycisk poniżej, aby otworzyć aplikację.',
    openPage: 'Stuknij przycisk poniżej, aby otworzyć to w {{brand}}.',
    openButton: 'Otwórz {{brand}}',
    linked: 'Gotowe! Ten czat jest teraz połączony z Twoim kontem {{brand}}: tutaj będą przychodzić powiadomienia.',
    linkExpired: 'Ten link wygasł. W {{brand}} otwórz Ustawienia → Bot Telegrama i ponownie stuknij „Połącz”.',
    linkUsed: 'Ten link został już użyty. W {{brand}} otwórz Ustawienia → Bot Telegrama, aby dostać nowy.',
    linkInvalid: 'Ten link jest nieprawidłowy. W {{brand}} otwórz Ustawienia → Bot Telegrama, aby dostać nowy.',
    chatTaken:
      'Ten czat Telegrama jest już połączony z innym kontem {{brand}}. Najpierw odłącz go tam (Ustawienia → Bot Telegrama).',
    paymentRefused: 'Tego doładowania nie można już opłacić. Rozpocznij nowe w {{brand}}.',
    paymentDone: 'Do Twojego salda {{brand}} dodano {{stars}} ⭐.',
    invoiceTitle: 'Doładowanie {{brand}}',
    invoiceDescription: '{{stars}} Stars do Twojego portfela {{brand}}.',
  },
  gr: {
    welcome: 'Καλώς ήρθατε στο {{brand}}! Πατήστε το κουμπί παρακάτω για να ανοίξετε την εφαρμογή.',
    openPage: 'Πατήστε το κουμπί παρακάτω για να το ανοίξετε στο {{brand}}.',
    openButton: 'Άνοιγμα {{brand}}',
    linked:
      'Έγινε! Αυτή η συνομιλία συνδέθηκε με τον λογαριασμό σας στο {{brand}}: οι ειδοποιήσεις σας θα έρχονται εδώ.',
    linkExpired: 'Αυτός ο σύνδεσμος έληξε. Στο {{brand}}, ανοίξτε Ρυθμίσεις → Bot Telegram και πατήστε ξανά «Σύνδεση».',
    linkUsed: 'Αυτός ο σύνδεσμος έχει ήδη χρησιμοποιηθεί. Στο {{brand}}, ανοίξτε Ρυθμίσεις → Bot Telegram για νέο.',
    linkInvalid: 'Αυτός ο σύνδεσμος δεν είναι έγκυρος. Στο {{brand}}, ανοίξτε Ρυθμίσεις → Bot Telegram για νέο.',
    chatTaken:
      'Αυτή η συνομιλία Telegram είναι ήδη συνδεδεμένη με άλλον λογαριασμό {{brand}}. Αποσυνδέστε την πρώτα από εκεί (Ρυθμίσεις → Bot Telegram).',
    paymentRefused: 'Αυτή η φόρτιση δεν μπορεί πλέον να πληρωθεί. Ξεκινήστε νέα στο {{brand}}.',
    paymentDone: 'Προστέθηκαν {{stars}} ⭐ στο υπόλοιπό σας στο {{brand}}.',
    invoiceTitle: 'Φόρτιση {{brand}}',
    invoiceDescription: '{{stars}} Stars για το πορτοφόλι σας στο {{brand}}.',
  },
  tr: {
    welcome: '{{brand}} uygulamasına hoş geldiniz! Uygulamayı açmak için aşağıdaki düğmeye dokunun.',
    openPage: '{{brand}} içinde açmak için aşağıdaki düğmeye dokunun.',
    openButton: '{{brand}} aç',
    linked: 'Tamam! Bu sohbet artık {{brand}} hesabınıza bağlı: bildirimleriniz buraya gelecek.',
    linkExpired:
      'Bu bağlantının süresi doldu. {{brand}} içinde Ayarlar → Telegram botu bölümünü açıp yeniden “Bağla”ya dokunun.',
    linkUsed: 'Bu bağlantı zaten kullanıldı. Yenisi için {{brand}} içinde Ayarlar → Telegram botu bölümünü açın.',
    linkInvalid: 'Bu bağlantı geçerli değil. Yenisi için {{brand}} içinde Ayarlar → Telegram botu bölümünü açın.',
    chatTaken:
      'Bu Telegram sohbeti zaten başka bir {{brand}} hesabına bağlı. Önce oradan bağlantıyı kaldırın (Ayarlar → Telegram botu).',
    paymentRefused: 'Bu yükleme artık ödenemez. {{brand}} içinde yeni bir tane başlatın.',
    paymentDone: '{{brand}} bakiyenize {{stars}} ⭐ eklendi.',
    invoiceTitle: '{{brand}} yükleme',
    invoiceDescription: '{{brand}} cüzdanınız için {{stars}} Stars.',
  },
  pt: {
    welcome: 'Bem-vindo ao {{brand}}! Toque no botão abaixo para abrir o app.',
    openPage: 'Toque no botão abaixo para abrir no {{brand}}.',
    openButton: 'Abrir {{brand}}',
    linked: 'Pronto! Este chat agora está vinculado à sua conta {{brand}}: suas notificações chegarão aqui.',
    linkExpired: 'Este link expirou. No {{brand}}, abra Configurações → Bot do Telegram e toque em “Vincular” de novo.',
    linkUsed: 'Este link já foi usado. No {{brand}}, abra Configurações → Bot do Telegram para obter um novo.',
    linkInvalid: 'Este link não é válido. No {{brand}}, abra Configurações → Bot do Telegram para obter um novo.',
    chatTaken:
      'Este chat do Telegram já está vinculado a outra conta {{brand}}. Desvincule-o lá primeiro (Configurações → Bot do Telegram).',
    paymentRefused: 'Esta recarga não pode mais ser paga. Comece uma nova no {{brand}}.',
    paymentDone: '{{stars}} ⭐ foram adicionadas ao seu saldo do {{brand}}.',
    invoiceTitle: 'Recarga {{brand}}',
    invoiceDescription: '{{stars}} Stars para a sua carteira {{brand}}.',
  },
};

/** The string in the language Telegram names (its language_code, or a locale), English otherwise. */
export function botText(
  language: string | null | undefined,
  key: BotStringKey,
  vars: Record<string, string | number>,
): string {
  const table = BOT_STRINGS[matchLocale(language) ?? DEFAULT_LOCALE];
  return table[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export const BOT_STRING_KEYS: readonly BotStringKey[] = KEYS;
