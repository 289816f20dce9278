/**
 * The modules of the 'ui-common' chunk (vite.config.ts): small components and helpers most
 * signed-in pages share, that pull in neither react-bootstrap nor date-fns. Paths under src/, as
 * regular expression sources.
 *
 * Kept by hand because no rule derives it without changing the build: the modules sit in four
 * folders (components/, lib/, api/, store/) next to others that must stay out (react-bootstrap or
 * date-fns users, a single page's helpers), and grouping by share count alone (any module two
 * chunks share) pulls those in too, onto pages that did not load them. Add a module here when
 * several pages start to share it and it stays small; every signed-in page loads all of it, so a
 * module only two or three pages use stays out (FileLink, TabsOrSelect, Skeleton, the text area
 * with its counter and the customer fields did: 1-3 KB gzip off the pages that never show them).
 */
export const UI_COMMON_MODULES = [
  'components/(Pager|ResponsiveTable|StatusChip|useFieldErrors|useDraft)\\.',
  'api/download',
  'lib/(fileTypes|format|contactText|fileStamp|afterNextPaint)\\.',
  'store/(useFreshFailure|routeData)\\.',
];
