import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { snapshotFileToRead } from './snapshot';

/**
 * Which snapshot a server reads. A standalone server runs from .next/standalone, where its build
 * packed a copy of content/snapshot.json; the project's own file is the one `npm run snapshot` updates.
 */

let project: string;
let standalone: string;
let projectFile: string;
let packedCopy: string;

beforeEach(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'snapshot-to-read-'));
  standalone = path.join(project, '.next', 'standalone');
  projectFile = path.join(project, 'content', 'snapshot.json');
  packedCopy = path.join(standalone, 'content', 'snapshot.json');
});
afterEach(() => rm(project, { recursive: true, force: true }));

it("reads the project's snapshot, not the build's copy, when the server runs inside the project", async () => {
  await mkdir(path.dirname(projectFile), { recursive: true });
  await writeFile(projectFile, '{}');
  expect(snapshotFileToRead(packedCopy, projectFile, standalone)).toBe(projectFile);
});

it("reads the build's copy where the project's file is absent (a host that ships the standalone folder alone)", () => {
  expect(snapshotFileToRead(packedCopy, projectFile, standalone)).toBe(packedCopy);
});

it('reads CONTENT_SNAPSHOT as given, wherever the server runs', async () => {
  await mkdir(path.dirname(projectFile), { recursive: true });
  await writeFile(projectFile, '{}');
  const chosen = path.join(project, 'kept', 'snapshot.json');
  expect(snapshotFileToRead(chosen, projectFile, standalone)).toBe(chosen);
});

it('reads the configured file when no build recorded a project file (next dev, the tools)', () => {
  expect(snapshotFileToRead(projectFile, undefined, project)).toBe(projectFile);
});
