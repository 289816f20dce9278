import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { fetchFile, saveBlob } from '@/api/download';
import { notify } from '@/components/notify';
import type { JobImage } from '@/lib/reportTypes';
import { imageFileName } from '../fileAddress';
import { IMAGE_FAILED_TEXT } from '../reportModel';
import { ImageLightbox } from './ImageLightbox';

/** The addresses of one image, in the order to try (fileAddress.ts `imageCandidates`). */
export type ImageCandidates = (image: JobImage) => string[];

/** How far an image has got: the address it is on (`at`), and whether that one loaded. */
interface Attempt {
  at: number;
  loaded: boolean;
}

const FIRST: Attempt = { at: 0, loaded: false };

/**
 * Which address of each image is shown: the first; when it fails to load, the next one (at most one
 * fallback, never an invented name); none left → the image failed. What loaded is remembered, so
 * 'Save Image' and the lightbox use the address that actually loaded.
 */
function useImageAttempts(candidates: ImageCandidates) {
  const [attempts, setAttempts] = useState<ReadonlyMap<number, Attempt>>(() => new Map());
  const attemptOf = (image: JobImage) => attempts.get(image.img_id) ?? FIRST;
  /**
   * Records what `address` did: loaded (it is the image's address from now on), or failed (the next
   * one is tried; once only: the thumbnail and the lightbox may both report the same failure).
   */
  const settle = (image: JobImage, address: string, loaded: boolean) =>
    setAttempts((previous) => {
      const current = previous.get(image.img_id) ?? FIRST;
      const at = candidates(image).indexOf(address);
      if (current.loaded || at < current.at || (!loaded && at !== current.at)) return previous;
      const next = new Map(previous);
      next.set(image.img_id, loaded ? { at, loaded: true } : { at: at + 1, loaded: false });
      return next;
    });
  return {
    attemptOf,
    /** The address shown now; null once every address failed. */
    src: (image: JobImage): string | null => candidates(image)[attemptOf(image).at] ?? null,
    loaded: (image: JobImage, address: string) => settle(image, address, true),
    failed: (image: JobImage, address: string) => settle(image, address, false),
  };
}

/**
 * Saves the image through api/download.ts (house rule 14), without the token: storage is not the
 * API and may be another host. The address that loaded; before one has, the address shown, then
 * the fallback if that one cannot be fetched.
 */
async function saveImage(image: JobImage, addresses: readonly string[], attempt: Attempt, onLoaded: (address: string) => void): Promise<void> {
  const name = imageFileName(image.image);
  const tries = attempt.loaded ? addresses.slice(attempt.at, attempt.at + 1) : addresses.slice(attempt.at);
  for (const address of tries) {
    try {
      const file = await fetchFile(address, name, { anonymous: true });
      onLoaded(address);
      saveBlob(file.blob, name);
      return;
    } catch {
      // The next address, if there is one.
    }
  }
  notify.error('The image could not be saved.');
}

/**
 * A list of image cards (label, comments, Zoom, 'Save Image') with the lightbox. An image that
 * loads from none of its addresses keeps its label and comments, with one line saying so.
 */
export function ImageGallery({ images, candidates, title }: { images: readonly JobImage[]; candidates: ImageCandidates; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const attempts = useImageAttempts(candidates);
  // The images being saved: a second click on one's 'Save Image' before it is saved saves nothing.
  const saving = useRef(new Set<JobImage['img_id']>());
  if (images.length === 0) return null;
  const save = (image: JobImage) => {
    if (saving.current.has(image.img_id)) return;
    saving.current.add(image.img_id);
    void saveImage(image, candidates(image), attempts.attemptOf(image), (address) => attempts.loaded(image, address)).finally(() =>
      saving.current.delete(image.img_id),
    );
  };
  return (
    <>
      <ul className="job-report-images list-unstyled" aria-label={title}>
        {images.map((image, index) => {
          const label = image.label?.trim() || `Image ${index + 1}`;
          const src = attempts.src(image);
          return (
            <li key={image.img_id} className="job-report-image card">
              {src === null ? (
                <p className="job-report-image-failed">{IMAGE_FAILED_TEXT}</p>
              ) : (
                <button type="button" className="job-report-thumb" onClick={() => setOpen(index)} aria-label={`Zoom ${label}`}>
                  {/* The image itself, lazily, in a fixed 4:3 box (its size is known before it loads). */}
                  <img
                    src={src}
                    alt={label}
                    loading="lazy"
                    decoding="async"
                    width={320}
                    height={240}
                    onLoad={() => attempts.loaded(image, src)}
                    onError={() => attempts.failed(image, src)}
                  />
                </button>
              )}
              <div className="card-body p-2">
                <p className="fw-semibold mb-1 text-break">{label}</p>
                {image.comments && <p className="small mb-2 text-pre-line">{image.comments}</p>}
                {src !== null && (
                  <div className="d-flex flex-wrap gap-2 no-print">
                    <Button variant="outline-secondary" size="sm" onClick={() => setOpen(index)} aria-label={`Zoom ${label}`}>
                      Zoom
                    </Button>
                    <Button variant="outline-secondary" size="sm" onClick={() => save(image)} aria-label={`Save Image ${label}`}>
                      Save Image
                    </Button>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {open !== null && (
        <ImageLightbox
          images={images.map((image, index) => ({ key: image.img_id, src: attempts.src(image), label: image.label?.trim() || `Image ${index + 1}` }))}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          onImageLoad={(index, src) => images[index] && attempts.loaded(images[index], src)}
          onImageError={(index, src) => images[index] && attempts.failed(images[index], src)}
        />
      )}
    </>
  );
}
