import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { fetchFile, saveBlob } from '@/api/download';
import { notify } from '@/components/notify';
import type { JobImage } from '@/lib/reportTypes';
import { imageAddress, imageFileName } from '../fileAddress';
import { ImageLightbox } from './ImageLightbox';

export interface ImageSource {
  /** The folder the images of this job live in (001 §7). */
  directory: string;
}

/** The address of an image: the spec's path with the name as sent (no thumbnail name is invented). */
export function imageUrl(source: ImageSource, image: JobImage): string {
  return imageAddress(source.directory, image.image);
}

/**
 * Saves the image through api/download.ts (house rule 14), without the token: storage is not the
 * API and may be another host.
 */
async function saveImage(source: ImageSource, image: JobImage): Promise<void> {
  try {
    const name = imageFileName(image.image);
    const file = await fetchFile(imageUrl(source, image), name, { anonymous: true });
    saveBlob(file.blob, name);
  } catch {
    notify.error('The image could not be saved.');
  }
}

/** A list of image cards (label, comments, Zoom, 'Save Image') with the lightbox. */
export function ImageGallery({ images, source, title }: { images: readonly JobImage[]; source: ImageSource; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className="job-report-images list-unstyled" aria-label={title}>
        {images.map((image, index) => {
          const label = image.label?.trim() || `Image ${index + 1}`;
          return (
            <li key={image.img_id} className="job-report-image card">
              <button type="button" className="job-report-thumb" onClick={() => setOpen(index)} aria-label={`Zoom ${label}`}>
                {/* The image itself, lazily, in a fixed 4:3 box (its size is known before it loads). */}
                <img src={imageUrl(source, image)} alt={label} loading="lazy" decoding="async" width={320} height={240} />
              </button>
              <div className="card-body p-2">
                <p className="fw-semibold mb-1 text-break">{label}</p>
                {image.comments && <p className="small mb-2 text-pre-line">{image.comments}</p>}
                <div className="d-flex flex-wrap gap-2 no-print">
                  <Button variant="outline-secondary" size="sm" onClick={() => setOpen(index)} aria-label={`Zoom ${label}`}>
                    Zoom
                  </Button>
                  <Button variant="outline-secondary" size="sm" onClick={() => void saveImage(source, image)} aria-label={`Save Image ${label}`}>
                    Save Image
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {open !== null && (
        <ImageLightbox
          images={images.map((image, index) => ({ key: image.img_id, src: imageUrl(source, image), label: image.label?.trim() || `Image ${index + 1}` }))}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
