import type { ReactNode } from 'react';

type ButtonLinkProps = {
  href: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
};

/**
 * A link that looks like a button: it navigates (to a section or a page), so it is an anchor. Its
 * look is button-link.css, which the site shell imports for every route (why not a CSS module: that file).
 */
export function ButtonLink({ href, variant = 'primary', children }: ButtonLinkProps) {
  return (
    <a href={href} className={`button-link button-link-${variant}`}>
      {children}
    </a>
  );
}
