/** Where the gateway finds the contract and the merchant configuration. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCHEMAS_DIR = path.join(REPO_ROOT, 'schemas');
export const API_SCHEMAS_DIR = path.join(SCHEMAS_DIR, 'api');
export const DEFAULT_SITE_CONFIG_DIR = path.join(REPO_ROOT, 'site-config');
export const SCHEMA_BASE_URL = 'https://wl-gaming.local/schemas/';
