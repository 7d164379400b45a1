import * as z from './zod';
import { deskInvitePath } from '@/lib/site/routes';

export const emailField = z.string().check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(320), z.email());

export const INVITE_TOKEN = /^[0-9a-f]{32,64}$/;

export const inviteLink = (token: string, site: URL) => new URL(deskInvitePath(token), site).href;
