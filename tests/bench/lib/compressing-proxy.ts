// A proxy in front of the app's static server that compresses text with brotli or gzip, as any
// production host or CDN does; scripts/serve-app.ts itself sends files uncompressed.
import { createServer, request, type Server } from 'node:http';
import { pipeline } from 'node:stream';
import { createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg)/;

export function startCompressingProxy(target: URL, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        const headers = { ...answer.headers };
        const accepted = String(req.headers['accept-encoding'] ?? '');
        const encoding = COMPRESSIBLE.test(String(headers['content-type'] ?? ''))
          ? accepted.includes('br')
            ? 'br'
            : accepted.includes('gzip')
              ? 'gzip'
              : null
          : null;
        if (!encoding || req.method === 'HEAD') {
          res.writeHead(answer.statusCode ?? 502, headers);
          pipeline(answer, res, () => {});
          return;
        }
        delete headers['content-length'];
        headers['content-encoding'] = encoding;
        headers.vary = 'Accept-Encoding';
        res.writeHead(answer.statusCode ?? 502, headers);
        pipeline(answer, encoding === 'br' ? createBrotliCompress() : createGzip(), res, () => {});
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    pipeline(req, upstream, () => {});
  });
  return new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}
