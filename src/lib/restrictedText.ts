/** The Restricted page's words (document 000 §2), also shown where a page's permission is missing. */
export const RESTRICTED_TEXT =
  'We apologize, there is an error with your permission set up. Your account manager has been notified and will correct this ASAP.';
