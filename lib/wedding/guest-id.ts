import * as z from './zod';

export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID = new RegExp(`^${UUID_PATTERN}$`, 'i');

export const isWellFormedGuestId = (id: string | null | undefined): id is string => typeof id === 'string' && UUID.test(id);

/** A form's id field: a guest's, a member's or a notice's. */
export const idField = z.string().check(z.regex(UUID));

const RANDOM_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isRandomGuestId = (id: string): boolean => RANDOM_UUID.test(id);
