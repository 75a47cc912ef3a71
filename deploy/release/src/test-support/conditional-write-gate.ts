/**
 * An HTTP proxy in front of s3rver that makes it behave as S3 does where a release relies on it:
 * requests for one key run one at a time (s3rver writes a file in place, so a read during a write
 * would see half of it; S3 swaps objects whole), and a PUT whose `If-None-Match: *` or `If-Match`
 * does not hold is answered 412 PreconditionFailed (404 NoSuchKey for an If-Match on no object)
 * without reaching s3rver, which ignores both headers. It records every PUT, in the order they
 * finished.
 */
import http from 'node:http';

export interface RecordedPut {
  key: string;
  status: number;
}

export interface ConditionalWriteGate {
  url: string;
  puts: RecordedPut[];
  /** Keys for which every conditional PUT is refused, as under endless contention. */
  refuse: (key: string) => boolean;
  close(): Promise<void>;
}

export async function startConditionalWriteGate(upstream: string): Promise<ConditionalWriteGate> {
  const queues = new Map<string, Promise<unknown>>();
  const gate: Omit<ConditionalWriteGate, 'url' | 'close'> = { puts: [], refuse: () => false };

  function serialised<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    queues.set(
      key,
      run.catch(() => undefined),
    );
    return run;
  }

  async function conditionFails(req: http.IncomingMessage, key: string): Promise<number> {
    const ifMatch = req.headers['if-match'];
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifMatch === undefined && ifNoneMatch === undefined) return 0;
    if (gate.refuse(key)) return 412;
    const head = await fetch(`${upstream}${new URL(req.url ?? '/', upstream).pathname}`, {
      method: 'HEAD',
    });
    const etag = head.ok ? head.headers.get('etag') : null;
    if (ifNoneMatch === '*' && etag !== null) return 412;
    if (ifMatch !== undefined && etag === null) return 404;
    if (ifMatch !== undefined && unquote(ifMatch) !== unquote(etag ?? '')) return 412;
    return 0;
  }

  const server = http.createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? '/', upstream).pathname);
    if (req.method !== 'PUT') {
      void serialised(key, () => forward(upstream, req, res));
      return;
    }
    void serialised(key, async () => {
      const refused = await conditionFails(req, key);
      if (refused !== 0) {
        req.resume();
        answerError(res, refused);
      } else {
        await forward(upstream, req, res);
      }
      gate.puts.push({ key, status: refused || res.statusCode });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(gate, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** Passes a request through unchanged (the Host header too, so its signature still holds). */
function forward(
  upstream: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const target = new URL(upstream);
  return new Promise((resolve) => {
    const proxied = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        res.on('close', () => resolve());
      },
    );
    proxied.on('error', () => {
      if (res.headersSent) res.destroy();
      else answerError(res, 502);
      resolve();
    });
    req.pipe(proxied);
  });
}

const ERRORS: Record<number, [string, string]> = {
  404: ['NoSuchKey', 'The specified key does not exist.'],
  412: ['PreconditionFailed', 'At least one of the pre-conditions you specified did not hold'],
  502: ['BadGateway', 's3rver did not answer'],
};

function answerError(res: http.ServerResponse, status: number): void {
  const [code, message] = ERRORS[status] ?? ['InternalError', 'gate error'];
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code>` +
      `<Message>${message}</Message></Error>`,
  );
}

function unquote(etag: string): string {
  return etag.replace(/^W\//, '').replaceAll('"', '');
}
