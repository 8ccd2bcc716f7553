/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { contentIsShipped } from '../../fixtures/shipped-content';

// The byte budgets and the home page's height caps hold exactly while the company's content is the one the
// repository shipped, and give the company's content its allowance once it saved its own in the CMS.

describe('whether the company’s content is still the shipped one', () => {
  let root = '';
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const shipped = (path: string, text: string) => {
    write(`content/company/${path}`, text);
    write(`__tests__/fixtures/shipped/content/company/${path}`, text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'shipped-content-'));
    shipped('identity.json', '{"brand":"SolarPR Energia"}\n');
    shipped('projects/residencial-londrina.json', '{"city":"Londrina"}\n');
    write('content/company/schema.ts', '// code, not content');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is while every file is the frozen copy’s, whatever code sits beside them', () => {
    expect(contentIsShipped(root)).toBe(true);
  });

  it('is while a screen was saved unchanged, written with other spaces or key order', () => {
    write('content/company/identity.json', '{\n    "brand": "SolarPR Energia"\n}');
    expect(contentIsShipped(root)).toBe(true);
  });

  it('is not once a field is saved, a project added or one deleted', () => {
    write('content/company/identity.json', '{"brand":"Sol do Norte Energia Solar"}\n');
    expect(contentIsShipped(root)).toBe(false);
    shipped('identity.json', '{"brand":"SolarPR Energia"}\n');
    write('content/company/projects/comercial-cascavel.json', '{"city":"Cascavel"}\n');
    expect(contentIsShipped(root)).toBe(false);
    rmSync(join(root, 'content/company/projects'), { recursive: true });
    expect(contentIsShipped(root)).toBe(false);
  });
});
