import { expect, it } from 'vitest';
import { apiErrorBodySchema } from './api-error-body.ts';
import { AppError, errorMessages, isErrorCode } from './errors.ts';

it('describes the body of every catalogue error, and no code outside the catalogue', () => {
  for (const code of Object.keys(errorMessages).filter(isErrorCode)) {
    const body = new AppError(code, { field: 'name' }).toBody();
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
  }
  const foreign = { error: { code: 'teapot', message: 'I am one' } };
  expect(apiErrorBodySchema.safeParse(foreign).success).toBe(false);
});
