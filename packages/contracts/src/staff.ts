/**
 * Staff roles and what each may do (issue 16, least privilege). An admin may do everything; a
 * moderator works the reports and the content; support answers people. docs/admin-console.md
 * lists the same table for operators.
 */
export const ROLES = ['user', 'admin', 'moderator', 'support'] as const;
export type TRole = (typeof ROLES)[number];

export const STAFF_ROLES = ['admin', 'moderator', 'support'] as const satisfies readonly TRole[];
export type TStaffRole = (typeof STAFF_ROLES)[number];

/** Each permission and the roles that hold it besides admin (admin holds every one). */
const GRANTS = {
  /** Search users and open one (profile, state, history of actions on them). */
  'users.view': ['moderator', 'support'],
  /** Restrict, ban and lift either, with a reason. */
  'users.restrict': ['moderator'],
  /** Give or take a staff role. */
  'users.roles': [],
  /** The reports queue: dismiss, remove the content, restrict the author. */
  'reports.work': ['moderator'],
  /** Take a post or comment down outside a report. */
  'content.remove': ['moderator'],
  /** Decide an appeal against a restriction or a removal. */
  'appeals.decide': [],
  /** The identity-verification queue and its documents. */
  'kyc.review': [],
  /** Creator applications. */
  'creators.review': ['moderator'],
  /** The official account's support inbox and the contact-form messages. */
  'support.inbox': ['support'],
  /** Money: withdrawals, refunds, disputes, FX rates, Stars refunds. */
  'money.manage': [],
  /** The audit log of every staff action. */
  'audit.read': [],
  /** System announcements to every user. */
  'notifications.announce': [],
} as const satisfies Record<string, readonly Exclude<TStaffRole, 'admin'>[]>;

export type TPermission = keyof typeof GRANTS;
export const PERMISSIONS = Object.keys(GRANTS) as TPermission[];

export function isStaff(role: TRole | null | undefined): role is TStaffRole {
  return role === 'admin' || role === 'moderator' || role === 'support';
}

/** Whether `role` holds `permission`. */
export function can(role: TRole | null | undefined, permission: TPermission): boolean {
  if (role === 'admin') return true;
  if (!role || role === 'user') return false;
  return (GRANTS[permission] as readonly string[]).includes(role);
}
