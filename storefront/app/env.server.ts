/** Server settings from the environment (see .env.example); read per call so tests can set them. */
export function serverEnv() {
  return {
    storeApiUrl: process.env.STORE_API_URL || 'http://127.0.0.1:4000',
    contentApiUrl: process.env.CONTENT_API_URL || 'http://127.0.0.1:4000/content',
    theme: process.env.VITRINA_THEME || 'eshop',
    /** Absolute origin for alternate links when the app runs behind a proxy, e.g. https://shop.example. */
    publicUrl: process.env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
  };
}
