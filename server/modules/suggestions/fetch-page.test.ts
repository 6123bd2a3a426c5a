/**
 * The page fetcher resolves a host once, inside the connection, and checks what it resolved: a name that
 * resolves to a private address is refused, and the connection goes to the address that was checked.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fetchPage } from './fetch-page';

let server: http.Server;
let port: number;
let requests = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests++;
    if (req.url === '/gzip') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync('<title>Compressed home</title>'));
    } else res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Plain home</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const loopback = async () => [{ address: '127.0.0.1', family: 4 }];

test('a name resolving to a private address is refused before any connection', async () => {
  const before = requests;
  let lookups = 0;
  const resolve = async () => {
    lookups++;
    return [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
  };
  await expect(fetchPage('http://rebind.example/', { resolve })).rejects.toThrow(
    'Refusing to fetch a non-public address: rebind.example',
  );
  expect(lookups).toBe(1);
  expect(requests).toBe(before);
});

test('the connection goes to the address the lookup returned (no second resolution)', async () => {
  // site.test exists only in this resolver: a fetch that resolved the name again could not connect.
  const page = await fetchPage(`http://site.test:${port}/`, { resolve: loopback, allowPrivateNetwork: true });
  expect(page).toMatchObject({ status: 200, body: '<title>Plain home</title>' });
});

test('compressed pages are decoded', async () => {
  const page = await fetchPage(`http://site.test:${port}/gzip`, {
    resolve: loopback,
    allowPrivateNetwork: true,
  });
  expect(page.body).toBe('<title>Compressed home</title>');
});

test('a private literal address is refused without a lookup', async () => {
  let lookups = 0;
  const resolve = async () => {
    lookups++;
    return [];
  };
  await expect(fetchPage('http://169.254.169.254/latest/meta-data', { resolve })).rejects.toThrow(
    'Refusing to fetch a non-public address: 169.254.169.254',
  );
  expect(lookups).toBe(0);
});
