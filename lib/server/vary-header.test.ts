import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepVaryFields, mergeVary } from './vary-header';

it('merges Vary values, each field once whatever its case', () => {
  expect(mergeVary('Accept-Language', 'rsc, Next-Router-State-Tree')).toBe('Accept-Language, rsc, Next-Router-State-Tree');
  expect(mergeVary(['Accept-Language', 'rsc'], 'RSC, accept-language, Accept-Encoding')).toBe('Accept-Language, rsc, Accept-Encoding');
  expect(mergeVary(undefined, 'Accept')).toBe('Accept');
});

it("keeps a Vary field set earlier when a later setHeader replaces the header (Next's page handler)", async () => {
  keepVaryFields();
  const server = createServer((_req, res) => {
    res.setHeader('Vary', 'Accept-Language');
    res.setHeader('Vary', 'rsc, next-router-state-tree');
    res.setHeader('X-Other', 'one');
    res.setHeader('X-Other', 'two');
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(response.headers.get('vary')).toBe('Accept-Language, rsc, next-router-state-tree');
    expect(response.headers.get('x-other')).toBe('two');
  } finally {
    server.close();
  }
});
