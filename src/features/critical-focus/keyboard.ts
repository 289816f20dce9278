/** What a key press asks of the critical focus page, or null when it is not a shortcut. */
export type TriageCommand = 'next' | 'previous' | 'close' | 'search' | 'help';

/** True when the key press happens in a place that takes typing (fields, editable text, a dialog). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return !!target.closest('[role="dialog"], .modal');
}

/**
 * Maps a key press to a triage command (↓/j, ↑/k, Esc, '/', '?'); ignored while typing in a
 * field and with Ctrl, Alt or Meta held. Enter is handled by the focused row itself.
 */
export function triageCommand(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>): TriageCommand | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (isTypingTarget(event.target)) return null;
  switch (event.key) {
    case 'ArrowDown':
    case 'j':
      return 'next';
    case 'ArrowUp':
    case 'k':
      return 'previous';
    case 'Escape':
      return 'close';
    case '/':
      return 'search';
    case '?':
      return 'help';
    default:
      return null;
  }
}
