import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';

import { HeartIcon } from '@/components/icons/icons';
import { IconBadgeButton } from '@/components/ui/icon-button';
import { paths } from '@/config/paths';
import { useTimedFlag } from '@/lib/use-timed-flag';

import { wishlistTexts } from '../texts';
import { selectWishlistCount } from '../wishlist-slice';

/** Spec §9: the empty-wishlist popup lasts 3 seconds. */
const EMPTY_POPUP_MS = 3000;

/** The top-bar heart. The count badge shows only for signed-in visitors (spec §2). */
export function WishlistButton({ isAuthenticated }: { isAuthenticated: boolean }) {
  const count = useSelector(selectWishlistCount);
  const navigate = useNavigate();
  const [showEmpty, flashEmpty] = useTimedFlag(EMPTY_POPUP_MS);

  const onClick = () => {
    if (isAuthenticated && count === 0) flashEmpty();
    else navigate(paths.wishlist.getHref());
  };

  return (
    <IconBadgeButton
      label={wishlistTexts.buttonLabel}
      icon={<HeartIcon />}
      count={isAuthenticated ? count : undefined}
      onClick={onClick}
      bubble={showEmpty ? { title: wishlistTexts.emptyPopupTitle } : null}
    />
  );
}
