/**
 * The error codes the web app's request layer treats apart (spec section 8), kept out of the
 * catalogue (errors.ts) so a first load does not carry the whole of it; errors.ts re-exports them and
 * its test holds them to the catalogue.
 */

/** Codes the web app never raises the global alert for. */
export const SUPPRESSED_ALERT_CODES: readonly number[] = [
  1012108, 101029, 101038, 1012049, 1012048, 101040, 101041, 101011, 101006, 1012027, 101007,
];

/** The code that raises the alert with a SUPPORT mail action: ACCOUNT_RESTRICTED. */
export const SUPPORT_ALERT_CODE = 1012220;
