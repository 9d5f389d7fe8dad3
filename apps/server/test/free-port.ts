import net from 'node:net';

/**
 * A loopback port nobody listens on right now: opened and closed again. For a server a test starts itself, or for
 * a connection that must be refused.
 */
export async function unusedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
