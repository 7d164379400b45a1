import * as z from '@/lib/wedding/zod';

// What the desk's forms and the invite command accept, in one place.
export const emailField = z.string().check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(320), z.email());

export const INVITE_TOKEN = /^[0-9a-f]{32,64}$/;

/** An invite's link on the site at `site`. */
export const inviteLink = (token: string, site: URL) => new URL(`desk/invite/${token}`, site).href;
