// Uploaded images: checked by their first bytes, decoded by sharp (which rejects anything that only looks like
// an image), resized once to the served width as a JPEG and a WebP, and kept in the database so every process
// and either database serves the same files. Paths are `/media/<id>/<width>.<jpg|webp>`, immutable per id.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type UploadedImage } from '../../../domain/pages/blog';
import { BLOG_LIMITS } from '../../../domain/pages/blog-limits';
import { ERROR_CODES } from '../../../domain/errors';
import { detectImageType } from '../../../domain/image-type';
import type { Db } from '../../db/client';
import { media, mediaVariants } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { DecodeGate } from './decode-gate';

/** Room for a 36-megapixel camera's photo (a phone's default is 12), small enough that one decode cannot hold a
 * core for long or a crafted header exhaust memory; larger images are refused from their header, undecoded. */
const MAX_INPUT_PIXELS = 40_000_000;
// One libvips thread per decode: the decode gate already runs one decode per core, and each decode's own pool of
// a thread per core on top would oversubscribe the cores the API needs.
sharp.concurrency(1);
const WIDTH = BLOG_LIMITS.imageWidth;
export const MEDIA_VARIANTS = {
  jpeg: { name: `${WIDTH}.jpg`, contentType: 'image/jpeg' },
  webp: { name: `${WIDTH}.webp`, contentType: 'image/webp' },
} as const;

export const mediaPath = (id: string, variant: keyof typeof MEDIA_VARIANTS) =>
  `/media/${id}/${MEDIA_VARIANTS[variant].name}`;

export function mediaImage(id: string, width: number, height: number): Omit<UploadedImage, 'id'> {
  return { src: mediaPath(id, 'jpeg'), webp: mediaPath(id, 'webp'), width, height };
}

const unreadable = () =>
  new HttpError(400, ERROR_CODES.badRequest, 'This image could not be read; try another file.', {
    image: 'unreadable',
  });

/** Reads only the header: an image over the pixel limit is refused before any decoding is queued. */
async function checkPixels(bytes: Buffer) {
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!width || !height) throw unreadable();
  if (width * height > MAX_INPUT_PIXELS) {
    const megapixels = Math.round((width * height) / 1_000_000);
    throw new HttpError(
      413,
      ERROR_CODES.tooLarge,
      `This image is ${megapixels} megapixels; upload one of at most ${MAX_INPUT_PIXELS / 1_000_000}.`,
      { image: 'tooManyPixels' },
    );
  }
}

async function renderVariants(bytes: Buffer) {
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: WIDTH, withoutEnlargement: true });
  try {
    const jpeg = await source
      .clone()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const webp = await source.clone().webp({ quality: 80 }).toBuffer();
    return { jpeg: jpeg.data, webp, width: jpeg.info.width, height: jpeg.info.height };
  } catch {
    throw unreadable();
  }
}

/** Decodes through the gate (a place in the decode queue and the tenant's upload rate), then stores. */
export async function storeImage(
  db: Db,
  gate: DecodeGate,
  tenantId: string,
  bytes: Buffer,
): Promise<UploadedImage> {
  if (!detectImageType(bytes)) {
    throw new HttpError(415, ERROR_CODES.unsupportedMediaType, 'Upload a JPEG, PNG, WebP or GIF image.', {
      image: 'unsupportedType',
    });
  }
  await checkPixels(bytes);
  const rendered = await gate.run(tenantId, () => renderVariants(bytes));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({ tenantId, width: rendered.width, height: rendered.height })
      .returning({ id: media.id });
    const id = row!.id;
    await tx.insert(mediaVariants).values([
      { mediaId: id, ...MEDIA_VARIANTS.jpeg, bytes: rendered.jpeg },
      { mediaId: id, ...MEDIA_VARIANTS.webp, bytes: rendered.webp },
    ]);
    return { id, ...mediaImage(id, rendered.width, rendered.height) };
  });
}

/** One served file of the tenant's image, or null. */
export async function readMediaVariant(
  db: Db,
  tenantId: string,
  id: string,
  name: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: mediaVariants.contentType, bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(and(eq(media.id, id), eq(media.tenantId, tenantId), eq(mediaVariants.name, name)))
    .limit(1);
  return row ?? null;
}

export async function tenantHasImage(db: Db, tenantId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, id), eq(media.tenantId, tenantId)))
    .limit(1);
  return Boolean(row);
}
