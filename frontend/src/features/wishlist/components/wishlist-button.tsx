import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';

import { HeartIcon } from '@/components/icons/icons';
import { IconBadgeButton } from '@/components/ui/icon-button';
import { paths } from '@/config/paths';

import { selectSignedInUserId } from '../session-user';
import { wishlistButtonTexts } from '../button-texts';

const SignedInWishlistButton = lazy(async () => ({
  default: (await import('./signed-in-wishlist-button')).SignedInWishlistButton,
}));

/** The heart without a loaded list: it leads to the wishlist page; `count` shows a badge. */
function WishlistLinkButton({ count }: { count?: number }) {
  const navigate = useNavigate();
  return (
    <IconBadgeButton
      label={wishlistButtonTexts.buttonLabel}
      icon={<HeartIcon />}
      count={count}
      onClick={() => navigate(paths.wishlist.getHref())}
    />
  );
}

/**
 * The top-bar heart. For a signed-in customer it loads the wishlist, so the
 * badge counts it (`SignedInWishlistButton`, with the wishlist calls in its
 * own chunk); until that code is in it shows what that button shows while the
 * list loads: a badge of 0 and a click to the page. The badge shows only for
 * signed-in visitors (spec §2).
 */
export function WishlistButton({ isAuthenticated }: { isAuthenticated: boolean }) {
  const userId = useSelector(selectSignedInUserId);
  if (!isAuthenticated) return <WishlistLinkButton />;
  if (userId === null) return <WishlistLinkButton count={0} />;
  return (
    <Suspense fallback={<WishlistLinkButton count={0} />}>
      <SignedInWishlistButton userId={userId} />
    </Suspense>
  );
}
