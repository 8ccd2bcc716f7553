/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { componentName, iconModule, lucideNode } from '@/scripts/generate/icons.mjs';

const ICONS_DIR = join(__dirname, '../../../components/ui/icons');
const icons = readdirSync(ICONS_DIR)
  .filter((file) => file.endsWith('.ts') && file !== 'create-icon.ts')
  .map((file) => file.slice(0, -'.ts'.length));

describe('icon generator', () => {
  it.each(icons)('components/ui/icons/%s.ts is what `npm run icons` writes from lucide', (name) => {
    expect(readFileSync(join(ICONS_DIR, `${name}.ts`), 'utf8')).toBe(iconModule(name, lucideNode(name)));
  });

  it('names components the way lucide does, and refuses an icon lucide does not have', () => {
    expect(componentName('check-circle-2')).toBe('CheckCircle2');
    expect(componentName('mouse-pointer-click')).toBe('MousePointerClick');
    expect(() => lucideNode('no-such-icon')).toThrow(/no icon "no-such-icon"/);
  });
});
