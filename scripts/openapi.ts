/**
 * `npm run openapi [-- --out <file>]`: writes the gateway contract as an OpenAPI 3.1 document (default openapi.json),
 * for Postman, Insomnia, Schemathesis, Prism and the like. The mock serves the same document at /__mock/openapi.json.
 */
import { writeFileSync } from 'node:fs';
import { buildOpenApi } from '../mock-gateway/lib/openapi.ts';
import { argValue } from './lib/cli-args.ts';

const out = argValue('--out') ?? 'openapi.json';
const document = buildOpenApi();
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(`wrote ${out}: ${Object.keys(document.paths as object).length} paths, OpenAPI ${String(document.openapi)}`);
