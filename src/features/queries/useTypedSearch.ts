import { useEffect, useState } from 'react';

/** How long typing pauses before the address takes the search (replacing, never pushing). */
export const SEARCH_TO_ADDRESS_MS = 300;

/**
 * The address's search changed to `value` while the box holds `text` and the writes in `sent` are
 * on their way: one of those writes arriving (it and any older one are done; older ones can no
 * longer arrive, the router keeps the newest) is never put back in the box; anything else is a
 * change from elsewhere (Back/Forward, a tab change) and the box takes it.
 */
export function searchArrived(sent: readonly string[], text: string, value: string): { sent: string[]; adopt: boolean } {
  if (value === text) return { sent: [], adopt: false };
  const at = sent.indexOf(value);
  if (at >= 0) return { sent: sent.slice(at + 1), adopt: false };
  return { sent: [], adopt: true };
}

/**
 * The text of a list's search box, whose search lives in the address (house rule 12). The box shows
 * what was typed at once, and only that: the router renders a navigation in a transition, later
 * than the keystroke, so a box bound to the address showed the old search (empty, or a character
 * short) until then, and typing in between built on it and lost characters. The address follows
 * once typing pauses (`write`, SEARCH_TO_ADDRESS_MS); a late arrival of an older write never takes
 * the box back; a change of the address from elsewhere does. `text` is what the lists search.
 *
 * `scope` is the rest of the view the search belongs to (the tab): a change of it is checked like a
 * change of the search. The router renders the newest address only, so after a write the address
 * can move on (another tab, without the search) before the write was ever rendered: the search
 * seems unchanged, but the scope tells.
 */
export function useTypedSearch(addressValue: string, write: (text: string) => void, scope = ''): { text: string; type: (text: string) => void } {
  const [text, setText] = useState(addressValue);
  const [seen, setSeen] = useState({ value: addressValue, scope });
  const [sent, setSent] = useState<readonly string[]>([]);
  if (addressValue !== seen.value || scope !== seen.scope) {
    setSeen({ value: addressValue, scope });
    const arrived = searchArrived(sent, text, addressValue);
    setSent(arrived.sent);
    if (arrived.adopt) setText(addressValue);
  }
  // A new `write` (the address moved) restarts the wait: the write then starts from that address.
  useEffect(() => {
    if (text === addressValue) return undefined;
    const timer = window.setTimeout(() => {
      setSent((list) => [...list, text]);
      write(text);
    }, SEARCH_TO_ADDRESS_MS);
    return () => window.clearTimeout(timer);
  }, [text, addressValue, write]);
  return { text, type: setText };
}
