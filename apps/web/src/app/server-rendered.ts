/** Marks #root as server-rendered (app/server-render.tsx), so main.tsx hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
