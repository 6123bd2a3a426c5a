import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

let echo: net.Server;
let proxy: TcpProxy;

beforeAll(async () => {
  echo = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', () => resolve()));
  proxy = await startTcpProxy((echo.address() as net.AddressInfo).port);
});

afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => echo.close(() => resolve()));
});

/** Connects through the proxy and sends one line; resolves with what came back, or the error. */
function roundTrip(text: string): Promise<string | Error> {
  return new Promise((resolve) => {
    const socket = net.connect(proxy.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.length >= text.length) {
        socket.end();
        resolve(received);
      }
    });
    socket.on('error', (error) => resolve(error));
    socket.on('close', () => resolve(new Error(`closed after ${JSON.stringify(received)}`)));
    socket.write(text);
  });
}

test('forwards both ways, cuts open connections, refuses new ones while cut, and forwards again', async () => {
  expect(await roundTrip('hello')).toBe('hello');

  const open = net.connect(proxy.port, '127.0.0.1');
  const closed = new Promise<void>((resolve) => open.once('close', () => resolve()));
  open.on('error', () => {});
  await new Promise<void>((resolve) => open.once('connect', () => resolve()));
  open.write('x');
  await new Promise((resolve) => open.once('data', resolve));

  proxy.cut();
  await closed;
  expect(await roundTrip('while cut')).toBeInstanceOf(Error);

  proxy.restore();
  expect(await roundTrip('again')).toBe('again');
});

test('zombie: open connections go silent both ways and stay open; new ones are forwarded', async () => {
  const open = net.connect(proxy.port, '127.0.0.1');
  open.on('error', () => {});
  await new Promise<void>((resolve) => open.once('connect', () => resolve()));
  open.write('x');
  await new Promise((resolve) => open.once('data', resolve));

  proxy.zombie();
  expect(proxy.blackHoled()).toBe(1);
  let heard = '';
  open.on('data', (chunk) => (heard += chunk.toString()));
  open.write('into the void');
  expect(await roundTrip('a new one')).toBe('a new one');
  expect(heard).toBe('');
  expect(open.destroyed).toBe(false);

  const closed = new Promise((resolve) => open.once('close', resolve));
  open.end();
  await closed;
  await expect.poll(() => proxy.blackHoled()).toBe(0);
});
