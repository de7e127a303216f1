import { useEffect, useState } from 'react';

import { isHostedLogo } from '@/lib/cart-line';

/**
 * A line's logo as the design thumbnail draws it: none (''), a logo the shop
 * hosts as it is, or the data URL behind a logo-store reference ('' once it
 * is gone); `null` while it loads.
 */
export function useLineLogo(logo: string, loadLogo: (ref: string) => Promise<string | null>): string | null {
  const direct = logo === '' || isHostedLogo(logo);
  const [loaded, setLoaded] = useState<{ ref: string; dataUrl: string } | null>(null);

  useEffect(() => {
    if (direct) return;
    let current = true;
    loadLogo(logo).then(
      (dataUrl) => {
        if (current) setLoaded({ ref: logo, dataUrl: dataUrl ?? '' });
      },
      (error: unknown) => {
        console.error('Could not load the logo of a checkout line', error);
        if (current) setLoaded({ ref: logo, dataUrl: '' });
      },
    );
    return () => {
      current = false;
    };
  }, [direct, logo, loadLogo]);

  if (direct) return logo;
  return loaded?.ref === logo ? loaded.dataUrl : null;
}
