type LogoProps = { size?: number };

/** The brand mark: a sun over a solar panel, drawn for this site. */
export function Logo({ size = 36 }: LogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="14" r="7" fill="#f5a400" />
      <g stroke="#f5a400" strokeWidth="2.2" strokeLinecap="round">
        <path d="M20 2.5v3M9.5 6.5l2 2M30.5 6.5l-2 2M5 14h3M32 14h3" />
      </g>
      <path d="M6 37l5-14h18l5 14z" fill="#0b4a6f" />
      <path d="M12.6 27.5h14.8M10.8 32.5h18.4M17 23l-1.6 14M23 23l1.6 14" stroke="#9cc7e4" strokeWidth="1.2" />
    </svg>
  );
}
