import { z } from 'zod';

/**
 * zod 4 probes for `eval` (`Function('')`) before compiling a fast object parser. The pages' CSP forbids eval
 * (proxy.ts), so in the browser that probe is blocked and reported as a violation on every page that parses
 * with zod. Jitless parsing gives the same results without the probe. Imported for its effect by client code
 * that parses with zod (the game modules' schemas); servers keep the JIT.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
