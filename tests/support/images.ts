import { fireEvent } from '@testing-library/react';

/**
 * jsdom loads no images. This does what a browser would for every `<img>` under `root`: asks the
 * demo storage (MSW) for its address and fires `load` or `error` by the answer, again for any image
 * whose address then changed (a fallback), until none changes. Returns the addresses asked for.
 */
export async function loadImages(root: HTMLElement): Promise<string[]> {
  const asked: string[] = [];
  const seen = new WeakMap<HTMLImageElement, string>();
  // Each image has at most two addresses; the bound only stops a page that keeps changing them.
  for (let round = 0; round < 5; round += 1) {
    const waiting = [...root.querySelectorAll('img')].filter((image) => {
      const src = image.getAttribute('src');
      return src !== null && seen.get(image) !== src;
    });
    if (waiting.length === 0) return asked;
    for (const image of waiting) {
      const src = image.getAttribute('src') as string;
      seen.set(image, src);
      asked.push(src);
      const answer = await fetch(src);
      if (answer.ok) fireEvent.load(image);
      else fireEvent.error(image);
    }
  }
  throw new Error(`Images kept changing their addresses: ${asked.join(', ')}`);
}
