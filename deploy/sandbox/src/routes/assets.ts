import type { FastifyInstance, FastifyReply } from 'fastify';
import { bannerSvg, dishSvg, logoSvg } from '../assets/svg-art';
import { sql } from '../db/statements';
import { notFound } from '../http/api-error';
import type { SandboxContext } from '../sandbox-context';

type Params = { Params: { key: string } };

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=86400')
    .send(svg);
}

const stripSvg = (file: string) => file.replace(/\.svg$/, '');

/** Vendor logos and covers, product and curation pictures, drawn on request. */
export function registerAssetRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const vendor = (slug: string) => {
    const row = sql(db, 'SELECT business_name, address FROM vendors WHERE slug = ?').get(slug) as
      { business_name: string; address: string } | undefined;
    if (!row) throw notFound('No such image.');
    return row;
  };

  app.get<Params>('/assets/vendors/:key/logo.svg', async (request, reply) =>
    sendSvg(reply, logoSvg(vendor(request.params.key).business_name)),
  );

  app.get<Params>('/assets/vendors/:key/cover.svg', async (request, reply) => {
    const row = vendor(request.params.key);
    return sendSvg(reply, bannerSvg(row.business_name, row.address));
  });

  app.get<Params>('/assets/products/:key', async (request, reply) => {
    const row = sql(
      db,
      'SELECT p.name, v.business_name FROM products p JOIN vendors v ON v.uuid = p.vendor_uuid WHERE p.uuid = ?',
    ).get(stripSvg(request.params.key)) as { name: string; business_name: string } | undefined;
    if (!row) throw notFound('No such image.');
    return sendSvg(reply, dishSvg(row.name, row.business_name));
  });

  app.get<Params>('/assets/curations/:key', async (request, reply) => {
    const row = sql(db, 'SELECT title, description FROM curations WHERE uuid = ?').get(
      stripSvg(request.params.key),
    ) as { title: string; description: string } | undefined;
    if (!row) throw notFound('No such image.');
    return sendSvg(reply, bannerSvg(row.title, row.description));
  });
}
