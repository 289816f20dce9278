import { useState } from 'react';

/**
 * The row filter's text: each keystroke answers from local state while the address follows
 * (replace). Navigation is asynchronous, so the field never waits for it, and only an address
 * change the field did not send (Back, a pasted link) replaces what is typed.
 */
export function useRowFilterText(find: string): { text: string; typed: (text: string) => void } {
  const [text, setText] = useState(find);
  const [sentFinds, setSentFinds] = useState<string[]>([]);
  const [seenFind, setSeenFind] = useState(find);
  if (find !== seenFind) {
    setSeenFind(find);
    const sent = sentFinds.indexOf(find);
    if (sent >= 0) setSentFinds(sentFinds.slice(sent + 1));
    else {
      setSentFinds([]);
      setText(find);
    }
  }
  const typed = (next: string) => {
    setText(next);
    setSentFinds((sent) => [...sent, next]);
  };
  return { text, typed };
}
