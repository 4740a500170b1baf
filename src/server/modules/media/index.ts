// media: images and documents a partner uploads (blog pictures, driver documents), stored once with their
// resized variants and served under /media. Owns media and media_variants.
import type { RegisterModule } from '../../lib/server-module';
import { mediaRoutes } from './media-routes';

export { mediaImage, mediaPath, storeImage, tenantHasImage } from './media';
export { createDecodeGate, UploadRefused, type DecodeGate } from './decode-gate';

export const register: RegisterModule = async (app) => {
  await app.register(mediaRoutes);
};
