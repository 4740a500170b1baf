// Safe access to localStorage: private modes and full quotas throw, and a missing setting must never break a page.

export function readSetting(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSetting(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the setting lives for this page only, which is the best we can do.
  }
}
