// Blog calls the way the partner's browser makes them: a cover uploaded as multipart, then the post as JSON.
import sharp from 'sharp';
import { uploadedImageSchema, type UploadedImage } from '../../src/domain/pages/blog';
import { DEMO } from '../../src/server/db/seed';
import { multipartFile } from './multipart';
import type { TestApp } from './test-app';

/** A real PNG of the given size, so sharp has something to resize. */
export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
}

export function uploadImage(
  t: TestApp,
  token: string,
  bytes: Buffer,
  { host = DEMO.host as string, name = 'cover.png', type = 'image/png' } = {},
) {
  const { payload, headers } = multipartFile('image', { name, type, bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/partner/blog/images',
    headers: { ...headers, host, authorization: `Bearer ${token}` },
    payload,
  });
}

export async function uploadedCover(
  t: TestApp,
  token: string,
  host: string = DEMO.host,
): Promise<UploadedImage> {
  const reply = await uploadImage(t, token, await pngOf(1600, 900), { host });
  if (reply.statusCode !== 201) throw new Error(`upload: ${reply.body}`);
  return uploadedImageSchema.parse(reply.json());
}

export const LONG_TEXT =
  'Chennai to Pondicherry is a favourite weekend drive along the East Coast Road, about three hours each way ' +
  'with the sea beside you most of the way.';
