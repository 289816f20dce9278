/**
 * The modules of the 'ui-common' chunk (vite.config.ts): small components and helpers most
 * signed-in pages share, that pull in neither react-bootstrap nor date-fns. Paths under src/, as
 * regular expression sources.
 *
 * Kept by hand because no rule derives it without changing the build: the modules sit in four
 * folders (components/, lib/, api/, store/) next to others that must stay out (react-bootstrap or
 * date-fns users, a single page's helpers), and grouping by share count alone (any module two
 * chunks share) pulls those in too, onto pages that did not load them. Add a module here when
 * several pages start to share it and it stays small.
 */
export const UI_COMMON_MODULES = [
  'components/(Pager|ResponsiveTable|Skeleton|StatusChip|FileLink|useFieldErrors|useDraft|TextAreaWithMinimum|TabsOrSelect)\\.',
  'api/download',
  'lib/(fileTypes|format|customerFields|contactText|fileStamp|afterNextPaint)\\.',
  'store/(useFreshFailure|routeData)\\.',
];
