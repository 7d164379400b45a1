#!/usr/bin/env node
/*
 * Demo-content generator: draws the demo wedding's illustrations as SVG
 * (see scenes.mjs) and renders them with sharp; also encodes one short
 * story video with ffmpeg. Deterministic: rerunning gives the same pictures.
 *
 *   node scripts/demo-content/generate.mjs           # everything
 *   node scripts/demo-content/generate.mjs hero venue # only jobs whose file name contains a word
 */
import { mkdir, writeFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import * as S from './scenes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MEDIA = 'content/demo/media';
const GUEST = `${MEDIA}/guest-photos/aa65baed-fb2b-4053-ba70-853b127d1f88`;

const KB = 1024;
const jobs = [
  [`${MEDIA}/gallery/hero-couple.jpg`, S.heroCouple, 220],
  [`${MEDIA}/gallery/venue.jpg`, S.venue, 180],
  [`${MEDIA}/gallery/harbour-lights.jpg`, S.harbourLights, 180],
  [`${MEDIA}/gallery/garden-picnic.jpg`, S.gardenPicnic, 180],
  [`${MEDIA}/gallery/mountain-lookout.jpg`, S.mountainLookout, 180],
  [`${MEDIA}/gallery/sunset-sail.jpg`, S.sunsetSail, 180],
  [`${MEDIA}/gallery/first-dance-practice.jpg`, S.firstDance, 180],
  [`${MEDIA}/gallery/wildflowers.jpg`, S.wildflowers, 180],
  [`${MEDIA}/story/2016-umbrella.jpg`, S.storyUmbrella, 180],
  [`${MEDIA}/story/2018-blue-mountains.jpg`, S.storyMountains, 180],
  [`${MEDIA}/story/2023-proposal.jpg`, S.storyProposal, 180],
  [`${GUEST}/family-lunch.jpg`, S.familyLunch, 180],
  [`${GUEST}/dance-lesson.jpg`, S.danceLesson, 180],
  [`${GUEST}/garden-party.JPG`, S.gardenParty, 180],
  [`${GUEST}/beach-day.webp`, S.beachDay, 180],
  [`${MEDIA}/guest-photos/tom-nguyen-7f3k/road-trip.png`, S.roadTrip, 300],
  ['public/images/hero-fallback.jpg', S.heroFallback, 180],
  ['public/images/venue-fallback.jpg', S.venueFallback, 180],
  ['public/images/sample/memory-1.jpg', S.memoryRings, 180],
  ['public/images/sample/memory-2.jpg', S.memoryBouquet, 180],
  ['public/images/sample/memory-3.jpg', S.memoryChampagne, 180],
  ['public/images/sample/memory-4.jpg', S.memoryCandles, 180],
  ['public/images/sample/story-1.jpg', S.sampleStoryCafe, 180],
  ['public/images/sample/story-2.jpg', S.sampleStoryStars, 180],
];

async function render(file, draw, maxKB) {
  const svg = draw();
  const ext = path.extname(file).toLowerCase();
  let buf;
  for (let q = 78; q >= 50; q -= 6) {
    const img = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
    if (ext === '.png') buf = await img.png({ palette: true, colours: 64, dither: 0, compressionLevel: 9, effort: 10 }).toBuffer();
    else if (ext === '.webp') buf = await img.webp({ quality: q, effort: 6 }).toBuffer();
    else buf = await img.jpeg({ quality: q, mozjpeg: true, progressive: true }).toBuffer();
    if (buf.length <= maxKB * KB || ext === '.png') break;
    console.warn(`  ${file}: ${Math.round(buf.length / KB)} KB at q${q}, retrying smaller`);
  }
  if (buf.length > maxKB * KB) throw new Error(`${file} is ${Math.round(buf.length / KB)} KB (> ${maxKB} KB)`);
  const out = path.join(ROOT, file);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, buf);
  const meta = await sharp(buf).metadata();
  console.log(`${file}  ${meta.width}x${meta.height}  ${Math.round(buf.length / KB)} KB`);
}

// Hand-written vector files (written as-is, not rendered).
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
  <rect width="400" height="300" fill="#f3ece3"/>
  <rect x="140" y="95" width="120" height="110" rx="12" fill="#ebe1d5" stroke="#cbbfae" stroke-width="6"/>
  <circle cx="178" cy="130" r="11" fill="#cbbfae"/>
  <path d="M146 199 L183 158 L204 180 L222 163 L254 199 Z" fill="#cbbfae"/>
</svg>
`;

const VINE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="320" viewBox="0 0 120 320">
  <defs>
    <path id="leaf" d="M0 0 Q9 -7.5 21 0 Q9 7.5 0 0 Z"/>
    <g id="bloom">
      <ellipse cx="0" cy="-6" rx="4.6" ry="6.4"/>
      <ellipse cx="0" cy="-6" rx="4.6" ry="6.4" transform="rotate(72)"/>
      <ellipse cx="0" cy="-6" rx="4.6" ry="6.4" transform="rotate(144)"/>
      <ellipse cx="0" cy="-6" rx="4.6" ry="6.4" transform="rotate(216)"/>
      <ellipse cx="0" cy="-6" rx="4.6" ry="6.4" transform="rotate(288)"/>
    </g>
  </defs>
  <g fill="none" stroke="#8a9f7b" stroke-linecap="round">
    <path d="M60 316 C28 268 94 226 62 180 C30 134 36 96 58 62 C80 28 70 12 64 6" stroke-width="2.6"/>
    <path d="M69 206 Q78 204 85 198" stroke-width="1.6"/>
    <path d="M42 119 Q34 116 29 109" stroke-width="1.6"/>
  </g>
  <g fill="#9caf88">
    <use href="#leaf" transform="translate(51 288) rotate(-160) scale(1.15)"/>
    <use href="#leaf" transform="translate(58 254) rotate(-22) scale(1.1)"/>
    <use href="#leaf" transform="translate(70 221) rotate(-150)"/>
    <use href="#leaf" transform="translate(47 153) rotate(-158) scale(1.05)"/>
    <use href="#leaf" transform="translate(43 94) rotate(-150) scale(0.95)"/>
    <use href="#leaf" transform="translate(68 44) rotate(-140) scale(0.8)"/>
  </g>
  <g fill="#7f9670">
    <use href="#leaf" transform="translate(66 187) rotate(-18)"/>
    <use href="#leaf" transform="translate(40 122) rotate(-200) scale(0.9)"/>
    <use href="#leaf" transform="translate(55 67) rotate(-28) scale(0.9)"/>
    <use href="#leaf" transform="translate(72 26) rotate(-40) scale(0.7)"/>
    <use href="#leaf" transform="translate(54 272) rotate(-40) scale(0.75)"/>
  </g>
  <use href="#bloom" transform="translate(88 195)" fill="#c48b8f"/>
  <circle cx="88" cy="195" r="2.8" fill="#e9d8b4"/>
  <use href="#bloom" transform="translate(27 105) rotate(20) scale(0.85)" fill="#d8a7a0"/>
  <circle cx="27" cy="105" r="2.4" fill="#e9d8b4"/>
  <ellipse cx="64" cy="6" rx="3.2" ry="5" fill="#c48b8f"/>
</svg>
`;

const TEXT_FILES = [
  ['public/images/placeholder.svg', PLACEHOLDER_SVG],
  ['public/images/vine.svg', VINE_SVG],
  [`${GUEST}/notes.txt`, 'not a photo\n'],
];

async function writeText(file, text) {
  const out = path.join(ROOT, file);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, text);
  console.log(`${file}  ${Buffer.byteLength(text)} bytes`);
}

/** 4 s, 640x480 H.264 clip from rendered SVG frames (needs ffmpeg on PATH). */
async function video(file, frames = 96, fps = 24, maxKB = 300) {
  if (spawnSync('ffmpeg', ['-version']).status !== 0) {
    console.warn(`SKIP ${file}: ffmpeg not found (install it, e.g. apt-get install -y ffmpeg); keeping the committed clip.`);
    return;
  }
  const tmp = await mkdtemp(path.join(tmpdir(), 'demo-frames-'));
  try {
    for (let i = 0; i < frames; i++) {
      await sharp(Buffer.from(S.flatFrame(i / frames)))
        .png({ compressionLevel: 1 })
        .toFile(path.join(tmp, `f${String(i).padStart(3, '0')}.png`));
    }
    const out = path.join(ROOT, file);
    await mkdir(path.dirname(out), { recursive: true });
    for (let crf = 20; crf <= 35; crf += 3) {
      const args = ['-y', '-loglevel', 'error', '-framerate', String(fps), '-i', path.join(tmp, 'f%03d.png'),
        '-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', String(crf), '-pix_fmt', 'yuv420p',
        '-movflags', '+faststart', '-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', out];
      const r = spawnSync('ffmpeg', args, { stdio: 'inherit' });
      if (r.status !== 0) throw new Error(`ffmpeg failed for ${file}`);
      const { size } = await stat(out);
      console.log(`${file}  640x480  ${frames / fps}s  ${Math.round(size / KB)} KB (crf ${crf})`);
      if (size <= maxKB * KB) return;
    }
    throw new Error(`${file} stays above ${maxKB} KB`);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

const only = process.argv.slice(2);
const pick = (file) => only.length === 0 || only.some((w) => file.includes(w));
for (const [file, draw, maxKB] of jobs) if (pick(file)) await render(file, draw, maxKB);
for (const [file, text] of TEXT_FILES) if (pick(file)) await writeText(file, text);
if (pick(`${MEDIA}/story/2020-home.mp4`)) await video(`${MEDIA}/story/2020-home.mp4`);
