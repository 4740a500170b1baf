// The brand from anywhere but the page's own HTML, each copy checked against the schema: the one kept from the
// last visit (an older version may have written another shape) and the server's answer. A chunk of its own, so
// zod stays off the first load of a page the server rendered with its brand inline.
import { safeParse } from 'zod/mini';
import { brandSchema, type Brand } from '../domain/brand';
import { STORAGE_KEYS } from '../domain/constants';
import { apiRequest } from './api-client';
import { readSetting } from './storage';

export function keptBrand(): Brand | null {
  try {
    const parsed = safeParse(brandSchema, JSON.parse(readSetting(STORAGE_KEYS.brand) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const fetchBrand = (): Promise<Brand> => apiRequest('/api/v1/config', { schema: brandSchema });
