import { useEffect, useRef, useState, type PointerEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { clampZoom, ZOOM_STEP } from '../lightbox';
import { IMAGE_FAILED_TEXT } from '../reportModel';

export interface LightboxImage {
  key: string | number;
  /** Null when the image could not be loaded from any of its addresses. */
  src: string | null;
  label: string;
}

interface Props {
  images: readonly LightboxImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** The image at `index` loaded from `src`, or failed to. */
  onImageLoad?: (index: number, src: string) => void;
  onImageError?: (index: number, src: string) => void;
}

/**
 * The image lightbox: focus trapped in it and returned on close (the modal does both), Left/Right
 * and Previous/Next with 'Image {n} of {total}', +/−/0 zoom, pan by dragging a zoomed image, swipe
 * between images; Escape closes only the lightbox (the report stays open).
 */
export function ImageLightbox({ images, index, onIndex, onClose, onImageLoad, onImageError }: Props) {
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; startX: number; moved: boolean } | null>(null);
  const total = images.length;
  const image = images[index];

  const go = (next: number) => {
    if (total === 0) return;
    onIndex((next + total) % total);
    setZoom(1);
    setOffset({ x: 0, y: 0 });
  };
  const zoomTo = (next: number) => {
    const value = clampZoom(next);
    setZoom(value);
    if (value === 1) setOffset({ x: 0, y: 0 });
  };

  // Transform through the CSSOM (a strict CSP forbids style attributes, not this).
  useEffect(() => {
    if (imageRef.current) imageRef.current.style.transform = `translate(${offset.x}px, ${offset.y}px) scale(${zoom})`;
  }, [zoom, offset, index]);

  // Keys on the document while the lightbox is open (it is the top dialog; fields are left alone).
  const keys = useRef<(event: globalThis.KeyboardEvent) => void>(() => {});
  useEffect(() => {
    keys.current = (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target && ['SELECT', 'INPUT', 'TEXTAREA'].includes(target.tagName)) return;
      if (event.key === 'ArrowRight') go(index + 1);
      else if (event.key === 'ArrowLeft') go(index - 1);
      else if (event.key === '+' || event.key === '=') zoomTo(zoom + ZOOM_STEP);
      else if (event.key === '-' || event.key === '_') zoomTo(zoom - ZOOM_STEP);
      else if (event.key === '0') zoomTo(1);
      else return;
      event.preventDefault();
    };
  });
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => keys.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const onPointerDown = (event: PointerEvent) => {
    drag.current = { id: event.pointerId, x: event.clientX - offset.x, y: event.clientY - offset.y, startX: event.clientX, moved: false };
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId || zoom === 1) return;
    current.moved = true;
    setOffset({ x: event.clientX - current.x, y: event.clientY - current.y });
  };
  const onPointerUp = (event: PointerEvent) => {
    const current = drag.current;
    drag.current = null;
    if (!current || zoom !== 1) return;
    const distance = event.clientX - current.startX;
    // A swipe (unzoomed): 50 px or more sideways changes the image.
    if (Math.abs(distance) >= 50) go(distance < 0 ? index + 1 : index - 1);
  };

  if (!image) return null;
  return (
    <Modal
      show
      onHide={onClose}
      fullscreen
      centered
      dialogClassName="image-lightbox"
      contentClassName="image-lightbox-content"
      aria-labelledby="image-lightbox-title"
    >
      <Modal.Header closeButton closeVariant="white" closeLabel="Close image">
        <Modal.Title id="image-lightbox-title" as="h2" className="h6 mb-0 text-break">
          {image.label}{' '}
          <span className="fw-normal">
            (Image {index + 1} of {total})
          </span>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body
        className="image-lightbox-body"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
      >
        {image.src === null ? (
          <p className="image-lightbox-failed">{IMAGE_FAILED_TEXT}</p>
        ) : (
          <img
            ref={imageRef}
            src={image.src}
            alt={image.label}
            className={`image-lightbox-img${zoom > 1 ? ' is-zoomed' : ''}`}
            draggable={false}
            onLoad={() => image.src !== null && onImageLoad?.(index, image.src)}
            onError={() => image.src !== null && onImageError?.(index, image.src)}
          />
        )}
      </Modal.Body>
      <Modal.Footer className="image-lightbox-controls">
        <Button variant="light" onClick={() => go(index - 1)} disabled={total < 2}>
          Previous
        </Button>
        <span className="text-white font-tabular" aria-live="polite">
          Image {index + 1} of {total}
        </span>
        <Button variant="light" onClick={() => go(index + 1)} disabled={total < 2}>
          Next
        </Button>
        <span className="ms-sm-3 d-inline-flex gap-2">
          <Button variant="outline-light" onClick={() => zoomTo(zoom - ZOOM_STEP)} aria-label="Zoom out" disabled={zoom <= 1}>
            −
          </Button>
          <Button variant="outline-light" onClick={() => zoomTo(1)} aria-label="Reset zoom">
            {Math.round(zoom * 100)}%
          </Button>
          <Button variant="outline-light" onClick={() => zoomTo(zoom + ZOOM_STEP)} aria-label="Zoom in">
            +
          </Button>
        </span>
      </Modal.Footer>
    </Modal>
  );
}
