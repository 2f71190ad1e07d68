/** Wordmark: a small brass mark and the brand name, coloured by CSS. */
export function Logo({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 196 32" width="196" height="32" role="img" aria-label={name} focusable="false">
      <g fill="none" stroke="var(--accent)" strokeWidth="2">
        <circle cx="14" cy="16" r="11" />
        <path d="M7 22 L14 9 L21 22" strokeLinejoin="round" />
        <circle cx="14" cy="9" r="2" fill="var(--accent)" stroke="none" />
      </g>
      <text
        x="34"
        y="22.5"
        fill="currentColor"
        fontFamily="Fraunces, Georgia, serif"
        fontSize="20"
        fontWeight="500"
        letterSpacing="0.5"
      >
        {name}
      </text>
    </svg>
  );
}
