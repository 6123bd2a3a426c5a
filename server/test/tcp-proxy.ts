/**
 * A cuttable TCP proxy on 127.0.0.1 for fault tests: put it between a process and Postgres, then cut()
 * drops every open connection and refuses new ones (as a dead network or a stopped server would) until
 * restore(), or zombie() black-holes the open connections while new ones work (as after a failover, when
 * the old host vanished without closing anything), or slow() holds back what the server sends on the open
 * connections. Nothing is reordered.
 */
import net from 'node:net';

export interface TcpProxy {
  /** The local port to connect to instead of the target's. */
  port: number;
  /** Destroys every proxied connection and refuses (resets) new ones until restore(). */
  cut: () => void;
  /** Accepts and forwards connections again. */
  restore: () => void;
  /**
   * Silently stops forwarding on every open connection, both ways, and closes none of them: what is sent
   * is swallowed and nothing comes back, and the client hears nothing of the server's end closing. New
   * connections are forwarded as usual. A black-holed connection closes when its client closes it.
   */
  zombie: () => void;
  /** Delays by `ms` what the server sends on every open connection (in order); new ones are not slowed. */
  slow: (ms: number) => void;
  /** How many black-holed connections are still open. */
  blackHoled: () => number;
  /** Closes the listener and every connection. */
  close: () => Promise<void>;
  /** How many connections are open through the proxy now. */
  openConnections: () => number;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; closeClient: () => void }>();
  const zombies = new Set<net.Socket>();
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
    const closeClient = () => client.destroy();
    const pair = { client, upstream, closeClient };
    pairs.add(pair);
    client.once('close', () => {
      pairs.delete(pair);
      zombies.delete(client);
      upstream.destroy();
    });
    upstream.once('close', closeClient);
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
    zombie: () => {
      for (const { client, upstream, closeClient } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        // Whatever becomes of the server's end, the client's hears nothing of it.
        upstream.off('close', closeClient);
        // Read and drop (flowing with no listener), so neither side's writes ever block or fail.
        client.resume();
        upstream.resume();
        zombies.add(client);
      }
      pairs.clear();
    },
    slow: (ms) => {
      for (const { client, upstream } of pairs) {
        upstream.unpipe(client);
        upstream.on('data', (chunk: Buffer) => {
          setTimeout(() => {
            if (!client.destroyed) client.write(chunk);
          }, ms);
        });
        // Unpiped, the stream stopped flowing; a 'data' listener alone does not start it again.
        upstream.resume();
      }
    },
    blackHoled: () => zombies.size,
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
