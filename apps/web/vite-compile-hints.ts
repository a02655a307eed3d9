import type { Plugin } from 'vite';

/** V8's magic comment (Chrome 136+): compile every function of the file eagerly. */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks whose code nearly all runs while a page loads (React DOM: hydrating the
 * server-rendered sign-in page calls most of it) for eager compilation. V8 then compiles them on
 * a background thread while they download, instead of on the main thread at first call, where
 * the compile was one long task. Other chunks stay lazy: most of their functions never run.
 */
export function compileHints(isRunAtLoad: (moduleId: string) => boolean): Plugin {
  return {
    name: 'docsift-compile-hints',
    apply: 'build',
    // After minification, which would drop the comment.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.moduleIds.some(isRunAtLoad))
          chunk.code = EAGER_COMPILE_HINT + chunk.code;
      }
    },
  };
}
