/** One thing wrong with the configuration, phrased for the operator who has to fix it. */
export interface ConfigProblem {
  /** The file to edit, as shown to the operator, e.g. "site-config/royal/merchant.json". */
  file: string;
  /** JSON pointer (RFC 6901) into that file; "" is the whole file. */
  pointer: string;
  /** A plain sentence saying what is wrong and, where it helps, what to do. */
  message: string;
}

/**
 * A configuration folder held in memory: posix paths relative to the folder ("royal/merchant.json",
 * "royal/assets/logo.svg", "domains.json") mapped to their contents. Only the JSON contents are read;
 * other files only need to exist.
 */
export type FileSet = ReadonlyMap<string, string>;

/** The schemas of schemas/config, keyed by file name ("merchant.schema.json"). */
export type SchemaSet = ReadonlyMap<string, SchemaObject>;

export interface SchemaObject {
  $id?: string;
  title?: string;
  [keyword: string]: unknown;
}
