import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectInAppBrowser, forgetTelegramForTests, isMobile, isTelegram } from './device';

const UA = {
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 307.0.0.34.111 (iPhone15,2; iOS 17_1; en_US; en; scale=3.00; 1179x2556; 531329185)',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.66 Mobile Safari/537.36 Instagram 307.0.0.34.111 Android (33/13; 480dpi; 1080x2176; samsung; SM-G991B; o1s; exynos2100; en_US; 532277013)',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S901B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/115.0.5790.166 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/428.0.0.26.108;]',
  messengerAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.163 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/425.0.0.22.49;]',
  messengerIab:
    'Mozilla/5.0 (Linux; Android 12; Pixel 6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 [FB_IAB/MESSENGER;FBAV/425.0.0.22.49;]',
  messengerIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/416.0.0.33.110;FBBV/512112839;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/16.5]',
  snapchat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.33.0.36 (like Safari/8615.1.26.10.23, panda)',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.10.0',
  lineAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S908E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 Line/13.8.1/IAB',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.33(0x18002129) NetType/WIFI Language/zh_CN',
  tiktokIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_30.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US RevealType/Dialog isDarkMode/1 WKWebView/1 BytedanceWebview/d8a21c6 FalconTag/',
  tiktokAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-G973F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 trill_300504 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/30.5.4 ByteLocale/en ByteFullLocale/en Region/DE AppId/1180 Spark/1.3.8.1-bugfix AppVersion/30.5.4 BytedanceWebview/d8a21c6',
  twitterIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/9.11',
  twitterAndroid:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.114 Mobile Safari/537.36 TwitterAndroid',
  kakao:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.0.3',
  naver:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 1000; 11.22.5; 14)',
  weibo:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone13,2__weibo__11.12.0__iphone__os15.0)',
  qq: 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.4.10.608 V1_IPH_SQ_8.4.10_1_APP_A Pixel/1125 MiniAppEnable SimpleUISwitch/0 QQTheme/1000 Core/WKWebView Device/Apple(iPhone 11 Pro) NetType/WIFI QBWebViewType/1 WKType/1',
  qqBrowser:
    'Mozilla/5.0 (Linux; U; Android 11; zh-cn; PCAM00 Build/RKQ1.201217.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/12.2 Mobile Safari/537.36',
  zalo: 'Mozilla/5.0 (Linux; Android 10; SM-A505F Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.117 Mobile Safari/537.36 Zalo android/12110420 ZaloTheme/light ZaloLanguage/vn',
  telegramAndroid:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.80 Mobile Safari/537.36 Telegram-Android/10.2.0 (Google Pixel 7; Android 13; SDK 33; AVERAGE)',
};

type TelegramGlobal = { Telegram?: { WebApp?: { initData?: string } } };

afterEach(() => {
  delete (window as Window & TelegramGlobal).Telegram;
  history.replaceState(null, '', '/');
  sessionStorage.clear();
  forgetTelegramForTests();
  vi.restoreAllMocks();
});

describe('detectInAppBrowser', () => {
  it.each([
    ['instagram', 'Instagram'],
    ['instagramAndroid', 'Instagram'],
    ['facebookIos', 'Facebook'],
    ['facebookAndroid', 'Facebook'],
    ['messengerAndroid', 'Messenger'],
    ['messengerIab', 'Messenger'],
    ['messengerIos', 'Messenger'],
    ['snapchat', 'Snapchat'],
    ['line', 'Line'],
    ['lineAndroid', 'Line'],
    ['wechat', 'WeChat'],
    ['tiktokIos', 'TikTok'],
    ['tiktokAndroid', 'TikTok'],
    ['twitterIos', 'Twitter'],
    ['twitterAndroid', 'Twitter'],
    ['kakao', 'KakaoTalk'],
    ['naver', 'Naver'],
    ['weibo', 'Weibo'],
    ['qq', 'QQ'],
    ['zalo', 'Zalo'],
  ] as const)('flags %s as %s', (key, app) => {
    expect(detectInAppBrowser(UA[key])).toBe(app);
  });

  it.each([
    'chromeDesktop',
    'safariMac',
    'safariIphone',
    'chromeAndroid',
    'chromeIos',
    'ipad',
    'qqBrowser',
    'telegramAndroid',
  ] as const)('does not flag %s, a real browser or Telegram', (key) => {
    expect(detectInAppBrowser(UA[key])).toBeNull();
  });

  it('reads the real user agent by default', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.wechat);
    expect(detectInAppBrowser()).toBe('WeChat');
  });
});

describe('isMobile', () => {
  it('recognises phones and tablets', () => {
    for (const key of ['safariIphone', 'chromeAndroid', 'ipad', 'instagram', 'telegramAndroid'] as const) {
      expect(isMobile(UA[key])).toBe(true);
    }
  });

  it('leaves desktops alone', () => {
    expect(isMobile(UA.chromeDesktop)).toBe(false);
    expect(isMobile(UA.safariMac)).toBe(false);
  });

  it('counts an iPad that asks for the desktop site', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.safariMac);
    vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(5);
    expect(isMobile()).toBe(true);
  });

  it('counts Telegram, even Telegram Desktop', () => {
    (window as Window & TelegramGlobal).Telegram = { WebApp: { initData: 'query_id=1&user=%7B%7D&hash=abc' } };
    expect(isMobile(UA.chromeDesktop)).toBe(true);
  });
});

describe('isTelegram', () => {
  it('is true with init data from telegram-web-app.js', () => {
    (window as Window & TelegramGlobal).Telegram = { WebApp: { initData: 'query_id=1&hash=abc' } };
    expect(isTelegram()).toBe(true);
  });

  it('is false when the script is loaded outside Telegram (empty init data)', () => {
    (window as Window & TelegramGlobal).Telegram = { WebApp: { initData: '' } };
    expect(isTelegram()).toBe(false);
  });

  it('is true with launch data in the hash', () => {
    history.replaceState(null, '', '/#tgWebAppData=query_id%3D1&tgWebAppVersion=7.0');
    expect(isTelegram()).toBe(true);
  });

  it('is false in a plain browser', () => {
    expect(isTelegram()).toBe(false);
    expect(sessionStorage.getItem('insideTelegram')).toBeNull();
  });

  it('is true with only a start parameter in the query or the hash', () => {
    history.replaceState(null, '', '/?tgWebAppStartParam=d_alice');
    expect(isTelegram()).toBe(true);
    forgetTelegramForTests();
    sessionStorage.clear();
    history.replaceState(null, '', '/#tgWebAppStartParam=d_alice');
    expect(isTelegram()).toBe(true);
  });

  it('stays true after the first in-app navigation drops the launch data', () => {
    history.replaceState(null, '', '/#tgWebAppData=query_id%3D1&tgWebAppStartParam=d_alice');
    expect(isTelegram()).toBe(true);
    history.replaceState(null, '', '/alice');
    expect(isTelegram()).toBe(true);
  });

  it('stays true after a reload of the tab (sessionStorage), and after a sign-out cleared it', () => {
    history.replaceState(null, '', '/#tgWebAppData=query_id%3D1');
    expect(isTelegram()).toBe(true);
    history.replaceState(null, '', '/wallet');
    // A reload: the module starts over, sessionStorage stays.
    forgetTelegramForTests();
    expect(isTelegram()).toBe(true);
    // A 401 clears sessionStorage; the page still knows, and writes the flag back for the next reload.
    sessionStorage.clear();
    expect(isTelegram()).toBe(true);
    expect(sessionStorage.getItem('insideTelegram')).toBe('1');
  });
});
