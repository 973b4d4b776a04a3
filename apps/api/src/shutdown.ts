import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A kept-alive connection that stays quiet this long after the signal is ended by us. */
const IDLE_MS = 500;
const POLL_MS = 50;

interface Connection {
  /** Requests on it not yet answered. */
  busy: number;
  quietSince: number;
}

export interface ConnectionTracker {
  connections: Map<net.Socket, Connection>;
  /** Once set, every answer asks its client to hang up. */
  closing: boolean;
}

/**
 * Keeps count of every connection and whether a request is being served on it, from the start,
 * so that a stop knows which connections it may end without cutting a request. Call before the
 * app is ready: it adds hooks.
 */
export function trackConnections(app: FastifyInstance): ConnectionTracker {
  const connections = new Map<net.Socket, Connection>();
  const tracker: ConnectionTracker = { connections, closing: false };
  app.server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { busy: 0, quietSince: Date.now() });
    socket.on('close', () => connections.delete(socket));
  });
  app.addHook('onRequest', async (request) => {
    const connection = connections.get(request.raw.socket);
    if (connection) connection.busy++;
  });
  app.addHook('onResponse', async (request) => {
    const connection = connections.get(request.raw.socket);
    if (connection) {
      connection.busy--;
      connection.quietSince = Date.now();
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (tracker.closing) reply.header('connection', 'close');
    return payload;
  });
  return tracker;
}

/**
 * Stops an API node without dropping a request: no new connections, every request already sent
 * is answered, and each answer asks its client to hang up. A connection is only ended by us once
 * it has been quiet for a while (ending one the moment its client reuses it would reset that
 * request); whatever is left is cut when `graceMs` runs out. Then the app closes, pool included.
 */
export async function drainAndClose(
  app: FastifyInstance,
  tracker: ConnectionTracker,
  graceMs: number,
): Promise<void> {
  const { connections } = tracker;
  tracker.closing = true;
  // http.Server#close would also end idle connections at once, racing clients that are reusing
  // them this very moment; net.Server#close only stops accepting.
  net.Server.prototype.close.call(app.server);

  const deadline = Date.now() + graceMs;
  while (connections.size > 0 && Date.now() < deadline) {
    const now = Date.now();
    for (const [socket, connection] of connections) {
      if (connection.busy === 0 && now - connection.quietSince >= IDLE_MS) socket.end();
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  app.server.closeAllConnections();
  await app.close();
}
