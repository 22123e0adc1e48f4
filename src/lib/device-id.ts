const DEVICE_ID_KEY = 'deviceId';

/**
 * A random id per browser, sent with login and registration (PLATFORM-NOTES: the platform's own client sends a
 * fingerprint hash; this product deliberately sends a random id instead, which identifies nothing about the device).
 */
export function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
    const id = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return crypto.randomUUID(); // storage unavailable: a fresh id per page
  }
}
