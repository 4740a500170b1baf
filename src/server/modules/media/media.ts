// Uploaded images: checked by their first bytes, decoded by sharp (which rejects anything that only looks like
// an image), resized once to the served width as a JPEG and a WebP, and kept in the database so every process
// and either database serves the same files. Paths are `/media/<id>/<width>.<jpg|webp>`, immutable per id.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { BLOG_LIMITS, type UploadedImage } from '../../../domain/blog';
import { ERROR_CODES } from '../../../domain/errors';
import { detectImageType } from '../../../domain/image-type';
import type { Db } from '../../db/client';
import { media, mediaVariants } from '../../db/schema';
import { HttpError } from '../../http-error';

/** Larger than any photo a phone takes, small enough that a crafted header cannot exhaust memory. */
const MAX_INPUT_PIXELS = 50_000_000;
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
    throw new HttpError(400, ERROR_CODES.badRequest, 'This image could not be read; try another file.', {
      image: 'unreadable',
    });
  }
}

export async function storeImage(db: Db, tenantId: string, bytes: Buffer): Promise<UploadedImage> {
  if (!detectImageType(bytes)) {
    throw new HttpError(415, ERROR_CODES.unsupportedMediaType, 'Upload a JPEG, PNG, WebP or GIF image.', {
      image: 'unsupportedType',
    });
  }
  const rendered = await renderVariants(bytes);
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
