import { PageSpinner } from '@/components/PageSpinner';

/** Shown while a page's chunk loads. */
export function PageFallback({ fullPage = false }: { fullPage?: boolean }) {
  return <PageSpinner className={`d-flex justify-content-center p-5${fullPage ? ' min-vh-100 align-items-center' : ''}`} />;
}
