import { z } from 'zod';

// What the desk's forms and the invite command accept, in one place.
export const emailField = z.string().trim().toLowerCase().min(3).max(320).email();

export const INVITE_TOKEN = /^[0-9a-f]{32,64}$/;

/** An invite's link on the site at `site`. */
export const inviteLink = (token: string, site: URL) => new URL(`desk/invite/${token}`, site).href;
