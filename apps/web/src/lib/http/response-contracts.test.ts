import { describe, expect, it } from 'vitest';
import { buildUpload } from '../testing/upload.fixture.ts';
import { checkResponse } from './response-contracts.ts';

describe('checkResponse', () => {
  it('accepts an answer that matches the core schema of its route, query string or not', () => {
    const upload = buildUpload();
    expect(() => checkResponse('GET', `/api/uploads/${upload.id}`, upload)).not.toThrow();
    expect(() =>
      checkResponse('GET', '/api/uploads?target=doctype-1', { uploads: [upload] }),
    ).not.toThrow();
  });

  it('names the route of an answer outside its schema', () => {
    const broken = { ...buildUpload(), state: 'teleported' };
    expect(() => checkResponse('GET', '/api/uploads/upload-1', broken)).toThrow(
      /GET \/api\/uploads\/upload-1 answered outside its core schema/,
    );
    expect(() => checkResponse('GET', '/api/doctypes', { doctypes: [{}] })).toThrow();
  });

  it('leaves routes without a JSON contract alone', () => {
    expect(() => checkResponse('DELETE', '/api/uploads/upload-1', undefined)).not.toThrow();
    expect(() => checkResponse('GET', '/api/uploads/upload-1/file', 'bytes')).not.toThrow();
  });
});
