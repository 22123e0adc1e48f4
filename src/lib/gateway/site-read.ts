/**
 * Marks the site server's own gateway reads for a page it renders (server/page-handler.ts), so a gateway can tell them
 * from players' calls in its logs and limits. The mock gateway answers them from the visitor's world but keeps them
 * out of QA's faults and journal, which are about the browser's calls.
 */
export const SITE_READ_HEADER = 'x-site-read';
