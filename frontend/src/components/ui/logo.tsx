/** The PrimeCards mark: a rounded magnet card with a QR corner and an orange stripe. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="10" width="56" height="44" rx="10" fill="#14213d" />
      <rect x="4" y="10" width="56" height="44" rx="10" fill="none" stroke="#f28c28" strokeWidth="2.5" />
      <rect x="11" y="17" width="21" height="21" rx="3" fill="#fff" />
      <path d="M14 20h6v6h-6zM23 20h6v6h-6zM14 29h6v6h-6zM23 29h2.5v2.5H23zM26.5 32.5H29V35h-2.5z" fill="#14213d" />
      <rect x="37" y="19" width="16" height="4.5" rx="2.2" fill="#f28c28" />
      <rect x="37" y="27" width="12" height="3" rx="1.5" fill="#fff" opacity="0.85" />
      <rect x="37" y="33" width="9" height="3" rx="1.5" fill="#fff" opacity="0.6" />
      <rect x="11" y="43" width="42" height="4" rx="2" fill="#f28c28" />
    </svg>
  );
}
