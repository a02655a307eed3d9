import { userText } from '@docsift/core/user-text';
import { z } from 'zod';

/** `:id` of a path: any text a user may send, its length capped before it reaches a query. */
export const idParams = z.object({ id: userText().max(200) });
