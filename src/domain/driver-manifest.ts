/** The driver app's own install manifest, linked from the /driver page (the site's is /manifest.webmanifest). */
export const DRIVER_MANIFEST_PATH = '/driver.webmanifest';
