import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import type * as ToastifyModule from 'react-toastify/unstyled';
import { setToastListener, type ToastAction } from './notify';

function content(message: string, action?: ToastAction): ReactNode {
  if (!action) return message;
  return (
    <span>
      {message}{' '}
      <Link to={action.to} className="fw-semibold">
        {action.label}
      </Link>
    </span>
  );
}

type ToastModule = typeof ToastifyModule;

/**
 * Mounts the toast container once; loads react-toastify when the first toast is raised. The
 * `unstyled` entry: the default one injects its CSS as an inline <style> element, which the
 * Content-Security-Policy (style-src 'self') blocks; the same CSS comes as a file instead.
 */
export function ToastHost() {
  const [toastify, setToastify] = useState<ToastModule | null>(null);

  useEffect(() => {
    let module: ToastModule | null = null;
    let loading: Promise<ToastModule> | null = null;
    setToastListener((kind, text, action) => {
      const message = content(text, action);
      if (module) {
        module.toast[kind](message);
        return;
      }
      loading ??= Promise.all([import('react-toastify/unstyled'), import('react-toastify/dist/ReactToastify.css')]).then(([loaded]) => loaded);
      void loading.then((loaded) => {
        module = loaded;
        setToastify(loaded);
        // Let the container mount before the first toast.
        setTimeout(() => loaded.toast[kind](message), 0);
      });
    });
    return () => setToastListener(null);
  }, []);

  if (!toastify) return null;
  const Container = toastify.ToastContainer as ComponentType<Record<string, unknown>>;
  return <Container position="top-right" autoClose={3000} limit={2} newestOnTop closeOnClick pauseOnFocusLoss={false} />;
}
