import type { IconProps } from '@/components/icons/icons';

/** A QR code in the shop's line-icon style (24 x 24, stroke = currentColor), decorative. */
export function QrCodeIcon({ size = 24, title: _title, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      {...rest}
    >
      <rect x="3.5" y="3.5" width="6" height="6" rx="1" />
      <rect x="14.5" y="3.5" width="6" height="6" rx="1" />
      <rect x="3.5" y="14.5" width="6" height="6" rx="1" />
      <path d="M14.5 14.5h2.5v2.5M20.5 14.5v1M14.5 20.5h1M18 18h2.5v2.5h-2.5Z" />
    </svg>
  );
}
