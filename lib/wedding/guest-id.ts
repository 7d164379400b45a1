const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isWellFormedGuestId = (id: string | null | undefined): id is string => typeof id === 'string' && UUID.test(id);

const RANDOM_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isRandomGuestId = (id: string): boolean => RANDOM_UUID.test(id);
