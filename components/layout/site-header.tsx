import { HEADER_CTA, navigation } from '@/content/navigation';
import { site } from '@/content/site';
import { HeaderFrame } from './header-frame';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <HeaderFrame>
      <div className={`container ${styles.inner}`}>
        <a href="/" className={styles.brand} aria-label={`${site.brand}, página inicial`}>
          <Logo />
          <span className={styles.brandName}>{site.brand}</span>
        </a>
        <MainNav items={navigation} cta={HEADER_CTA} />
      </div>
    </HeaderFrame>
  );
}
