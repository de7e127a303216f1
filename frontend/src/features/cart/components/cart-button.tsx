import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';

import { CartIcon } from '@/components/icons/icons';
import { IconBadgeButton } from '@/components/ui/icon-button';
import { paths } from '@/config/paths';
import { useTimedFlag } from '@/lib/use-timed-flag';

import { selectCartItemCount } from '../cart-slice';
import { cartTexts } from '../texts';

/** Spec §9: the empty-cart popup lasts 3 seconds. */
const EMPTY_POPUP_MS = 3000;

export function CartButton() {
  const itemCount = useSelector(selectCartItemCount);
  const navigate = useNavigate();
  const [showEmpty, flashEmpty] = useTimedFlag(EMPTY_POPUP_MS);

  const onClick = () => {
    if (itemCount === 0) flashEmpty();
    else navigate(paths.cart.getHref());
  };

  return (
    <IconBadgeButton
      label={cartTexts.buttonLabel}
      icon={<CartIcon />}
      count={itemCount}
      onClick={onClick}
      bubble={showEmpty ? { title: cartTexts.emptyPopupTitle, text: cartTexts.emptyPopupText } : null}
    />
  );
}
