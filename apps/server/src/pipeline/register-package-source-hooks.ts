/** Imported with `--import` after tsx by each extraction process; see package-source-hooks.ts. */
import { register } from 'node:module';

register(new URL('./package-source-hooks.ts', import.meta.url));
