/**
 * The page fetcher resolves a host once, inside the connection, and checks what it resolved: a name that
 * resolves to a private address is refused, and the connection goes to the address that was checked.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isPrivateAddress } from '../../lib/guarded-request';
import { fetchPage } from './fetch-page';

let server: http.Server;
let port: number;
let requests = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests++;
    const redirect = new URL(req.url ?? '/', 'http://site.test').searchParams.get('to');
    if (redirect) {
      res.writeHead(302, { location: redirect }).end();
    } else if (req.url === '/gzip') {
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

/** Non-public addresses as they are written, including IPv6 forms that carry an IPv4 address. */
const nonPublic = [
  '0.0.0.0',
  '127.0.0.1',
  '10.0.0.1',
  '100.64.0.1', // carrier-grade NAT
  '169.254.169.254', // cloud metadata
  '224.0.0.1',
  '255.255.255.255',
  '::',
  '::1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1', // the URL parser's spelling of ::ffff:127.0.0.1
  '::ffff:a9fe:a9fe', // ::ffff:169.254.169.254
  '::127.0.0.1', // IPv4-compatible
  '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
  '64:ff9b::a9fe:a9fe', // NAT64 of the metadata address
  '64:ff9b:1::a00:1', // local-use NAT64 of 10.0.0.1
  '2002:7f00:1::', // 6to4 of 127.0.0.1
  '2002:a9fe:a9fe::1', // 6to4 of the metadata address
  'fd00:ec2::254', // unique-local (an IPv6 metadata address)
  'fe80::1',
  'ff02::1',
];

test('every non-public form is recognised, and public addresses (also embedded) are not', () => {
  for (const address of nonPublic) expect(isPrivateAddress(address), address).toBe(true);
  for (const address of ['93.184.216.34', '2606:4700::1111', '::ffff:5db8:d822', '2002:5db8:d822::1'])
    expect(isPrivateAddress(address), address).toBe(false);
});

test('literal non-public addresses in every spelling are refused without a lookup or a connection', async () => {
  const before = requests;
  let lookups = 0;
  const resolve = async () => {
    lookups++;
    return [];
  };
  for (const address of nonPublic) {
    const host = address.includes(':') ? `[${address}]` : address;
    await expect(fetchPage(`http://${host}/`, { resolve }), address).rejects.toThrow(
      'Refusing to fetch a non-public address',
    );
  }
  expect(lookups).toBe(0);
  expect(requests).toBe(before);
});

test('a name resolving to any non-public form is refused before any connection', async () => {
  const before = requests;
  for (const address of nonPublic) {
    const resolve = async () => [{ address, family: address.includes(':') ? 6 : 4 }];
    await expect(fetchPage('http://innocent.example/', { resolve }), address).rejects.toThrow(
      'Refusing to fetch a non-public address: innocent.example',
    );
  }
  expect(requests).toBe(before);
});

test('every redirect hop is checked the same way', async () => {
  const resolved: string[] = [];
  const resolve = async (hostname: string) => {
    resolved.push(hostname);
    return hostname === 'site.test'
      ? [{ address: '127.0.0.1', family: 4 }]
      : [{ address: '::ffff:a00:1', family: 6 }];
  };
  const options = { resolve, trustedHostnames: ['site.test'] };
  const hop = (to: string) => `http://site.test:${port}/?to=${encodeURIComponent(to)}`;

  // The local test server itself is reachable: only the hops it redirects to are refused.
  expect((await fetchPage(hop(`http://site.test:${port}/`), options)).body).toBe('<title>Plain home</title>');
  await expect(fetchPage(hop('http://inside.example/'), options)).rejects.toThrow(
    'Refusing to fetch a non-public address: inside.example',
  );
  await expect(fetchPage(hop('http://[::ffff:7f00:1]/admin'), options)).rejects.toThrow(
    'Refusing to fetch a non-public address: ::ffff:7f00:1',
  );
  await expect(fetchPage(hop('http://[64:ff9b::7f00:1]/'), options)).rejects.toThrow(
    'Refusing to fetch a non-public address: 64:ff9b::7f00:1',
  );
  expect(resolved).toContain('inside.example');
});
