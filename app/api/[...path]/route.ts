import { AppError } from '@/lib/errors';
import { errorResponse } from '@/lib/http/route';

/** Any /api path that no route serves: the contract's error shape, not an HTML page. */
function notFound(req: Request): Response {
  return errorResponse(new AppError('NOT_FOUND', `No endpoint ${req.method} ${new URL(req.url).pathname}.`));
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };

export const dynamic = 'force-dynamic';
