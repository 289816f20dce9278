/** Playback speeds offered for the job audio (0.75–2×). */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

const key = (userId: number) => `portal.audioSpeed.${userId}`;

/** The user's remembered playback speed (1× by default or when unreadable). */
export function readPlaybackSpeed(userId: number): number {
  try {
    const value = Number(localStorage.getItem(key(userId)));
    return (PLAYBACK_SPEEDS as readonly number[]).includes(value) ? value : 1;
  } catch {
    return 1;
  }
}

/** Remembers the user's playback speed. */
export function writePlaybackSpeed(userId: number, value: number): void {
  try {
    localStorage.setItem(key(userId), String(value));
  } catch {
    // Storage disabled: the speed lasts until the report closes.
  }
}
