type HeroIllustrationProps = { title: string };

/** Original drawing: a house with rooftop panels under the sun, over the green hills of Paraná. */
export function HeroIllustration({ title }: HeroIllustrationProps) {
  return (
    <svg viewBox="0 0 480 380" width="480" height="380" role="img" aria-labelledby="hero-illustration-title">
      <title id="hero-illustration-title">{title}</title>
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dff0fb" />
          <stop offset="1" stopColor="#fff6df" />
        </linearGradient>
        <linearGradient id="hero-panel" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e5f8c" />
          <stop offset="1" stopColor="#0b3a5a" />
        </linearGradient>
      </defs>
      <rect width="480" height="380" rx="28" fill="url(#hero-sky)" />
      <g>
        <circle cx="370" cy="92" r="46" fill="#f5a400" />
        <circle cx="370" cy="92" r="62" fill="#f5a400" opacity="0.18" />
        <g stroke="#f5a400" strokeWidth="6" strokeLinecap="round">
          <path d="M370 8v18M370 158v18M286 92h18M436 92h18M311 33l12 12M417 139l12 12M429 33l-12 12M323 139l-12 12" />
        </g>
      </g>
      <path d="M0 292c70-40 150-46 240-22s170 24 240-12v122H0z" fill="#5fae6e" />
      <path d="M0 318c90-26 170-20 250 0s160 18 230-6v68H0z" fill="#3f8f52" />
      <g>
        <path d="M120 214h190v110H120z" fill="#fdfaf3" />
        <path d="M120 214h190v10H120z" fill="#e8dfcc" />
        <path d="M104 222l111-84 111 84z" fill="#b4452c" />
        <path d="M128 206l87-66 87 66z" fill="url(#hero-panel)" />
        <path d="M157 184h116M186 162h58M172 150l-28 52M215 140v62M258 150l28 52" stroke="#8fc3e6" strokeWidth="2" />
        <path d="M196 262h38v62h-38z" fill="#0b4a6f" />
        <circle cx="226" cy="294" r="3" fill="#f5a400" />
        <path d="M142 244h36v30h-36zM252 244h36v30h-36z" fill="#9fd0ef" stroke="#0b4a6f" strokeWidth="3" />
      </g>
      <g stroke="#f5a400" strokeWidth="3" strokeDasharray="2 9" strokeLinecap="round" fill="none">
        <path d="M336 128c-40 14-72 30-96 52" />
        <path d="M352 140c-30 24-52 46-68 66" />
      </g>
      <g>
        <rect x="338" y="236" width="92" height="64" rx="12" fill="#ffffff" stroke="#d5dde6" strokeWidth="2" />
        <path d="M352 284l14-14 12 8 20-22 18 10" stroke="#0f6b4f" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="416" cy="266" r="4" fill="#0f6b4f" />
      </g>
    </svg>
  );
}
