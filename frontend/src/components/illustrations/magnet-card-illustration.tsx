/** Drawn illustration of a PrimeCard on a fridge door: no external image needed. */
export function MagnetCardIllustration({ title }: { title: string }) {
  return (
    <svg viewBox="0 0 420 320" xmlns="http://www.w3.org/2000/svg" role="img" aria-label={title}>
      <defs>
        <linearGradient id="hero-fridge" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f4efe7" />
          <stop offset="1" stopColor="#e2d9cb" />
        </linearGradient>
        <linearGradient id="hero-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f315a" />
          <stop offset="1" stopColor="#0e1830" />
        </linearGradient>
      </defs>
      <rect x="40" y="10" width="340" height="300" rx="26" fill="url(#hero-fridge)" />
      <rect x="352" y="70" width="10" height="90" rx="5" fill="#cfc5b6" />
      <g transform="rotate(-6 210 165)">
        <rect x="92" y="78" width="236" height="150" rx="18" fill="url(#hero-card)" />
        <rect x="92" y="78" width="236" height="150" rx="18" fill="none" stroke="#f28c28" strokeWidth="3" />
        <circle cx="134" cy="118" r="22" fill="#f28c28" />
        <path
          d="M124 120c4-12 16-12 20 0M126 124h16"
          stroke="#14213d"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
        <rect x="166" y="104" width="84" height="10" rx="5" fill="#fff" />
        <rect x="166" y="122" width="60" height="7" rx="3.5" fill="#c9d2e6" />
        <rect x="112" y="160" width="110" height="8" rx="4" fill="#c9d2e6" />
        <rect x="112" y="176" width="86" height="8" rx="4" fill="#c9d2e6" />
        <rect x="112" y="196" width="70" height="10" rx="5" fill="#f28c28" />
        <rect x="244" y="142" width="68" height="68" rx="8" fill="#fff" />
        <g fill="#14213d">
          <rect x="252" y="150" width="18" height="18" rx="2" />
          <rect x="286" y="150" width="18" height="18" rx="2" />
          <rect x="252" y="184" width="18" height="18" rx="2" />
          <rect x="280" y="180" width="7" height="7" />
          <rect x="292" y="188" width="7" height="7" />
          <rect x="280" y="196" width="7" height="7" />
          <rect x="298" y="198" width="6" height="6" />
          <rect x="274" y="158" width="6" height="6" />
        </g>
      </g>
      <circle cx="330" cy="252" r="26" fill="#f28c28" opacity="0.9" />
      <path
        d="M318 252l8 8 16-16"
        stroke="#fff"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
