import { RESTRICTED_TEXT } from '@/lib/restrictedText';
import { usePageReady } from '@/store/pageHooks';

/** Where a signed-in user without any permission lands (document 000 §2). */
export default function Restricted() {
  usePageReady(true);
  return (
    <section className="container py-4" aria-labelledby="restricted-title">
      <h1 id="restricted-title" className="h3">
        Restricted
      </h1>
      <div className="card mt-3">
        <div className="card-body">
          <h2 className="h5 text-danger">Permissions Error</h2>
          <p className="mb-0">{RESTRICTED_TEXT}</p>
        </div>
      </div>
    </section>
  );
}
