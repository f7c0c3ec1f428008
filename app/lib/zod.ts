import { z } from "zod";

/**
 * Zod for the schemas the browser runs too. `jitless`: Zod otherwise probes `new Function` to
 * compile fast parsers, which the site's Content-Security-Policy forbids (no 'unsafe-eval'), and
 * the browser reports the probe as a policy violation even though Zod catches it. It must be set
 * before any schema is built, so every shared schema imports `z` from here.
 */
z.config({ jitless: true });

export { z };
