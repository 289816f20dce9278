/** Zoom of the lightbox: 100 % to 400 % in steps of 50 %. */
export const ZOOM_STEP = 0.5;
export const ZOOM_MAX = 4;

/** Keeps a zoom level within 1–4. */
export function clampZoom(value: number): number {
  return Math.min(ZOOM_MAX, Math.max(1, Math.round(value * 100) / 100));
}
