import { ChunkLoadError, chunkUrlFrom } from '@/components/lazy/chunk-load-error';

describe('chunkUrlFrom', () => {
  it("reads the URL out of Turbopack's message", () => {
    const error = new Error('Failed to load chunk /_next/static/chunks/3yui_nqs3yfjj.js from module 37775');
    expect(chunkUrlFrom(error)).toBe('/_next/static/chunks/3yui_nqs3yfjj.js');
  });

  it("reads webpack's absolute URL, without the closing punctuation", () => {
    const error = new Error('Loading chunk 42 failed.\n(error: https://www.example.com/_next/static/chunks/42.js)');
    expect(chunkUrlFrom(error)).toBe('https://www.example.com/_next/static/chunks/42.js');
    expect(chunkUrlFrom(new Error('Failed to load chunk /_next/static/chunks/a.js: boom'))).toBe('/_next/static/chunks/a.js');
  });

  it('prefers a `request` property and searches wrapped causes', () => {
    expect(chunkUrlFrom(Object.assign(new Error('x'), { request: '/_next/static/chunks/r.js' }))).toBe('/_next/static/chunks/r.js');
    const wrapped = new Error('Import failed', { cause: new Error('Failed to load chunk /_next/static/chunks/inner.js from module 1') });
    expect(chunkUrlFrom(wrapped)).toBe('/_next/static/chunks/inner.js');
  });

  it('returns an empty string when no chunk is named', () => {
    expect(chunkUrlFrom(new TypeError('x is not a function'))).toBe('');
    expect(chunkUrlFrom(undefined)).toBe('');
  });
});

describe('ChunkLoadError', () => {
  it('carries the part, its type and the URL, and says so in Portuguese', () => {
    const error = new ChunkLoadError('whatsapp-button', 'missing', 'https://x.test/_next/static/chunks/w.js');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ChunkLoadError', part: 'whatsapp-button', type: 'missing', url: 'https://x.test/_next/static/chunks/w.js' });
    expect(error.message).toBe('Falha ao carregar a parte "whatsapp-button" (missing): https://x.test/_next/static/chunks/w.js');
    expect(new ChunkLoadError('p', 'error', '').message).toMatch(/URL desconhecida/);
  });
});
