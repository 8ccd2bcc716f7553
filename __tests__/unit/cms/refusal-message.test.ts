/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHIPPED_ROOT } from '@/__tests__/fixtures/shipped';
import { ContentError } from '@/content/company/read';
import { refusalMessage } from '@/scripts/operator/cms-local';

// When the preview's build fails, `npm run cms` prints why in the terminal: the whole message of
// the step that refused it, every line, however long, and not the build's chatter before it.

const root = join(__dirname, '..', '..', '..');
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('the message of a refused preview build', () => {
  it("is the whole report of a production build's check:launch, from its first line to its last", () => {
    // The build's first step as `npm run cms` runs it with SITE_ENV=production (check-launch.cli.ts), on the
    // content as shipped, whose placeholders it refuses (the company's own may be ready by now).
    const env: NodeJS.ProcessEnv = { ...process.env, SITE_ENV: 'production' };
    delete env.NODE_OPTIONS;
    // A project of the shipped content, with the registry of placeholders and the dated facts it reads.
    const dir = mkdtempSync(join(tmpdir(), 'refusal-'));
    cpSync(join(SHIPPED_ROOT, 'content'), join(dir, 'content'), { recursive: true });
    for (const file of ['content/company/placeholders.ts', 'content/dated-facts.ts']) cpSync(join(root, file), join(dir, file));
    const script = join(dir, 'check.ts');
    writeFileSync(
      script,
      `import { main } from ${JSON.stringify(join(root, 'scripts/operator/check-launch'))};\n` +
        `main(['--if-production'], process.env, ${JSON.stringify(dir)}).then((code) => (process.exitCode = code));\n`,
    );
    const run = spawnSync(join(root, 'node_modules/.bin/jiti'), [script], { cwd: root, env, encoding: 'utf8' });
    rmSync(dir, { recursive: true, force: true });
    expect(run.status).toBe(1);
    const output = `${run.stdout}${run.stderr}`;
    const report = output.slice(output.indexOf('check:launch (SITE_ENV=production)'));
    expect(lines(report).length).toBeGreaterThan(25);
    const message = refusalMessage(output);
    expect(lines(message)).toEqual(lines(report));
    expect(message).toMatch(/^check:launch \(SITE_ENV=production\)\n\nPlaceholders to replace \(\d+\)/);
    expect(message).toMatch(/Not ready for launch: .*$/);
  }, 30_000);

  it("is the content check's message with all of its problems, and nothing printed before it", () => {
    const problems = Array.from({ length: 40 }, (_, i) => ({
      file: `content/company/projects/projeto-${i + 1}.json`,
      message: `Projeto ${i + 1} 'Casa ${i + 1}' (content/company/projects/projeto-${i + 1}.json): 'Potência (kWp)' precisa ser maior que 0`,
    }));
    const { message: check } = new ContentError(problems);
    const output = `npm warn Unknown user config "nodedir".\n> solar-site@0.1.0 build\n${check}\n`;
    expect(refusalMessage(output)).toBe(check);
    expect(lines(refusalMessage(output))).toHaveLength(41);
  });

  it('is the whole output of a build that fails in another step (next build)', () => {
    const output = [
      '   ▲ Next.js 16.4.6',
      '   Creating an optimized production build ...',
      'Failed to compile.',
      '',
      ...Array.from({ length: 40 }, (_, i) => `./app/page.tsx:${i + 1}:1 erro ${i + 1}`),
      '',
    ].join('\n');
    expect(refusalMessage(output)).toBe(output.trim());
  });
});
