import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a real server, for outage tests: `cut()` drops every connection and
 * refuses new ones, as a database restart looks to a client; `restore()` accepts again on the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const port = await listen(0);
  return {
    port,
    async cut() {
      const closed = stopListening();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      await listen(port);
    },
    async close() {
      const closed = stopListening();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
