import { HEADER_CTA, navigation } from '@/content/navigation';
import { site } from '@/content/company/site';
import { Logo } from './logo';
import { MenuShortcuts } from './menu-shortcuts';
import type { ShellIslands } from './shell-islands';
import styles from './site-header.module.css';

type SiteHeaderProps = { islands: Pick<ShellIslands, 'HeaderFrame' | 'MainNav'> };

export function SiteHeader({ islands: { HeaderFrame, MainNav } }: SiteHeaderProps) {
  return (
    <HeaderFrame>
      <div className={`container ${styles.inner}`}>
        <a href="/" className={styles.brand} aria-label={`${site.brand}, página inicial`}>
          <Logo />
          <span className={styles.brandName}>{site.brand}</span>
        </a>
        <MainNav items={navigation} cta={HEADER_CTA}>
          <MenuShortcuts />
        </MainNav>
      </div>
    </HeaderFrame>
  );
}
