import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { Guest } from '@/lib/wedding/types';
import { isDevelopmentHost } from '@/lib/wedding/dev-host';
import { slug } from '@/lib/wedding/slug';
import { INVITE_ROUTE, invitePath } from '@/lib/site/routes';
import { guestTag } from '@/lib/server/guest-tag';
import { writeAtomically } from '@/lib/server/write-atomically';
import { csvFile } from './csv';
import { detectSeparator, type Separator } from './separator';
import { namesakeHints } from './namesakes';

export interface GuestOpen {
  firstOpenedAt: string;
  lastOpenedAt: string;
  openingDays: number;
}

export type OpensByGuest = Map<string, GuestOpen>;

export interface GuestLink {
  guest: Guest;
  link: string;
  svg: string;
  png: string;
}

export function parseBaseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`"${raw}" is not a web address; give the site's address, e.g. https://our-wedding.example`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`"${raw}" must start with https:// (or http://)`);
  if (url.search || url.hash) throw new Error(`"${raw}" must be the site's address only, without ? or #`);
  url.pathname = url.pathname.replace(new RegExp(`${INVITE_ROUTE}/*$`, 'i'), '/');
  return url;
}

export function baseUrlWarnings(url: URL): string[] {
  const warnings: string[] = [];
  if (isDevelopmentHost(url.host)) {
    warnings.push(`${url.host} is a local or private address: guests' phones cannot open these links. Use the site's public address for links you send or print.`);
  }
  if (url.protocol === 'http:') warnings.push(`${url.origin} is plain http: use the https:// address, or browsers will warn your guests.`);
  return warnings;
}

export const inviteLink = (base: URL, guestId: string) => `${base.href.replace(/\/+$/, '')}${invitePath(encodeURIComponent(guestId))}`;

export const previewLink = (base: URL, guestId: string) => `${inviteLink(base, guestId)}?preview`;

export const fileStem = (guest: Guest): string => `${slug(guest.name, 60, 'guest')}-${guest.id.slice(0, 8)}`;

export const LINKS_CSV = 'guest-links.csv';
export const LINKS_COLUMNS = ['name', 'hint', 'language', 'invited_to', 'link', 'preview_link', 'qr_svg', 'qr_png', 'id', 'log_tag', 'first_opened_at', 'last_opened_at'] as const;

/** QR settings for print: medium error correction survives a smudge; the quiet zone is the standard 4 modules. */
const QR = { errorCorrectionLevel: 'M', margin: 4 } as const;
const PNG_MODULE_PX = 12;

// Encoded by sharp: qrcode's own PNG encoder is pure JavaScript and many times slower.
export async function qrPng(text: string): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR.errorCorrectionLevel });
  const side = (modules.size + 2 * QR.margin) * PNG_MODULE_PX;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const top = (row + QR.margin) * PNG_MODULE_PX;
      const left = (col + QR.margin) * PNG_MODULE_PX;
      for (let y = top; y < top + PNG_MODULE_PX; y++) pixels.fill(0, y * side + left, y * side + left + PNG_MODULE_PX);
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } }).png().toBuffer();
}


export async function writeGuestLinks(guests: Guest[], base: URL, outDir: string, opens: OpensByGuest = new Map(), separator: Separator = ','): Promise<GuestLink[]> {
  await mkdir(outDir, { recursive: true });
  const links: GuestLink[] = [];
  for (const guest of guests) {
    const link = inviteLink(base, guest.id);
    const stem = fileStem(guest);
    const svg = `${stem}.svg`;
    const png = `${stem}.png`;
    await writeAtomically(path.join(/*turbopackIgnore: true*/ outDir, svg), await QRCode.toString(link, { ...QR, type: 'svg' }));
    await writeAtomically(path.join(/*turbopackIgnore: true*/ outDir, png), await qrPng(link));
    links.push({ guest, link, svg, png });
  }
  const hints = namesakeHints(guests);
  const rows = links.map((l) => {
    const open = opens.get(l.guest.id.toLowerCase());
    return [
      l.guest.name,
      hints.get(l.guest.id) ?? '',
      l.guest.language ?? '',
      (l.guest.invited_to ?? []).join(' '),
      l.link,
      previewLink(base, l.guest.id),
      l.svg,
      l.png,
      l.guest.id,
      guestTag(l.guest.id),
      open?.firstOpenedAt ?? '',
      open?.lastOpenedAt ?? '',
    ];
  });
  await writeAtomically(path.join(/*turbopackIgnore: true*/ outDir, LINKS_CSV), csvFile([...LINKS_COLUMNS], rows, separator));
  return links;
}

const QR_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{8}\.(?:svg|png)$/;

export async function listedQrFiles(outDir: string): Promise<Set<string>> {
  let text: string;
  try {
    text = (await readFile(path.join(/*turbopackIgnore: true*/ outDir, LINKS_CSV), 'utf8')).replace(/^\uFEFF/, '');
  } catch {
    return new Set();
  }
  try {
    const rows = parse(text, { columns: true, delimiter: detectSeparator(text.replace(/\r\n?/g, '\n')), relax_column_count: true, skip_empty_lines: true }) as Record<string, string>[];
    return new Set(rows.flatMap((r) => [r.qr_svg ?? '', r.qr_png ?? '']).filter((name) => QR_FILE.test(name)));
  } catch {
    return new Set();
  }
}

// Only codes an earlier run listed go: no invitation is printed from the code of a guest who is gone.
export async function removeStaleQrCodes(outDir: string, earlier: Set<string>, written: GuestLink[]): Promise<string[]> {
  const current = new Set(written.flatMap((l) => [l.svg, l.png]));
  const stale = (await readdir(outDir)).filter((name) => earlier.has(name) && QR_FILE.test(name) && !current.has(name)).sort();
  for (const name of stale) await rm(path.join(/*turbopackIgnore: true*/ outDir, name), { force: true });
  return stale;
}
