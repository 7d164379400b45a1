import { sameSecret } from './same-secret';

export const hasBearer = (request: Request, secret: string): boolean => sameSecret(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '', secret);
