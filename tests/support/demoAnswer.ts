import { getResponse, http, HttpResponse } from 'msw';
import { handlers } from '@/demo/handlers/index';
import { server } from '../setup';

/**
 * Lets the demo API answer GET /api`path` (an msw path such as '/dashboard/:id', in either demo
 * contract), then hands `edit` the answer's data (under `data` or flat) to change before it is sent:
 * for answers in forms the demo does not send. Error answers go out unchanged.
 */
export function editAnswer(path: string, edit: (data: Record<string, unknown>) => void): void {
  server.use(
    http.get(`*/api${path}`, async ({ request }) => {
      const real = await getResponse(handlers, request);
      if (!real || !real.ok) return real;
      const body = (await real.json()) as Record<string, unknown>;
      const data = (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
      edit(data);
      return HttpResponse.json(body as never, { status: real.status });
    }),
  );
}
