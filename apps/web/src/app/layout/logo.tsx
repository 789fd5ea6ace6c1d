import './logo.css';

/** The Khelo wordmark: a gold play-die mark and the name. Decorative; the link around it carries the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={['logo', className].filter(Boolean).join(' ')}
      viewBox="0 0 132 36"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="logo-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fde047" />
          <stop offset="1" stopColor="#f97316" />
        </linearGradient>
        <linearGradient id="logo-word" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#dbe2ff" />
        </linearGradient>
      </defs>
      <rect x="2" y="3" width="30" height="30" rx="8" fill="url(#logo-mark)" transform="rotate(-8 17 18)" />
      <path d="M13.5 11.5v13l10.5-6.5z" fill="#1d1300" transform="rotate(-8 17 18)" />
      <text
        x="40"
        y="26.5"
        fill="url(#logo-word)"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="25"
        fontWeight="800"
        letterSpacing="-0.5"
      >
        Khelo
        <tspan fill="#fbbf24">.</tspan>
      </text>
    </svg>
  );
}
