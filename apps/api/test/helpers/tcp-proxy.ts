import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Stops forwarding in both directions and leaves new connections unanswered: a hung server. */
  hang(): void;
  /** Forwards again (connections made while hung stay hung). */
  resume(): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of `target`, to make a database stop answering on demand. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let hung = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (hung) return;
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('data', (chunk) => {
      if (!hung) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!hung) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    hang: () => {
      hung = true;
    },
    resume: () => {
      hung = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
