/**
 * Every call path of the API, in one place. `{product}` paths take the configured product prefix
 * (spec section 7), so both sides build them with `productPaths(prefix)`.
 */
export const DEFAULT_PRODUCT_PREFIX = 'fanlane';

export function productPaths(prefix: string) {
  const p = `/${prefix}`;
  return {
    verificationCode: `${p}/v1/mail/verification-code`,
    registerPassword: `${p}/v1/register/password`,
    loginPassword: `${p}/v1/login/password`,
    loginEmailCode: `${p}/v1/login/email-code`,
    loginAuthCode: `${p}/v1/login/auth-code`,
    createAuthCode: `${p}/v1/auth-code/create`,
    globalLogin: `${p}/v1/global/login`,
    refreshToken: `${p}/v1/refresh-token`,
    logout: `${p}/v1/logout`,
    passwordReset: `${p}/v1/password/reset`,
    passwordUpdate: `${p}/v1/password/update`,
    emailChange: `${p}/v1/email/change`,
    emailChangeConfirm: `${p}/v1/email/change/confirm`,
    restoreAccess: `${p}/v1/account/restore`,
    me: `${p}/v1/user/info`,
    checkEmail: `${p}/check-email`,
    bindEmail: `${p}/bind-email`,
  } as const;
}
export type ProductPaths = ReturnType<typeof productPaths>;

export const PATHS = {
  profile: '/actor/v1/home/profile',
  profileUpdate: '/actor/v1/home/profile/update',
  profileAvatar: '/actor/v1/home/profile/avatar',
  loginEvent: '/actor/v1/report/login-event',
  track: '/track/add',
  unread: '/statistic/unread',
  version: '/version.json',
  health: '/healthz',
  metrics: '/metrics',
  devOutbox: '/dev/outbox',
  followCheck: '/actor/v1/follow/check',
  followOperate: '/actor/v1/follow/operate',
  creatorSubmit: '/creator/submission/v1/submit',
  creatorSubmissionDetail: '/creator/submission/v1/detail',
  creatorDomainExist: '/creator/submission/v1/domain-exist',
  adminSubmissionList: '/admin/v1/creator-submission/list',
  adminSubmissionApprove: '/admin/v1/creator-submission/approve',
  adminSubmissionReject: '/admin/v1/creator-submission/reject',
} as const;
