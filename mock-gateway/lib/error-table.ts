/** The error code table (schemas/api/error-codes.json): status and default message per errorCode. */
import fs from 'node:fs';
import path from 'node:path';
import { API_SCHEMAS_DIR } from './paths.js';

export interface ErrorCodeDef {
  code: string;
  status: number;
  message: string;
  group: string;
  i18nKey?: string;
  spec?: string;
  valueDef?: string;
  sessionEnding?: boolean;
  howToReach?: string;
}

let cached: Map<string, ErrorCodeDef> | undefined;

export function errorTable(): Map<string, ErrorCodeDef> {
  if (!cached) {
    const rows = JSON.parse(fs.readFileSync(path.join(API_SCHEMAS_DIR, 'error-codes.json'), 'utf8')) as ErrorCodeDef[];
    cached = new Map(rows.map((r) => [r.code, r]));
  }
  return cached;
}
