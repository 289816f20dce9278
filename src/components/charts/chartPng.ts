/** Hands the chart card its chart's PNG maker once drawn (null: not drawn, or gone). */
export type ChartDrawn = (toPng: (() => Promise<Blob | null>) | null) => void;

/** Draws a canvas onto a white background and returns it as a PNG blob. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const context = copy.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, copy.width, copy.height);
  context.drawImage(canvas, 0, 0);
  return new Promise((resolve) => copy.toBlob(resolve, 'image/png'));
}
