type LogoProps = { size?: number };

/**
 * The brand mark: an araucária, Paraná's pine, standing against the sun. The disc is the
 * sun; the tree is cut into it in deep blue — a tapering trunk down to the disc's edge,
 * two pairs of branches rising from it and five upturned tufts forming the flat,
 * candelabra-shaped crown. Everything sits inside the disc, so the same drawing reads on
 * white and on the dark footer (the tree against the sun is 6.2:1), and app/icon.svg
 * repeats it exactly.
 */
export function Logo({ size = 36 }: LogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19.5" fill="#f5a400" />
      <path d="M18.7 16.5h2.6l1.3 22.8a19.5 19.5 0 0 1-5.2 0z" fill="#08364f" />
      <g fill="none" stroke="#08364f" strokeLinecap="round">
        <path d="M20 28c-5-3-12-6-12.4-13.4M20 28c5-3 12-6 12.4-13.4M20 22.5c-3.5-2-6-3-6.2-6.7M20 22.5c3.5-2 6-3 6.2-6.7" strokeWidth="2.3" />
        <path d="M4.6 12.4q3 4.2 6 0m.2 1.2q3 4.2 6 0m.2 1.2q3 4.2 6 0m.2-1.2q3 4.2 6 0m.2-1.2q3 4.2 6 0" strokeWidth="2.8" />
      </g>
    </svg>
  );
}
