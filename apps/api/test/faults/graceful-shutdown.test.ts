import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startServer, waitForHealth } from '../helpers/server-process';
import { freePort } from '../helpers/tcp-proxy';

/*
 * SIGTERM under load over keep-alive connections: every request the server accepted is answered,
 * later ones are refused at the door, none is cut off mid-way, and the process exits 0.
 */
type Outcome = 'answered' | 'refused' | 'cut';

function get(agent: http.Agent, port: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve('answered'));
      res.on('error', () => resolve('cut'));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'cut'),
    );
  });
}

describe('SIGTERM under load', () => {
  it('finishes what is in flight, drops nothing, and exits 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schoolwise-sigterm-'));
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}` });
    try {
      await waitForHealth(port);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
      const outcomes: Outcome[] = [];
      let stop = false;
      // 20 clients on kept-alive connections, each sending one request after another.
      const clients = Array.from({ length: 20 }, async () => {
        for (let i = 0; i < 2000 && !stop; i++) {
          const outcome = await get(agent, port);
          outcomes.push(outcome);
          if (outcome === 'refused') return;
        }
      });
      // Some load first, then the signal in the middle of it.
      for (let i = 0; i < 200 && outcomes.length < 300; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      server.child.kill('SIGTERM');
      const code = await server.exited;
      stop = true;
      await Promise.all(clients);
      agent.destroy();

      expect(code).toBe(0);
      expect(outcomes.filter((o) => o === 'answered').length).toBeGreaterThan(100);
      expect(outcomes.filter((o) => o === 'cut')).toEqual([]);
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
