import { z } from "zod";

/**
 * `jitless`: Zod's `new Function` probe is a CSP violation report in the browser (no 'unsafe-eval');
 * set before any schema is built, so shared schemas import `z` from here.
 */
z.config({ jitless: true });

export { z };
