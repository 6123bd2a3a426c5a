/**
 * A cuttable TCP proxy on 127.0.0.1 for fault tests: put it between a process and Postgres, then cut()
 * drops every open connection and refuses new ones (as a dead network or a stopped server would) until
 * restore(). Nothing is delayed or reordered while it is up.
 */
import net from 'node:net';

export interface TcpProxy {
  /** The local port to connect to instead of the target's. */
  port: number;
  /** Destroys every proxied connection and refuses (resets) new ones until restore(). */
  cut: () => void;
  /** Accepts and forwards connections again. */
  restore: () => void;
  /** Closes the listener and every connection. */
  close: () => Promise<void>;
  /** How many connections are open through the proxy now. */
  openConnections: () => number;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let isCut = false;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A reset from either side is expected here; it must not surface as an uncaught error.
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;

  const destroyAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };

  return {
    port,
    cut: () => {
      isCut = true;
      destroyAll();
    },
    restore: () => {
      isCut = false;
    },
    close: async () => {
      isCut = true;
      destroyAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    openConnections: () => sockets.size,
  };
}

/** A connection string whose host and port are the proxy's, for the database at `url`. */
export function throughProxy(url: string, proxy: Pick<TcpProxy, 'port'>): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}
