import { useNavigate } from 'react-router-dom';

import { HeartIcon } from '@/components/icons/icons';
import { IconBadgeButton } from '@/components/ui/icon-button';
import { paths } from '@/config/paths';
import { useTimedFlag } from '@/lib/use-timed-flag';

import { useGetWishlistQuery } from '../api';
import { wishlistButtonTexts } from '../button-texts';

/** Spec §9: the empty-wishlist popup lasts 3 seconds. */
const EMPTY_POPUP_MS = 3000;

/**
 * The top-bar heart of a signed-in customer. It loads the customer's wishlist
 * (at app start with a stored user and right after a sign-in), so the badge
 * counts it. Its own chunk: a visitor who is not signed in never loads it.
 */
export function SignedInWishlistButton({ userId }: { userId: number }) {
  // `currentData`, not `data`: the hook would otherwise keep the previous user's list while the next one loads.
  const { currentData: items } = useGetWishlistQuery(userId, { refetchOnMountOrArgChange: true });
  const navigate = useNavigate();
  const [showEmpty, flashEmpty] = useTimedFlag(EMPTY_POPUP_MS);

  const onClick = () => {
    // Only a loaded, empty list is "empty"; while it loads, the page shows its own loader.
    if (items?.length === 0) flashEmpty();
    else navigate(paths.wishlist.getHref());
  };

  return (
    <IconBadgeButton
      label={wishlistButtonTexts.buttonLabel}
      icon={<HeartIcon />}
      count={items?.length ?? 0}
      onClick={onClick}
      bubble={showEmpty ? { title: wishlistButtonTexts.emptyPopupTitle } : null}
    />
  );
}
