import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { REALTIME_DEFAULTS } from '@jara/contracts/constants';
import type { RealtimeCredentials, RealtimeHub } from '../sandbox-context';
import { PusherConnection } from './pusher-connection';
import { errorFrame, frame } from './pusher-messages';

const ACTIVITY_TIMEOUT_S = REALTIME_DEFAULTS.activityTimeout / 1000;
const MIN_PROTOCOL = 7;
const SWEEP_MS = 10_000;

/** PEM texts: with them the server speaks wss itself, as a page served over https requires. */
export interface RealtimeTls {
  cert: string;
  key: string;
}

/**
 * A Pusher-protocol (v7) websocket server: what pusher-js expects from Pusher Channels, for the
 * private channels the sandbox broadcasts on. It can be restarted to prove clients reconnect.
 */
export class PusherServer implements RealtimeHub {
  private http: Server | null = null;
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly connections = new Set<PusherConnection>();
  private relisten: NodeJS.Timeout | null = null;
  private readonly sweeper: NodeJS.Timeout;
  port = 0;

  constructor(
    private readonly host: string,
    requestedPort: number,
    readonly credentials: RealtimeCredentials,
    private readonly tls?: RealtimeTls,
  ) {
    this.port = requestedPort;
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  async start(): Promise<void> {
    const answer = (_request: IncomingMessage, response: ServerResponse) => {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          status: 'error',
          message: 'This is the realtime server: connect a Pusher client to /app/{key}.',
        }),
      );
    };
    const server: Server = this.tls ? createTlsServer(this.tls, answer) : createServer(answer);
    server.on('upgrade', (request, socket, head) => this.upgrade(request, socket, head));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, this.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    // After a successful listen, a socket-level failure is logged rather than crashing the sandbox.
    server.on('error', (error) => console.error('sandbox: realtime server error', error));
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.http = server;
  }

  publish(channel: string, event: string, data: unknown): void {
    const text = frame(event, data, channel);
    for (const connection of this.connections) {
      if (connection.channels.has(channel)) connection.send(text);
    }
  }

  async restart(downMs: number): Promise<void> {
    await this.close();
    this.relisten = setTimeout(() => {
      this.relisten = null;
      this.start().catch((error: unknown) =>
        console.error('sandbox: the realtime server could not listen again', error),
      );
    }, downMs);
  }

  async stop(): Promise<void> {
    if (this.relisten) clearTimeout(this.relisten);
    clearInterval(this.sweeper);
    await this.close();
    this.wss.close();
  }

  private async close(): Promise<void> {
    for (const connection of this.connections) connection.socket.terminate();
    this.connections.clear();
    const server = this.http;
    this.http = null;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://realtime.local');
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new PusherConnection(ws, this.credentials);
      const protocol = Number(url.searchParams.get('protocol'));
      if (decodeURIComponent(match[1] ?? '') !== this.credentials.key) {
        connection.send(errorFrame(4001, `App key ${match[1]?.slice(0, 40)} not in this cluster.`));
        ws.close(4001, 'Unknown app key');
        return;
      }
      if (!Number.isInteger(protocol) || protocol < MIN_PROTOCOL) {
        connection.send(
          errorFrame(
            4007,
            `Unsupported protocol version ${url.searchParams.get('protocol') ?? 'none'}.`,
          ),
        );
        ws.close(4007, 'Unsupported protocol version');
        return;
      }
      this.connections.add(connection);
      ws.on('message', (data) => connection.handle(data.toString()));
      ws.on('close', () => this.connections.delete(connection));
      ws.on('error', () => this.connections.delete(connection));
      connection.send(
        frame('pusher:connection_established', {
          socket_id: connection.socketId,
          activity_timeout: ACTIVITY_TIMEOUT_S,
        }),
      );
    });
  }

  /** Pings quiet clients, as Pusher does, and drops the ones that stopped answering. */
  private sweep(): void {
    const now = Date.now();
    for (const connection of this.connections) {
      const quiet = now - connection.lastSeen;
      if (quiet > REALTIME_DEFAULTS.activityTimeout + REALTIME_DEFAULTS.pongTimeout) {
        connection.socket.terminate();
        this.connections.delete(connection);
      } else if (quiet > REALTIME_DEFAULTS.activityTimeout && !connection.pingSent) {
        connection.pingSent = true;
        connection.send(frame('pusher:ping', {}));
      }
    }
  }
}
